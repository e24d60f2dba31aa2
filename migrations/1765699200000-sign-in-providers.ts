import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38: the OpenID Connect providers an admin configures (Google, Microsoft, any issuer), and the
 * state of each provider sign-in between `/authorize` and the code exchange (Supabase's flow_state).
 */
export class SignInProviders1765699200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_sign_in_providers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        kind text NOT NULL,
        label text NOT NULL,
        issuer text NOT NULL,
        client_id text NOT NULL,
        client_secret_sealed text NOT NULL,
        domains text[] NOT NULL DEFAULT '{}',
        enabled boolean NOT NULL DEFAULT true,
        clients_may_sign_in boolean NOT NULL DEFAULT true,
        admins_may_sign_in boolean NOT NULL DEFAULT false,
        require_two_step boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE auth_flow_states (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider_id uuid NOT NULL REFERENCES auth_sign_in_providers (id) ON DELETE CASCADE,
        nonce text NOT NULL,
        redirect_to text NOT NULL,
        code_challenge text,
        code_challenge_method text,
        linking_user_id uuid REFERENCES auth_users (id) ON DELETE CASCADE,
        auth_code_hash text UNIQUE,
        auth_code_issued_at timestamptz,
        user_id uuid REFERENCES auth_users (id) ON DELETE CASCADE,
        provider_access_token text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX auth_flow_states_created ON auth_flow_states (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth_flow_states');
    await queryRunner.query('DROP TABLE auth_sign_in_providers');
  }
}
