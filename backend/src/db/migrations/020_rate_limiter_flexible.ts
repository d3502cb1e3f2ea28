import type { Knex } from 'knex';

/**
 * `rate_limits` becomes rate-limiter-flexible's table (RateLimiterPostgres: `key`, `points`, `expire` in ms
 * since the epoch), made here rather than by the library at run time, so no process counts a hit before it
 * exists. Still UNLOGGED: counters are not worth a WAL write each, and a crash that empties them only gives
 * every client a fresh window. The library deletes rows expired an hour ago every five minutes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE rate_limits');
  await knex.raw(`
    CREATE UNLOGGED TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE rate_limits');
  await knex.raw(`
    CREATE UNLOGGED TABLE rate_limits (
      key text COLLATE "C" PRIMARY KEY,
      hits integer NOT NULL,
      reset_at timestamptz NOT NULL
    )`);
  await knex.raw('CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at)');
}
