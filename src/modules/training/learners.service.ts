import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContentService, type Course } from '@modules/content';
import type { AdminCourseRow, LearnerRow, TrainingGrantRow } from '@shared/pages';
import { routes } from '@shared/routes';
import type { TrainingTier } from '@shared/training';
import { Certificates } from './certificates.service';
import { TrainingGrant } from './entities/training-grant.entity';
import { LessonProgressStore, progressOf } from './lesson-progress.service';
import { TrainingAccess, type Holding } from './training-access';
import { TrainingError } from './training.error';

const grantRow = (grant: TrainingGrant): TrainingGrantRow => ({
  id: grant.id,
  email: grant.email,
  tier: grant.tier,
  note: grant.note,
  grantedBy: grant.grantedBy,
  createdAt: grant.createdAt.toISOString(),
  revokedAt: grant.revokedAt?.toISOString() ?? null,
  revokedBy: grant.revokedBy,
});

/**
 * The back office's view of the training area: learners per course (everyone who holds it or has
 * started it), their progress and completions, and the grants admins make by hand.
 */
@Injectable()
export class Learners {
  constructor(
    private readonly content: ContentService,
    private readonly access: TrainingAccess,
    private readonly progress: LessonProgressStore,
    private readonly certificates: Certificates,
    @InjectRepository(TrainingGrant) private readonly grants: Repository<TrainingGrant>,
  ) {}

  async courses(): Promise<AdminCourseRow[]> {
    const holdings = await this.access.holdings();
    return Promise.all(
      this.content.courses().map(async (course) => {
        const learners = await this.learnersOf(course, holdings);
        return this.courseRow(course, learners);
      }),
    );
  }

  async course(slug: string): Promise<{ course: AdminCourseRow; learners: LearnerRow[] }> {
    const course = this.content.course(slug);
    if (!course) throw TrainingError.notFound(routes.training.adminCourse(slug));
    const learners = await this.learnersOf(course, await this.access.holdings());
    return { course: this.courseRow(course, learners), learners };
  }

  async grantList(): Promise<TrainingGrantRow[]> {
    return (await this.grants.find({ order: { createdAt: 'DESC' }, take: 500 })).map(grantRow);
  }

  async grant(email: string, tier: TrainingTier, note: string, admin: string): Promise<TrainingGrant> {
    return this.grants.save(this.grants.create({ email: email.toLowerCase(), tier, note, grantedBy: admin }));
  }

  /** Revokes a live grant; a revoked one stays revoked (its first revocation is what the record keeps). */
  async revoke(id: string, admin: string): Promise<TrainingGrant> {
    const grant = await this.grants.findOneBy({ id });
    if (!grant) throw new TrainingError(404, 'training.grant_not_found', 'This grant does not exist.');
    if (!grant.revokedAt) {
      grant.revokedAt = new Date();
      grant.revokedBy = admin;
      await this.grants.save(grant);
    }
    return grant;
  }

  private courseRow(course: Course, learners: LearnerRow[]): AdminCourseRow {
    return {
      slug: course.slug,
      title: course.title,
      tier: course.tier,
      lessons: course.lessons.length,
      learners: learners.length,
      started: learners.filter((learner) => learner.lastActivity !== null).length,
      completed: learners.filter((learner) => learner.completedAt !== null).length,
      certificates: learners.filter((learner) => learner.certificateIssuedAt !== null).length,
    };
  }

  /** Everyone who holds the course or has opened one of its lessons, most recently active first. */
  private async learnersOf(course: Course, holdings: Map<string, Holding[]>) {
    const [rows, certificates] = await Promise.all([
      this.progress.ofCourse(course.slug),
      this.certificates.ofCourse(course.slug),
    ]);
    const emails = new Set(rows.map((row) => row.email));
    for (const [email, held] of holdings) if (TrainingAccess.opening(held, course)) emails.add(email);
    const certificateOf = new Map(certificates.map((certificate) => [certificate.email, certificate]));
    const learners = [...emails].map((email): LearnerRow => {
      const own = rows.filter((row) => row.email === email);
      const opening = TrainingAccess.opening(holdings.get(email) ?? [], course);
      const { done, total, percent } = progressOf(course, own);
      const scored = own.filter((row) => row.bestScore !== null && row.quizTotal);
      const last = own.map((row) => row.visitedAt.getTime()).sort((a, b) => b - a)[0];
      const completions = own.map((row) => row.completedAt?.getTime() ?? 0);
      return {
        email,
        access: opening?.label ?? 'No access (first lesson only, refunded or revoked)',
        hasAccess: opening !== undefined,
        done,
        total,
        percent,
        quizAverage: scored.length
          ? Math.round(
              (scored.reduce((sum, row) => sum + row.bestScore! / row.quizTotal!, 0) / scored.length) * 100,
            )
          : null,
        lastActivity: last ? new Date(last).toISOString() : null,
        completedAt: done === total && total > 0 ? new Date(Math.max(...completions)).toISOString() : null,
        certificateIssuedAt: certificateOf.get(email)?.issuedAt.toISOString() ?? null,
      };
    });
    return learners.sort((a, b) => (b.lastActivity ?? '').localeCompare(a.lastActivity ?? ''));
  }
}
