import type { Knex } from 'knex';

/**
 * Every change that ends a session or changes what a session knows of its user is announced on
 * `sessions_changed` by the database itself, so API processes may check sessions from memory: a sign-out as
 * `jti:<id>`, a change to the user's name, email, avatar, password or account as `user:<id>`. Sent at commit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'revoked_sessions' THEN
        PERFORM pg_notify('sessions_changed', 'jti:' || NEW.jti);
      ELSE
        PERFORM pg_notify('sessions_changed', 'user:' || OLD.id);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER users_session_change
    AFTER UPDATE OF username, email, first_name, last_name, profile_url, password_hash, token_version, closed_at
    OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION announce_session_change()`);
  await knex.raw(`
    CREATE TRIGGER revoked_sessions_session_change
    AFTER INSERT ON revoked_sessions
    FOR EACH ROW EXECUTE FUNCTION announce_session_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER revoked_sessions_session_change ON revoked_sessions');
  await knex.raw('DROP TRIGGER users_session_change ON users');
  await knex.raw('DROP FUNCTION announce_session_change()');
}
