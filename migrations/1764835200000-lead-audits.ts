import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #20: submissions of the inbound lead audit. The results link is a random token stored only
 * as its SHA-256 (like every link token here); the owner's browser holds a second token that may
 * replace the link. The admin list pages by date and filters by grade.
 */
export class LeadAudits1764835200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lead_audits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        answers jsonb NOT NULL,
        score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
        grade text NOT NULL,
        view_token_hash text NOT NULL UNIQUE,
        owner_token_hash text NOT NULL,
        email text,
        source_path text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX lead_audits_created_at_idx ON lead_audits (created_at DESC)');
    await queryRunner.query('CREATE INDEX lead_audits_grade_idx ON lead_audits (grade, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE lead_audits');
  }
}
