import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #18: an analytics batch is written once, whatever the queue does. The ingest job claims its
 * batch id here in the insert's transaction, so a batch enqueued again (its enqueue timed out but had
 * reached Redis) or run again (its worker died after the commit) adds no rows twice, and Redis can
 * let a written batch go at once instead of keeping its data an hour to refuse a repeat.
 */
export class AnalyticsIngestedBatches1765094400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analytics_ingested_batches (
        job_id text PRIMARY KEY,
        written_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX analytics_ingested_batches_written_idx ON analytics_ingested_batches (written_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE analytics_ingested_batches');
  }
}
