import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #17, analytics rollups: hourly and daily aggregates per dimension (dashboards read these,
 * never the raw events) and each goal's first and last non-direct touch.
 */
export class AnalyticsRollups1764662500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analytics_rollups (
        period text NOT NULL CHECK (period IN ('hour', 'day')),
        bucket timestamptz NOT NULL,
        dimension text NOT NULL,
        value text NOT NULL,
        views integer NOT NULL DEFAULT 0,
        visitors integer NOT NULL DEFAULT 0,
        sessions integer NOT NULL DEFAULT 0,
        bounces integer NOT NULL DEFAULT 0,
        duration_seconds bigint NOT NULL DEFAULT 0,
        goals integer NOT NULL DEFAULT 0,
        PRIMARY KEY (period, dimension, bucket, value)
      )`);
    await queryRunner.query(`
      CREATE TABLE analytics_attributions (
        goal_event_id bigint PRIMARY KEY,
        goal text NOT NULL,
        goal_ref text,
        occurred_at timestamptz NOT NULL,
        first_channel text NOT NULL,
        first_source text,
        first_medium text,
        first_campaign text,
        last_channel text NOT NULL,
        last_source text,
        last_medium text,
        last_campaign text
      )`);
    await queryRunner.query(
      'CREATE INDEX analytics_attributions_occurred_idx ON analytics_attributions (occurred_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE analytics_attributions');
    await queryRunner.query('DROP TABLE analytics_rollups');
  }
}
