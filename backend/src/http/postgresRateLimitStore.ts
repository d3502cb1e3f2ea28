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

/** What this process last heard of a client's counter, and the hits of its own still being counted. */
interface KnownCounter {
  hits: number;
  resetAt: Date;
  pending: number;
  /** Settles once every hit this process let through ahead of its count has been counted. */
  counted: Promise<unknown>;
}

/**
 * Below this share of the limit, a client this process has counted before is let through on what it knows
 * while its hit is counted; from there on, each hit waits for the count.
 */
const COUNT_AHEAD_BELOW = 0.8;

/**
 * An express-rate-limit store on the `rate_limits` table, shared by every API process on the database.
 * Each hit is one atomic upsert: a counter whose window has passed starts again at 1. Each limiter has its
 * own `prefix`, so its counters never meet another's. Expired rows are deleted now and then, by whichever
 * process counts a hit after a window has passed.
 *
 * A request waits for its count only when it matters: for a client this process has not counted in the
 * window, one near its limit, or one whose previous hit here is still being counted (it is then counted
 * after that one, so its total includes every hit this process let through). Otherwise the answer is
 * the last total this process heard (every process's hits) plus one, and the request goes on while the upsert
 * runs. That answer can be short only by the hits other processes counted since this one last heard (those of
 * about one round trip), and from `COUNT_AHEAD_BELOW` of the limit on every hit waits for its count, so a
 * client is refused at its limit give or take those few hits.
 */
export function createPostgresRateLimitStore(db: Db, prefix: string): Store {
  let windowMs = 60_000;
  let countAheadBelow = 0;
  let nextSweep = 0;
  const known = new Map<string, KnownCounter>();

  const sweep = () => {
    const now = Date.now();
    if (now < nextSweep) return;
    nextSweep = now + windowMs;
    for (const [key, counter] of known) if (counter.resetAt.getTime() <= now) known.delete(key);
    // Best effort: a failed sweep leaves rows the next one deletes.
    sweepExpiredRateLimits(db).catch(() => {});
  };

  const count = async (key: string): Promise<ClientRateLimitInfo> => {
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
  };

  /** Totals arrive out of order: within a window the highest is the latest; a new window starts afresh. */
  const heard = (key: string, info: ClientRateLimitInfo) => {
    const counter = known.get(key);
    if (!counter) {
      known.set(key, {
        hits: info.totalHits,
        resetAt: info.resetTime!,
        pending: 0,
        counted: Promise.resolve(),
      });
    } else if (counter.resetAt.getTime() === info.resetTime!.getTime()) {
      counter.hits = Math.max(counter.hits, info.totalHits);
    } else if (counter.resetAt < info.resetTime!) {
      counter.hits = info.totalHits;
      counter.resetAt = info.resetTime!;
    }
  };

  return {
    prefix,
    localKeys: false,

    init(options: Options) {
      windowMs = options.windowMs;
      countAheadBelow = typeof options.limit === 'number' ? options.limit * COUNT_AHEAD_BELOW : 0;
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
      const counter = known.get(key);
      if (
        !counter ||
        counter.pending > 0 ||
        counter.hits + 1 >= countAheadBelow ||
        counter.resetAt.getTime() <= Date.now()
      ) {
        // After this process's hits still being counted, so that its total includes them.
        if (counter?.pending) await counter.counted;
        const info = await count(key);
        heard(key, info);
        return info;
      }
      counter.pending += 1;
      const counting = count(key)
        .then((info) => heard(key, info))
        .catch(() => known.delete(key))
        .finally(() => (counter.pending -= 1));
      // No hit of this process was pending, so this count is the only one left to wait for.
      counter.counted = counting;
      return { totalHits: counter.hits + 1, resetTime: counter.resetAt };
    },

    async decrement(key) {
      known.delete(key);
      await db('rate_limits')
        .where({ key: prefix + key })
        .where('hits', '>', 0)
        .decrement('hits', 1);
    },

    async resetKey(key) {
      known.delete(key);
      await db('rate_limits')
        .where({ key: prefix + key })
        .delete();
    },
  };
}
