import type { Knex } from 'knex';

/**
 * Who holds a live event stream, by process: a process writes a row when a user's first stream opens there,
 * removes it when the last one closes, and touches its rows at every heartbeat, so a row a crashed process
 * left behind goes stale by itself. A message is mailed only to someone with no fresh row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE UNLOGGED TABLE live_connections (
      process_id text NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, process_id)
    )`);
  await knex.raw('CREATE INDEX live_connections_process ON live_connections (process_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE live_connections');
}
