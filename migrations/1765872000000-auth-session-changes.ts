import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 40: every signed-in request read its session, user and factors from Postgres. Servers now
 * keep what they read (LiveSessionCache) and forget it when Postgres tells them a row behind it
 * changed: each write to a session, a user or a factor, from any process or a psql prompt, notifies
 * `auth_session_changes` with the session's or the user's id when it commits; a TRUNCATE says `all`.
 */
export class AuthSessionChanges1765872000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION auth_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'STATEMENT' THEN
          PERFORM pg_notify('auth_session_changes', 'all');
        ELSIF TG_TABLE_NAME = 'auth_sessions' THEN
          PERFORM pg_notify('auth_session_changes', 'session:' || OLD.id);
        ELSIF TG_TABLE_NAME = 'auth_users' THEN
          PERFORM pg_notify('auth_session_changes', 'user:' || OLD.id);
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM pg_notify('auth_session_changes', 'user:' || NEW.user_id);
        ELSE
          PERFORM pg_notify('auth_session_changes', 'user:' || OLD.user_id);
        END IF;
        RETURN NULL;
      END $$`);
    // A new session or user has nothing cached yet; a new factor changes its user's next level.
    for (const [table, rowEvents] of [
      ['auth_sessions', 'UPDATE OR DELETE'],
      ['auth_users', 'UPDATE OR DELETE'],
      ['auth_factors', 'INSERT OR UPDATE OR DELETE'],
    ]) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_changed AFTER ${rowEvents} ON ${table} FOR EACH ROW EXECUTE FUNCTION auth_session_changed()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION auth_session_changed()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['auth_sessions', 'auth_users', 'auth_factors']) {
      await queryRunner.query(`DROP TRIGGER ${table}_changed ON ${table}`);
      await queryRunner.query(`DROP TRIGGER ${table}_truncated ON ${table}`);
    }
    await queryRunner.query('DROP FUNCTION auth_session_changed()');
  }
}
