import { MigrationInterface, QueryRunner } from 'typeorm';

/** gen_random_uuid() for UUID primary keys (built into Postgres 13+, pgcrypto on PGlite and older servers). */
export class EnablePgcrypto1763884800000 implements MigrationInterface {
  name = 'EnablePgcrypto1763884800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "pgcrypto"');
  }

  async down(): Promise<void> {
    // The extension may be shared with other schemas; leaving it installed is harmless.
  }
}
