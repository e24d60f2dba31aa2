import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #18: no query reads analytics_events by visitor. Visitor ids change with the daily salt, so
 * the rollup reads a day by time (the occurred_at index) and sorts it; the (visitor_id, occurred_at)
 * index was only written, a random-order insert per page view: a quarter of the row's cost in
 * Postgres (`npm run bench:analytics-insert`).
 */
export class DropUnreadVisitorIndex1765008000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS analytics_events_visitor_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS analytics_events_visitor_idx ON analytics_events (visitor_id, occurred_at)',
    );
  }
}
