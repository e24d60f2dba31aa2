import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { IsNull, Repository } from 'typeorm';
import type { Course } from '@modules/content';
import { PaidTraining, type PaidTier } from '@modules/signing';
import { entitiesFromJson, jsonRows, readColumns } from '@database/json-rows';
import { PreparedStatements } from '@database/prepared-statements';
import { TRAINING_TIER_LABELS, tierOpens, type TrainingTier } from '@shared/training';
import { TrainingGrant } from './entities/training-grant.entity';
import { LessonProgress } from './entities/training-progress.entity';

/** Who is asking, as the training area needs it: records attach by a confirmed address only. */
export interface Viewer {
  signedIn: boolean;
  /** The confirmed, lower-cased address; null for a visitor or an unconfirmed account. */
  email: string | null;
  admin: boolean;
}

export const viewerOf = (req: Request): Viewer => {
  const auth = req.auth;
  const user = auth?.user;
  return {
    signedIn: Boolean(user),
    email: user?.emailConfirmedAt ? user.email.toLowerCase() : null,
    // As the back office sees admins: one who owes their second factor is not one yet.
    admin: user?.role === 'admin' && !(auth!.nextLevel === 'aal2' && auth!.session.aal !== 'aal2'),
  };
};

/** One way an address holds a tier. */
export interface Holding {
  tier: TrainingTier;
  /** "Paid AGR-…" or "Granted by …": what the back office shows. */
  label: string;
  source: 'agreement' | 'grant';
}

/**
 * Who may read which course (issue 37). A tier is held through a paid agreement whose template
 * opens it (asked live, so a refund closes it) or an admin's grant that is not revoked; each tier
 * opens its own courses and those of the tiers below it. Admins read everything.
 */
@Injectable()
export class TrainingAccess {
  constructor(
    @InjectRepository(TrainingGrant) private readonly grants: Repository<TrainingGrant>,
    private readonly paid: PaidTraining,
    private readonly prepared: PreparedStatements,
  ) {}

  private learnerStatement: string | null = null;

  /** Every address's holdings, or one address's. */
  async holdings(email?: string): Promise<Map<string, Holding[]>> {
    const [paid, grants] = await Promise.all([
      this.paid.tiers(email),
      this.grants.find({
        where: { revokedAt: IsNull(), ...(email ? { email } : {}) },
        order: { createdAt: 'ASC' },
      }),
    ]);
    return TrainingAccess.holdingsFrom(paid, grants);
  }

  /** The live grants of the address `$1`, oldest first, as a read of the client's home. */
  static readonly grantsRead = jsonRows(
    'SELECT id, email, tier, granted_by, created_at FROM training_grants WHERE email = $1 AND revoked_at IS NULL',
    'r.created_at',
  );

  /** Holdings by address, from paid tiers and live grants (each oldest first). */
  static holdingsFrom(paid: PaidTier[], grants: TrainingGrant[]): Map<string, Holding[]> {
    const byEmail = new Map<string, Holding[]>();
    const add = (address: string, holding: Holding) =>
      byEmail.set(address, [...(byEmail.get(address) ?? []), holding]);
    for (const row of paid)
      add(row.email, {
        tier: row.tier,
        label: `${TRAINING_TIER_LABELS[row.tier]}, paid ${row.code}`,
        source: 'agreement',
      });
    for (const grant of grants)
      add(grant.email, {
        tier: grant.tier,
        label: `${TRAINING_TIER_LABELS[grant.tier]}, granted by ${grant.grantedBy}`,
        source: 'grant',
      });
    return byEmail;
  }

  /**
   * A learner's holdings and progress rows (in one course, or all of them) in one round trip: every
   * page of the training area a signed-in learner opens needs both.
   */
  async learner(
    email: string,
    courseSlug?: string,
  ): Promise<{ holdings: Holding[]; progress: LessonProgress[] }> {
    const dataSource = this.grants.manager.connection;
    this.learnerStatement ??= `SELECT (${PaidTraining.ofAddressRead}) AS paid, (${TrainingAccess.grantsRead}) AS grants,
      (${jsonRows(
        `SELECT ${readColumns(dataSource, LessonProgress, 'p')} FROM training_progress p
          WHERE p.email = $1 AND ($2::text IS NULL OR p.course_slug = $2)`,
        'r.id',
      )}) AS progress`;
    const [row] = await this.prepared.query<Record<'paid' | 'grants' | 'progress', never>>(
      this.learnerStatement,
      [email, courseSlug ?? null],
    );
    const holdings = TrainingAccess.holdingsFrom(
      PaidTraining.fromJson(row.paid),
      entitiesFromJson(dataSource, TrainingGrant, row.grants),
    );
    return {
      holdings: holdings.get(email) ?? [],
      progress: entitiesFromJson(dataSource, LessonProgress, row.progress),
    };
  }

  async of(viewer: Viewer): Promise<Holding[]> {
    if (!viewer.email) return [];
    return (await this.holdings(viewer.email)).get(viewer.email) ?? [];
  }

  /** The holding that opens the course, if any. */
  static opening(holdings: Holding[], course: Pick<Course, 'tier'>): Holding | undefined {
    return holdings.find((holding) => tierOpens(holding.tier, course.tier));
  }

  static canRead(viewer: Viewer, holdings: Holding[], course: Pick<Course, 'tier'>): boolean {
    return viewer.admin || TrainingAccess.opening(holdings, course) !== undefined;
  }
}
