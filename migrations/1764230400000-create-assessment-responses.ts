import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #7: assessment responses (drafts and submitted), each pinned to its question bank version. */
export class CreateAssessmentResponses1764230400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE assessment_responses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bank_version integer NOT NULL,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
        current_step text NOT NULL DEFAULT 'profile',
        answers jsonb NOT NULL DEFAULT '{}',
        name text,
        email text,
        consented_at timestamptz,
        result jsonb,
        overall_score real,
        band text,
        crm text,
        company_size text,
        submitted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      "CREATE INDEX assessment_responses_submitted_idx ON assessment_responses (submitted_at DESC) WHERE status = 'submitted'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE assessment_responses');
  }
}
