import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 40: one analytics row stands for the same page view repeated within a second (the same
 * visitor, page, referrer and campaign): `times` says how often. A reload is counted; a client
 * asking for one page thousands of times a second writes a row a second, not a row a request.
 * A constant default adds the column without rewriting the table.
 */
export class AnalyticsEventTimes1765785600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE analytics_events ADD COLUMN times integer NOT NULL DEFAULT 1 CHECK (times >= 1)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE analytics_events DROP COLUMN times');
  }
}
