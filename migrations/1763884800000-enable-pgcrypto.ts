import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * gen_random_uuid() for UUID primary keys: Postgres's own since 13 (PGlite is 17), pgcrypto's on older
 * servers. Nothing else of pgcrypto is used, so only those servers get it; the embedded database then
 * starts without the extension's files (0.3 s of CPU at each start, docs/performance.md).
 */
export class EnablePgcrypto1763884800000 implements MigrationInterface {
  name = 'EnablePgcrypto1763884800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [{ server_version_num: version }] = (await queryRunner.query('SHOW server_version_num')) as {
      server_version_num: string;
    }[];
    if (Number(version) < 130000) await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "pgcrypto"');
  }

  async down(): Promise<void> {
    // The extension may be shared with other schemas; leaving it installed is harmless.
  }
}
