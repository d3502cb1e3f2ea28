import type { Knex } from 'knex';

const SESSION_COLUMNS =
  'username, email, first_name, last_name, profile_url, password_hash, token_version, closed_at';

/**
 * Verified emails, in-app notices, and the memory that keeps message mails to one per conversation per
 * quarter hour.
 * - `email_confirmations`: a link mailed to an address (the account's own, or the new one it asked for),
 *   kept as its token's SHA-256; opening it verifies that address and, when it differs, makes it the account's.
 * - `notifications`: what the bell lists, newest first, each read or not.
 * - `message_mails`: when each person was last mailed about each conversation.
 * Verifying an email changes what a session knows of its user, so it is announced like the other columns.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users ADD COLUMN email_verified_at timestamptz');
  await knex.schema.createTable('email_confirmations', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('email').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
  await knex.schema.createTable('notifications', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('link');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.index(['user_id', 'id']);
  });
  await knex.raw('CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL');
  await knex.schema.createTable('message_mails', (t) => {
    t.integer('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['conversation_id', 'user_id']);
  });
  await knex.raw('DROP TRIGGER users_session_change ON users');
  await knex.raw(`
    CREATE TRIGGER users_session_change
    AFTER UPDATE OF ${SESSION_COLUMNS}, email_verified_at OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION announce_session_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER users_session_change ON users');
  await knex.raw(`
    CREATE TRIGGER users_session_change
    AFTER UPDATE OF ${SESSION_COLUMNS} OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION announce_session_change()`);
  await knex.schema.dropTable('message_mails');
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('email_confirmations');
  await knex.raw('ALTER TABLE users DROP COLUMN email_verified_at');
}
