import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #14: an email change is confirmed from both addresses (and can be cancelled from the old
 * one), a password change without aal2 takes an emailed re-authentication code, and a TOTP factor
 * locks for a while after repeated wrong codes.
 */
export class AuthHardening1764403200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE auth_one_time_tokens DROP CONSTRAINT IF EXISTS auth_one_time_tokens_token_type_check',
    );
    await queryRunner.query(`
      ALTER TABLE auth_one_time_tokens ADD CONSTRAINT auth_one_time_tokens_token_type_check CHECK (token_type IN
        ('recovery', 'invite', 'signup', 'email_change', 'email_change_current', 'email_change_cancel', 'reauthentication'))`);
    await queryRunner.query(`
      ALTER TABLE auth_factors
        ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN locked_until timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE auth_factors DROP COLUMN failed_attempts, DROP COLUMN locked_until');
    await queryRunner.query(
      "DELETE FROM auth_one_time_tokens WHERE token_type NOT IN ('recovery', 'invite', 'signup', 'email_change')",
    );
    await queryRunner.query(
      'ALTER TABLE auth_one_time_tokens DROP CONSTRAINT IF EXISTS auth_one_time_tokens_token_type_check',
    );
    await queryRunner.query(`
      ALTER TABLE auth_one_time_tokens ADD CONSTRAINT auth_one_time_tokens_token_type_check
        CHECK (token_type IN ('recovery', 'invite', 'signup', 'email_change'))`);
  }
}
