import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 36: sign-in codes and links emailed to an address before its client account exists (created on first sign-in). */
export class ClientAccounts1765353600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_email_codes (
        email text PRIMARY KEY,
        code_hash text NOT NULL,
        link_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth_email_codes');
  }
}
