import { MigrationInterface, QueryRunner } from 'typeorm';

/** The first-touch attribution columns every lead table carries. */
const ATTRIBUTION_COLUMNS = `
        utm_source text,
        utm_medium text,
        utm_campaign text,
        utm_term text,
        utm_content text,
        referrer text,
        landing_path text`;

/**
 * Issue #5: contact submissions, Jumpstart applications, newsletter subscribers, and the mail
 * outbox's claim (a message being sent is `sending` until its claim expires, so no two workers
 * ever send it at once).
 */
export class CreateLeads1764057600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        company text NOT NULL,
        phone text,
        crm text NOT NULL,
        topic text NOT NULL,
        message text NOT NULL,
        consented_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'closed')),
        spam_reason text,
        notes text NOT NULL DEFAULT '',
        status_changed_by text,
        status_changed_at timestamptz,
        source_path text NOT NULL,
        user_agent text,${ATTRIBUTION_COLUMNS},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX contact_submissions_created_at_idx ON contact_submissions (created_at DESC)',
    );

    await queryRunner.query(`
      CREATE TABLE jumpstart_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company text NOT NULL,
        website text,
        company_size text NOT NULL,
        crm text NOT NULL,
        seats integer NOT NULL,
        goals text[] NOT NULL,
        success text NOT NULL,
        timeline text NOT NULL,
        budget_range text NOT NULL,
        name text NOT NULL,
        role text NOT NULL,
        email text NOT NULL,
        phone text,
        consented_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'reviewed', 'accepted', 'declined')),
        spam_reason text,
        notes text NOT NULL DEFAULT '',
        status_changed_by text,
        status_changed_at timestamptz,
        source_path text NOT NULL,
        user_agent text,${ATTRIBUTION_COLUMNS},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX jumpstart_applications_created_at_idx ON jumpstart_applications (created_at DESC)',
    );

    await queryRunner.query(`
      CREATE TABLE newsletter_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        confirm_token_hash text,
        confirm_token_expires_at timestamptz,
        confirmation_sent_at timestamptz,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        source_path text NOT NULL,${ATTRIBUTION_COLUMNS},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (email)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX newsletter_subscribers_confirm_token_key ON newsletter_subscribers (confirm_token_hash)',
    );

    await queryRunner.query('ALTER TABLE mail_outbox ADD COLUMN claimed_until timestamptz');
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_status_check');
    await queryRunner.query(
      `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check
         CHECK (status IN ('queued', 'sending', 'sent', 'stored', 'failed'))`,
    );
    // The sweeper looks for messages still waiting for a job.
    await queryRunner.query(
      "CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE status IN ('queued', 'sending')",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX mail_outbox_unsent_idx');
    await queryRunner.query("UPDATE mail_outbox SET status = 'queued' WHERE status = 'sending'");
    await queryRunner.query('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check');
    await queryRunner.query(
      `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check
         CHECK (status IN ('queued', 'sent', 'stored', 'failed'))`,
    );
    await queryRunner.query('ALTER TABLE mail_outbox DROP COLUMN claimed_until');
    for (const table of ['newsletter_subscribers', 'jumpstart_applications', 'contact_submissions']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
