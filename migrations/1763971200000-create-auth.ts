import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Authentication (src/modules/auth), modelled on Supabase Auth: users, identities, sessions,
 * rotating refresh tokens (hashed), TOTP factors and challenges, single-use email tokens, and an audit log.
 */
export class CreateAuth1763971200000 implements MigrationInterface {
  name = 'CreateAuth1763971200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND email LIKE '%_@_%'),
        password_hash text,
        role text NOT NULL DEFAULT 'client' CHECK (role IN ('admin', 'client')),
        email_confirmed_at timestamptz,
        pending_email text,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Stored lower-cased (CHECK above), so a plain unique index is case-insensitive uniqueness.
    await queryRunner.query('CREATE UNIQUE INDEX auth_users_email_key ON auth_users (email)');

    await queryRunner.query(`
      CREATE TABLE auth_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        provider text NOT NULL,
        provider_id text NOT NULL,
        identity_data jsonb NOT NULL DEFAULT '{}',
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_id)
      )`);
    await queryRunner.query('CREATE INDEX auth_identities_user_id_idx ON auth_identities (user_id)');

    await queryRunner.query(`
      CREATE TABLE auth_factors (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        friendly_name text,
        factor_type text NOT NULL CHECK (factor_type IN ('totp', 'phone', 'webauthn')),
        status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
        secret_encrypted text NOT NULL,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX auth_factors_user_id_idx ON auth_factors (user_id)');
    await queryRunner.query(
      'CREATE UNIQUE INDEX auth_factors_user_friendly_name_key ON auth_factors (user_id, friendly_name) WHERE friendly_name IS NOT NULL',
    );

    await queryRunner.query(`
      CREATE TABLE auth_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        factor_id uuid NOT NULL REFERENCES auth_factors (id) ON DELETE CASCADE,
        ip_address text,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
        factor_id uuid REFERENCES auth_factors (id) ON DELETE SET NULL,
        amr jsonb NOT NULL DEFAULT '[]',
        user_agent text,
        ip_address text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz,
        not_after timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id)');

    await queryRunner.query(`
      CREATE TABLE auth_refresh_tokens (
        id bigserial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        parent_id bigint REFERENCES auth_refresh_tokens (id) ON DELETE SET NULL,
        revoked boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX auth_refresh_tokens_session_id_idx ON auth_refresh_tokens (session_id, revoked)',
    );

    await queryRunner.query(`
      CREATE TABLE auth_one_time_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        token_type text NOT NULL CHECK (token_type IN ('recovery', 'invite', 'signup', 'email_change')),
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX auth_one_time_tokens_user_idx ON auth_one_time_tokens (user_id, token_type)',
    );

    await queryRunner.query(`
      CREATE TABLE auth_audit_log (
        id bigserial PRIMARY KEY,
        user_id uuid REFERENCES auth_users (id) ON DELETE SET NULL,
        action text NOT NULL,
        email text,
        ip_address text,
        detail jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX auth_audit_log_created_at_idx ON auth_audit_log (created_at DESC)');

    // The mail outbox the auth emails (recovery, invitations) go through; the leads work extends it.
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}',
        template text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'stored', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        provider_message_id text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'mail_outbox',
      'auth_audit_log',
      'auth_one_time_tokens',
      'auth_refresh_tokens',
      'auth_sessions',
      'auth_challenges',
      'auth_factors',
      'auth_identities',
      'auth_users',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
