import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  affected,
  ERASED,
  erasedEmail,
  ErasureOutcome,
  outcome,
  PersonalDataSource,
  PersonalRecords,
} from '@common/privacy/personal-data';

export const SIGNED_AGREEMENTS_KEPT =
  'A signed agreement is a contract: it is kept, with its audit trail, for as long as the law requires records of contracts (in most countries 6 to 10 years).';

/** Agreements sent to the address. Signed ones are contracts and stay; unsigned offers are anonymised. */
@Injectable()
export class SigningPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, code, title, status, signer_name, signer_email, variables, amount_minor, currency,
              created_at, sent_at, viewed_at, signed_at, declined_at, decline_reason, voided_at, paid_at,
              signature_name, signer_ip, signer_user_agent
       FROM agreements WHERE lower(signer_email) = $1 ORDER BY created_at`,
      [email],
    )) as Array<Record<string, unknown> & { signed_at: Date | null }>;
    return [
      {
        source: 'agreements_signed',
        label: 'Signed agreements',
        records: rows.filter((row) => row.signed_at),
        onErase: 'keep',
        keptBecause: SIGNED_AGREEMENTS_KEPT,
      },
      {
        source: 'agreements_unsigned',
        label: 'Agreements never signed',
        records: rows.filter((row) => !row.signed_at),
        onErase: 'anonymise',
      },
    ];
  }

  /**
   * An unsigned offer keeps its amount and dates (the signing funnel counts them); who it was for
   * goes, and an offer still open is voided so the link can no longer be signed.
   */
  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const unsigned = await manager.query(
      `UPDATE agreements SET signer_name = $3, signer_email = $2, variables = '{}', body = $3,
         decline_reason = NULL, signer_ip = NULL, signer_user_agent = NULL, signer_time_zone = NULL,
         status = CASE WHEN status IN ('draft', 'sent', 'viewed') THEN 'voided' ELSE status END,
         voided_at = CASE WHEN status IN ('draft', 'sent', 'viewed') THEN now() ELSE voided_at END,
         void_reason = CASE WHEN status IN ('draft', 'sent', 'viewed') THEN $4 ELSE void_reason END
       WHERE lower(signer_email) = $1 AND signed_at IS NULL`,
      [email, erasedEmail(email), ERASED, 'Voided: the signer’s personal data was erased on request'],
    );
    const [{ count: kept }] = (await manager.query(
      'SELECT count(*)::int AS count FROM agreements WHERE lower(signer_email) = $1 AND signed_at IS NOT NULL',
      [email],
    )) as Array<{ count: number }>;
    return [
      ...outcome('agreements_unsigned', 'Agreements never signed', affected(unsigned), 'anonymised'),
      ...outcome('agreements_signed', 'Signed agreements', kept, 'kept', SIGNED_AGREEMENTS_KEPT),
    ];
  }
}
