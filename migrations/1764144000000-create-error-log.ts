import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #6: the site's own error monitoring. Reports are grouped by (error_type, message); a group
 * keeps counts (all of them, per hour too) while at most a few full reports per window are stored.
 */
export class CreateErrorLog1764144000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE error_log_groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        fingerprint text NOT NULL,
        error_type text NOT NULL,
        message text NOT NULL,
        severity text NOT NULL CHECK (severity IN ('info', 'warning', 'error', 'critical')),
        source text NOT NULL CHECK (source IN ('client', 'server')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'ignored')),
        count integer NOT NULL DEFAULT 0,
        window_started_at timestamptz NOT NULL DEFAULT now(),
        window_count integer NOT NULL DEFAULT 0,
        affected_urls text[] NOT NULL DEFAULT '{}',
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        status_changed_by text,
        status_changed_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX error_log_groups_fingerprint_key ON error_log_groups (fingerprint)',
    );
    await queryRunner.query(
      'CREATE INDEX error_log_groups_last_seen_idx ON error_log_groups (last_seen_at DESC)',
    );

    await queryRunner.query(`
      CREATE TABLE error_log_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        group_id uuid NOT NULL REFERENCES error_log_groups (id) ON DELETE CASCADE,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX error_log_reports_group_idx ON error_log_reports (group_id, created_at DESC)',
    );

    await queryRunner.query(`
      CREATE TABLE error_log_hourly (
        group_id uuid NOT NULL REFERENCES error_log_groups (id) ON DELETE CASCADE,
        hour timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (group_id, hour)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['error_log_hourly', 'error_log_reports', 'error_log_groups']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
