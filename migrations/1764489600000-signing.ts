import { MigrationInterface, QueryRunner } from 'typeorm';

const ENGAGEMENT_TEMPLATE = `# CRM advisory engagement agreement

This agreement is between **Clearline CRM Advisory** ("we") and **{{client_name}}** of **{{company}}** ("you").

## 1. Scope

{{scope}}

## 2. Start and duration

Work starts on **{{start_date}}** and runs until the scope above is delivered, unless either party ends it in writing with 14 days' notice.

## 3. Fee

The fee for the scope above is **{{fee}}**, excluding VAT where it applies. It is due when this agreement is signed, by card or by bank transfer against our invoice.

## 4. What we need from you

Access to your CRM and the people who use it, as agreed in the kick-off call, and one named contact who can make decisions.

## 5. Confidentiality

Each party keeps the other's confidential information confidential during the engagement and for three years after it. We process personal data in your CRM only to deliver the scope, as your processor.

## 6. Liability

Our total liability under this agreement is limited to the fee paid. Neither party is liable for indirect or consequential loss.

## 7. Law

This agreement is governed by the laws of England and Wales.
`;

const ENGAGEMENT_VARIABLES = [
  { key: 'client_name', label: 'Client name', type: 'text', required: true },
  { key: 'company', label: 'Company', type: 'text', required: true },
  { key: 'scope', label: 'Scope of work', type: 'multiline', required: true },
  { key: 'start_date', label: 'Start date', type: 'date', required: true },
  { key: 'fee', label: 'Fee', type: 'money', required: true },
];

/**
 * Issue #16, signing: agreement templates with versions, agreements, and their append-only audit
 * trail (a trigger refuses UPDATE, DELETE and TRUNCATE on agreement_events).
 */
export class Signing1764489600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE agreement_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        current_version integer NOT NULL DEFAULT 1,
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE agreement_template_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        template_id uuid NOT NULL REFERENCES agreement_templates(id),
        version integer NOT NULL,
        body text NOT NULL,
        variables jsonb NOT NULL,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (template_id, version)
      )`);
    await queryRunner.query(`
      CREATE TABLE agreements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE,
        template_version_id uuid NOT NULL REFERENCES agreement_template_versions(id),
        title text NOT NULL,
        variables jsonb NOT NULL,
        body text NOT NULL,
        body_sha256 text,
        signer_name text NOT NULL,
        signer_email text NOT NULL,
        amount_minor bigint CHECK (amount_minor > 0),
        currency text,
        password_hash text,
        has_password boolean NOT NULL DEFAULT false,
        password_failures integer NOT NULL DEFAULT 0,
        password_locked_until timestamptz,
        require_code boolean NOT NULL DEFAULT false,
        code_hash text,
        code_expires_at timestamptz,
        code_attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN
          ('draft', 'sent', 'viewed', 'signed', 'awaiting_payment', 'paid', 'declined', 'expired', 'voided')),
        sent_at timestamptz,
        viewed_at timestamptz,
        signed_at timestamptz,
        declined_at timestamptz,
        decline_reason text,
        voided_at timestamptz,
        void_reason text,
        expired_at timestamptz,
        paid_at timestamptz,
        payment_reference text,
        signature_method text CHECK (signature_method IN ('typed', 'drawn')),
        signature_name text,
        signature_image text,
        signer_ip text,
        signer_user_agent text,
        signer_time_zone text,
        verification_method text,
        sealed_pdf bytea,
        sealed_sha256 text UNIQUE,
        sealed_at timestamptz,
        reminders_sent integer NOT NULL DEFAULT 0,
        last_reminded_at timestamptz,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((amount_minor IS NULL) = (currency IS NULL))
      )`);
    await queryRunner.query('CREATE INDEX agreements_status_idx ON agreements (status)');
    await queryRunner.query('CREATE INDEX agreements_created_at_idx ON agreements (created_at DESC)');
    await queryRunner.query(`
      CREATE TABLE agreement_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        agreement_id uuid NOT NULL REFERENCES agreements(id),
        type text NOT NULL,
        actor text NOT NULL,
        ip_address text,
        user_agent text,
        detail jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      'CREATE INDEX agreement_events_agreement_idx ON agreement_events (agreement_id, id)',
    );
    // Evidence is append-only: the database itself refuses to change or remove it.
    await queryRunner.query(`
      CREATE FUNCTION agreement_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'agreement_events is append-only (% refused)', TG_OP;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER agreement_events_no_change BEFORE UPDATE OR DELETE ON agreement_events
        FOR EACH ROW EXECUTE FUNCTION agreement_events_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER agreement_events_no_truncate BEFORE TRUNCATE ON agreement_events
        FOR EACH STATEMENT EXECUTE FUNCTION agreement_events_append_only()`);

    const [template] = (await queryRunner.query(
      `INSERT INTO agreement_templates (name, description) VALUES ($1, $2) RETURNING id`,
      ['Engagement agreement', 'The standard advisory engagement: scope, start date and a fixed fee.'],
    )) as Array<{ id: string }>;
    await queryRunner.query(
      `INSERT INTO agreement_template_versions (template_id, version, body, variables, created_by)
       VALUES ($1, 1, $2, $3, 'migration')`,
      [template.id, ENGAGEMENT_TEMPLATE, JSON.stringify(ENGAGEMENT_VARIABLES)],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE agreement_events');
    await queryRunner.query('DROP FUNCTION agreement_events_append_only');
    await queryRunner.query('DROP TABLE agreements');
    await queryRunner.query('DROP TABLE agreement_template_versions');
    await queryRunner.query('DROP TABLE agreement_templates');
  }
}
