import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #18: the back office's lists and their tab counts reach the growing tables through an index
 * (test/integration/query-plans.spec.ts explains every query they send). Status counts read the
 * small status indexes instead of every row; the subscriber list pages by sign-up date.
 */
export class AdminListIndexes1764748800000 implements MigrationInterface {
  private readonly indexes = [
    'CREATE INDEX newsletter_subscribers_created_at_idx ON newsletter_subscribers (created_at DESC)',
    'CREATE INDEX newsletter_subscribers_status_idx ON newsletter_subscribers (status, created_at DESC)',
    'CREATE INDEX error_log_groups_status_idx ON error_log_groups (status, last_seen_at DESC)',
    'CREATE INDEX mail_outbox_status_idx ON mail_outbox (status, created_at DESC)',
    'CREATE INDEX assessment_responses_status_idx ON assessment_responses (status, created_at DESC)',
    'CREATE INDEX auth_audit_log_action_idx ON auth_audit_log (action, created_at DESC)',
  ];

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of this.indexes) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of this.indexes) {
      await queryRunner.query(`DROP INDEX ${/CREATE INDEX (\w+)/.exec(statement)![1]}`);
    }
  }
}
