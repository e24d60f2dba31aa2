import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37: the training area. A template may open a programme tier when its agreement is paid;
 * admins grant tiers by hand; learners' progress per lesson and their certificates are kept.
 */
export class Training1765526400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE agreement_templates ADD COLUMN training_tier text');
    await queryRunner.query(`
      CREATE TABLE training_grants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        tier text NOT NULL,
        note text NOT NULL DEFAULT '',
        granted_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_by text
      )`);
    await queryRunner.query('CREATE INDEX training_grants_email ON training_grants (email)');
    await queryRunner.query(`
      CREATE TABLE training_progress (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        course_slug text NOT NULL,
        lesson_slug text NOT NULL,
        visited_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        best_score integer,
        last_score integer,
        quiz_total integer,
        attempts integer NOT NULL DEFAULT 0,
        last_answers jsonb,
        UNIQUE (email, course_slug, lesson_slug)
      )`);
    await queryRunner.query('CREATE INDEX training_progress_course ON training_progress (course_slug)');
    await queryRunner.query(`
      CREATE TABLE training_certificates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        course_slug text NOT NULL,
        name text NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        pdf bytea,
        UNIQUE (email, course_slug)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE training_certificates');
    await queryRunner.query('DROP TABLE training_progress');
    await queryRunner.query('DROP TABLE training_grants');
    await queryRunner.query('ALTER TABLE agreement_templates DROP COLUMN training_tier');
  }
}
