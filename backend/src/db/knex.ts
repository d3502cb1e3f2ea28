import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger';
import { migrationSource } from './migrations';

export type Db = Knex;

// numeric (money) and bigint (counts) come back as strings by default.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * A request's statements read a page, never a table: starting parallel workers costs a few ms (3 ms, for a
 * search's branch that then did not even run), more than any of them takes, and the cores are busy with
 * other requests anyway. So the app's connections never plan parallel workers. An index probe is priced as
 * the catalogue's pages are read, from memory (99.75 % of them found in PostgreSQL's buffers during the
 * mix), not as a disk seek four times a sequential read's: at the default `random_page_cost` of 4 the
 * planner scanned a small table row by row once per review to tell a verified purchase, 12 µs where an
 * index probe takes 2. They write times in UTC, whatever the server's zone, so a time read as text is
 * written as JSON without parsing it (`isoTimestamp`).
 */
const SESSION_SETTINGS = '-c max_parallel_workers_per_gather=0 -c random_page_cost=1.1 -c TimeZone=UTC';

/** With a logger, knex's own warnings (a dropped connection, say) go to the JSON log instead of stdout. */
export function createDb(connectionString: string, poolMax = 10, logger?: Logger): Db {
  const connection = { connectionString, application_name: 'handmade-market', options: SESSION_SETTINGS };
  const db = knexFactory({
    client: 'pg',
    connection,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
    ...(logger && {
      log: {
        warn: (message: unknown) => logger.warn({ knex: String(message) }, 'database warning'),
        error: (message: unknown) => logger.error({ knex: String(message) }, 'database error'),
        deprecate: (message: unknown) => logger.warn({ knex: String(message) }, 'database deprecation'),
        debug: (message: unknown) => logger.debug({ knex: message }, 'database debug'),
      },
    }),
  });
  return db;
}

/**
 * Applies every pending migration, then vacuums and analyzes. A column or index a migration adds has no
 * statistics until analyzed, and autovacuum does not analyze a table whose rows did not change, so every plan
 * that filters on it would rest on a guess (a listing predicate guessed at 3 rows of 100,000). A migration
 * that rewrites rows leaves their pages not all-visible, so index-only scans read the table again until a
 * vacuum: a search word absent from a category took 38 ms instead of 15 on the large catalogue, each listing
 * of the category read from the table. The names applied.
 */
export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied]: [number, string[]] = await db.migrate.latest({ migrationSource });
  if (applied.length > 0) await db.raw('VACUUM (ANALYZE)');
  return applied;
}

/** Undoes the last batch of migrations (what one `migrateLatest` applied); the names of those undone. */
export async function rollbackLastBatch(db: Db): Promise<string[]> {
  const [, undone]: [number, string[]] = await db.migrate.rollback({ migrationSource });
  return undone;
}
