import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #21: the back office. Runtime settings an admin edits (one row per setting, defaults come
 * from the environment), the admin audit trail (who changed what, with before and after), redirects
 * that can be switched off, and the indexes the dashboard's period counts need.
 */
/** What the dashboard counts per period, and the unread badges, each read from an index. */
const DASHBOARD_INDEXES: Array<[name: string, definition: string]> = [
  [
    'contact_submissions_new_idx',
    "contact_submissions (created_at) WHERE status = 'new' AND spam_reason IS NULL",
  ],
  [
    'jumpstart_applications_new_idx',
    "jumpstart_applications (created_at) WHERE status = 'new' AND spam_reason IS NULL",
  ],
  [
    'newsletter_subscribers_confirmed_at_idx',
    'newsletter_subscribers (confirmed_at) WHERE confirmed_at IS NOT NULL',
  ],
  ['assessment_responses_created_at_idx', 'assessment_responses (created_at)'],
  ['agreements_sent_at_idx', 'agreements (sent_at) WHERE sent_at IS NOT NULL'],
  ['agreements_signed_at_idx', 'agreements (signed_at) WHERE signed_at IS NOT NULL'],
  ['agreements_paid_at_idx', 'agreements (paid_at) WHERE paid_at IS NOT NULL'],
  ['agreements_viewed_idx', "agreements (viewed_at) WHERE status = 'viewed'"],
  ['agreements_signer_email_idx', 'agreements (lower(signer_email))'],
  ['payments_paid_at_idx', "payments (paid_at) WHERE status = 'paid'"],
  ['payments_open_invoices_idx', "payments (created_at) WHERE provider = 'invoice' AND status = 'open'"],
  ['error_log_groups_open_idx', "error_log_groups (last_seen_at) WHERE status = 'open'"],
  ['contact_submissions_email_idx', 'contact_submissions (lower(email))'],
  ['jumpstart_applications_email_idx', 'jumpstart_applications (lower(email))'],
  ['assessment_responses_email_idx', 'assessment_responses (lower(email)) WHERE email IS NOT NULL'],
  ['lead_audits_email_idx', 'lead_audits (lower(email)) WHERE email IS NOT NULL'],
  ['mail_outbox_to_address_idx', 'mail_outbox (lower(to_address))'],
];

export class BackOffice1764921600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE site_settings (
        key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 64),
        value jsonb NOT NULL,
        updated_by text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id uuid,
        actor_email text,
        action text NOT NULL,
        target_type text,
        target_id text,
        summary text NOT NULL,
        before jsonb,
        after jsonb,
        ip_address text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX admin_audit_log_created_at_idx ON admin_audit_log (created_at DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX admin_audit_log_action_idx ON admin_audit_log (action, created_at DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_type, target_id)',
    );
    await queryRunner.query('ALTER TABLE redirects ADD COLUMN enabled boolean NOT NULL DEFAULT true');
    for (const [name, definition] of DASHBOARD_INDEXES)
      await queryRunner.query(`CREATE INDEX ${name} ON ${definition}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of DASHBOARD_INDEXES) await queryRunner.query(`DROP INDEX ${name}`);
    await queryRunner.query('ALTER TABLE redirects DROP COLUMN enabled');
    await queryRunner.query('DROP TABLE admin_audit_log');
    await queryRunner.query('DROP TABLE site_settings');
  }
}
