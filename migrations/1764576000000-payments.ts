import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #16, payments: one payment per agreement and provider (Stripe Checkout or invoice), invoice
 * numbers from a sequence, and every Stripe webhook event id seen (so a replay changes nothing).
 */
export class Payments1764576000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE SEQUENCE invoice_number_seq START 1001');
    await queryRunner.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agreement_id uuid NOT NULL,
        provider text NOT NULL CHECK (provider IN ('stripe', 'invoice')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'failed', 'refunded')),
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL,
        checkout_session_id text UNIQUE,
        checkout_url text,
        checkout_attempts integer NOT NULL DEFAULT 0,
        checkout_created_at timestamptz,
        payment_intent_id text,
        invoice_number bigint UNIQUE,
        marked_paid_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        refunded_at timestamptz,
        UNIQUE (agreement_id, provider)
      )`);
    await queryRunner.query(`
      CREATE TABLE payment_webhook_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        agreement_id uuid,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_webhook_events');
    await queryRunner.query('DROP TABLE payments');
    await queryRunner.query('DROP SEQUENCE invoice_number_seq');
  }
}
