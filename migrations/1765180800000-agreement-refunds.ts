import { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES_BEFORE = `'draft', 'sent', 'viewed', 'signed', 'awaiting_payment', 'paid', 'declined', 'expired', 'voided'`;

/** Issue #32: a refunded payment moves its agreement to `refunded` (it stayed `paid` before), with the time. */
export class AgreementRefunds1765180800000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE agreements
        DROP CONSTRAINT agreements_status_check,
        ADD CONSTRAINT agreements_status_check CHECK (status IN (${STATUSES_BEFORE}, 'refunded')),
        ADD COLUMN refunded_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE agreements SET status = 'paid' WHERE status = 'refunded'`);
    await queryRunner.query(`
      ALTER TABLE agreements
        DROP COLUMN refunded_at,
        DROP CONSTRAINT agreements_status_check,
        ADD CONSTRAINT agreements_status_check CHECK (status IN (${STATUSES_BEFORE}))`);
  }
}
