import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #7: the furthest step a respondent reached (the admin funnel), revocable share links for
 * reports, the secret behind a browser's access to its response and the key of its current resume
 * link (src/modules/assessment/assessment-links.ts), and attachments on outgoing mail (the report PDF).
 */
export class AssessmentReports1764316800000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE assessment_responses
        ADD COLUMN furthest_step smallint NOT NULL DEFAULT 0,
        ADD COLUMN share_id uuid UNIQUE,
        ADD COLUMN access_key text NOT NULL DEFAULT gen_random_uuid()::text,
        ADD COLUMN resume_key text`);
    // Responses from before: submitted ones went all the way; a draft got as far as its current step.
    await queryRunner.query(`
      UPDATE assessment_responses
         SET furthest_step = CASE WHEN status = 'submitted' THEN 6
           ELSE coalesce(array_position(
             ARRAY['profile', 'team', 'vision', 'overall', 'deepdive', 'revenue-priorities'], current_step) - 1, 0)
         END`);
    await queryRunner.query(
      'CREATE INDEX assessment_responses_created_idx ON assessment_responses (created_at DESC)',
    );
    await queryRunner.query(
      "CREATE INDEX assessment_responses_crm_idx ON assessment_responses (crm) WHERE status = 'submitted'",
    );
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE mail_outbox DROP COLUMN attachments');
    await queryRunner.query('DROP INDEX assessment_responses_crm_idx');
    await queryRunner.query('DROP INDEX assessment_responses_created_idx');
    await queryRunner.query(
      'ALTER TABLE assessment_responses DROP COLUMN resume_key, DROP COLUMN access_key, DROP COLUMN share_id, DROP COLUMN furthest_step',
    );
  }
}
