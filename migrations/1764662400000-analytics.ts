import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #17, analytics: cookieless events (page views and goals) keyed by a visitor hash whose salt
 * rotates daily (salts are deleted after 48 hours, so yesterday's visitors cannot be recomputed).
 */
export class Analytics1764662400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analytics_salts (
        day date PRIMARY KEY,
        salt text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE analytics_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('pageview', 'goal')),
        occurred_at timestamptz NOT NULL,
        visitor_id text NOT NULL,
        path text NOT NULL,
        component text,
        referrer_host text,
        utm_source text,
        utm_medium text,
        utm_campaign text,
        utm_term text,
        utm_content text,
        click_id text,
        device text,
        browser text,
        os text,
        country text,
        goal text,
        goal_ref text
      )`);
    await queryRunner.query('CREATE INDEX analytics_events_occurred_idx ON analytics_events (occurred_at)');
    await queryRunner.query(
      'CREATE INDEX analytics_events_visitor_idx ON analytics_events (visitor_id, occurred_at)',
    );
    await queryRunner.query(
      "CREATE INDEX analytics_events_goal_idx ON analytics_events (goal, goal_ref) WHERE kind = 'goal'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE analytics_events');
    await queryRunner.query('DROP TABLE analytics_salts');
  }
}
