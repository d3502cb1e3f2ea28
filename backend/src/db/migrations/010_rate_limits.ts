import type { Knex } from 'knex';

/**
 * `rate_limits`: the hit counters of every API process, one row per limiter and client, so a client gets
 * the same budget however many processes answer it. UNLOGGED: counters are not worth a WAL write each, and a
 * crash that empties them only gives every client a fresh window. Expired rows are swept by the store.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE UNLOGGED TABLE rate_limits (
      key text COLLATE "C" PRIMARY KEY,
      hits integer NOT NULL,
      reset_at timestamptz NOT NULL
    )`);
  await knex.raw('CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE rate_limits');
}
