import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { jsonRows } from '@database/json-rows';
import type { TrainingTier } from '@shared/training';

/** A paid agreement whose template opens a CRM Mastery Program tier. */
export interface PaidTier {
  email: string;
  tier: TrainingTier;
  agreementId: string;
  code: string;
  paidAt: Date | null;
}

const PAID_TIERS = `
  SELECT lower(a.signer_email) AS email, t.training_tier AS tier, a.id AS agreement_id, a.code, a.paid_at
    FROM agreements a
    JOIN agreement_template_versions v ON v.id = a.template_version_id
    JOIN agreement_templates t ON t.id = v.template_id
   WHERE a.status = 'paid' AND t.training_tier IS NOT NULL`;

interface PaidTierRow<Time> {
  email: string;
  tier: TrainingTier;
  agreement_id: string;
  code: string;
  paid_at: Time | null;
}

/**
 * The training tiers agreements have paid for (issue 37). Asked live, never copied: an agreement
 * is `paid` until it is refunded, so a refund closes the courses with no other step.
 */
@Injectable()
export class PaidTraining {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The paid tiers of the address `$1` (lower-case), as a read of the client's home (`ClientRecordsSource`). */
  static readonly ofAddressRead = jsonRows(`${PAID_TIERS} AND lower(a.signer_email) = $1`, 'r.paid_at');

  /** What `ofAddressRead` returned. */
  static fromJson(rows: Array<PaidTierRow<string>>): PaidTier[] {
    return rows.map((row) =>
      paidTier({ ...row, paid_at: row.paid_at === null ? null : new Date(row.paid_at) }),
    );
  }

  /** Every paid tier, or one address's (lower-case). */
  async tiers(email?: string): Promise<PaidTier[]> {
    const rows = (await this.dataSource.query(
      `${PAID_TIERS} AND ($1::text IS NULL OR lower(a.signer_email) = $1) ORDER BY a.paid_at`,
      [email ?? null],
    )) as Array<PaidTierRow<Date>>;
    return rows.map(paidTier);
  }
}

const paidTier = (row: PaidTierRow<Date>): PaidTier => ({
  email: row.email,
  tier: row.tier,
  agreementId: row.agreement_id,
  code: row.code,
  paidAt: row.paid_at,
});
