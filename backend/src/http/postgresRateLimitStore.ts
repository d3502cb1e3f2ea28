import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/knex';

interface CounterRow {
  key: string;
  hits: number;
  reset_at: Date;
}

/** Deletes the counters whose window has passed. */
export async function sweepExpiredRateLimits(db: Db): Promise<number> {
  return db('rate_limits').where('reset_at', '<', db.fn.now()).delete();
}

const toInfo = (row: Omit<CounterRow, 'key'>): ClientRateLimitInfo => ({
  totalHits: row.hits,
  resetTime: row.reset_at,
});

/**
 * An express-rate-limit store on the `rate_limits` table, shared by every API process on the database.
 * Each hit is one atomic upsert: a counter whose window has passed starts again at 1. Each limiter has its
 * own `prefix`, so its counters never meet another's. Expired rows are deleted now and then, by whichever
 * process counts a hit after a window has passed.
 */
export function createPostgresRateLimitStore(db: Db, prefix: string): Store {
  let windowMs = 60_000;
  let nextSweep = 0;

  const sweep = () => {
    const now = Date.now();
    if (now < nextSweep) return;
    nextSweep = now + windowMs;
    // Best effort: a failed sweep leaves rows the next one deletes.
    sweepExpiredRateLimits(db).catch(() => {});
  };

  return {
    prefix,
    localKeys: false,

    init(options: Options) {
      windowMs = options.windowMs;
    },

    async get(key) {
      const row = await db<CounterRow>('rate_limits')
        .select('hits', 'reset_at')
        .where({ key: prefix + key })
        .where('reset_at', '>', db.fn.now())
        .first();
      return row && toInfo(row);
    },

    async increment(key) {
      sweep();
      const { rows } = await db.raw<{ rows: Omit<CounterRow, 'key'>[] }>(
        `INSERT INTO rate_limits AS r (key, hits, reset_at)
         VALUES (?, 1, now() + make_interval(secs => ?))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
           reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
         RETURNING hits, reset_at`,
        [prefix + key, windowMs / 1000],
      );
      return toInfo(rows[0]!);
    },

    async decrement(key) {
      await db('rate_limits')
        .where({ key: prefix + key })
        .where('hits', '>', 0)
        .decrement('hits', 1);
    },

    async resetKey(key) {
      await db('rate_limits')
        .where({ key: prefix + key })
        .delete();
    },
  };
}
