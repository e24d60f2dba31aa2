import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #35: an agreement's fee lines and tax (net, tax and gross in minor units; the gross is the
 * amount due), gapless invoice and credit-note numbers from a counter row locked in the issuing
 * transaction (a sequence skips numbers when a transaction rolls back), credit notes on refunded
 * payments, and a countersignature by a named admin.
 */
export class FeesAndCountersignature1765267200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE agreements
        ADD COLUMN fee_lines jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN tax_treatment text NOT NULL DEFAULT 'none'
          CHECK (tax_treatment IN ('standard', 'reverse_charge', 'none')),
        ADD COLUMN tax_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (tax_rate >= 0 AND tax_rate <= 50),
        ADD COLUMN buyer_vat_number text,
        ADD COLUMN net_minor bigint,
        ADD COLUMN tax_minor bigint,
        ADD COLUMN countersigner_email text,
        ADD COLUMN countersigned_at timestamptz,
        ADD COLUMN countersignature_method text CHECK (countersignature_method IN ('typed', 'drawn')),
        ADD COLUMN countersignature_name text,
        ADD COLUMN countersignature_image text,
        ADD COLUMN countersigner_ip text,
        ADD COLUMN countersigner_user_agent text,
        ADD CONSTRAINT agreements_reverse_charge_vat_number
          CHECK (tax_treatment <> 'reverse_charge' OR buyer_vat_number IS NOT NULL)`);
    // The currency belongs to the fee lines, also when the fee is not paid through the site.
    await queryRunner.query(`
      ALTER TABLE agreements
        DROP CONSTRAINT agreements_check,
        ADD CONSTRAINT agreements_amount_currency CHECK (amount_minor IS NULL OR currency IS NOT NULL)`);
    // Agreements made before fee lines had one amount: it becomes one untaxed line.
    await queryRunner.query(`
      UPDATE agreements
         SET fee_lines = jsonb_build_array(jsonb_build_object('description', 'Fee', 'amountMinor', amount_minor)),
             net_minor = amount_minor,
             tax_minor = 0
       WHERE amount_minor IS NOT NULL`);
    await queryRunner.query('ALTER TABLE agreement_template_versions ADD COLUMN countersigner_email text');
    await queryRunner.query(`
      CREATE TABLE document_numbers (
        kind text PRIMARY KEY CHECK (kind IN ('invoice', 'credit_note')),
        last bigint NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO document_numbers (kind, last)
      VALUES ('invoice', GREATEST(1000, (SELECT COALESCE(MAX(invoice_number), 0) FROM payments))),
             ('credit_note', 1000)`);
    await queryRunner.query('DROP SEQUENCE invoice_number_seq');
    // The seller's details as they were when the invoice was issued: an issued invoice never changes.
    await queryRunner.query(
      'ALTER TABLE payments ADD COLUMN credit_note_number bigint UNIQUE, ADD COLUMN seller jsonb',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payments DROP COLUMN credit_note_number, DROP COLUMN seller');
    await queryRunner.query('CREATE SEQUENCE invoice_number_seq START 1001');
    await queryRunner.query(
      "SELECT setval('invoice_number_seq', (SELECT last FROM document_numbers WHERE kind = 'invoice'))",
    );
    await queryRunner.query('DROP TABLE document_numbers');
    await queryRunner.query('ALTER TABLE agreement_template_versions DROP COLUMN countersigner_email');
    await queryRunner.query(`
      ALTER TABLE agreements
        DROP CONSTRAINT agreements_reverse_charge_vat_number,
        DROP COLUMN fee_lines, DROP COLUMN tax_treatment, DROP COLUMN tax_rate,
        DROP COLUMN buyer_vat_number, DROP COLUMN net_minor, DROP COLUMN tax_minor,
        DROP COLUMN countersigner_email, DROP COLUMN countersigned_at, DROP COLUMN countersignature_method,
        DROP COLUMN countersignature_name, DROP COLUMN countersignature_image,
        DROP COLUMN countersigner_ip, DROP COLUMN countersigner_user_agent,
        DROP CONSTRAINT agreements_amount_currency`);
    await queryRunner.query(`UPDATE agreements SET currency = NULL WHERE amount_minor IS NULL`);
    await queryRunner.query(
      'ALTER TABLE agreements ADD CONSTRAINT agreements_check CHECK ((amount_minor IS NULL) = (currency IS NULL))',
    );
  }
}
