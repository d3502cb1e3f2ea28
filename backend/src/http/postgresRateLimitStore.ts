import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/knex';
import { isDeadlock } from '../db/pgErrors';
import { createStatementBatches } from '../db/statementBatches';

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
  /** The hits this process let through that are not in `hits` yet (at most `maxAhead`). */
  uncounted: number;
  /**
   * Whether `hits` and `resetAt` are a guess: a client this process did not know had its first hit let
   * through as the first of a new window, and the next waits until its count says what the window is.
   */
  guessed: boolean;
  /**
   * Whether a statement counting some of them is on its way. The next hit waits for it: a total heard
   * then never holds hits still taken as uncounted, and at most one statement counts a client at a time.
   */
  sending: boolean;
  /** Settles once the hit this process let through ahead of its count has been counted. */
  counted: Promise<unknown>;
}

/** A counter this process heard of (or guessed, with one hit of its own uncounted), none being sent. */
const newCounter = (hits: number, resetAt: Date, { uncounted = 0, guessed = false } = {}): KnownCounter => ({
  hits,
  resetAt,
  uncounted,
  guessed,
  sending: false,
  counted: Promise.resolve(),
});

/**
 * Below this share of the limit, a client this process has counted before is let through on what it knows
 * while its hit is counted; from there on, each hit waits for the count.
 */
const COUNT_AHEAD_BELOW = 0.8;

/**
 * How many hits of one client this process lets through ahead of their count: a fiftieth of the limit, from
 * 1 to 8 (6 for 300 writes a minute). Another process may not have heard of them yet, so with fewer than
 * ten processes they stay well inside the fifth of the limit where every hit waits for its count. One at a
 * time, a shopper writing faster than the counts came back waited for each of them.
 */
const aheadOf = (limit: number) => Math.min(8, Math.max(1, Math.floor(limit / 50)));

interface AheadBatch {
  /** The clients with hits in it, and how many each. */
  keys: Map<string, number>;
  /** Settles once they are counted (or could not be). */
  counted: Promise<void>;
  settle: () => void;
  timer: NodeJS.Timeout;
}

/**
 * An express-rate-limit store on the `rate_limits` table, shared by every API process on the database.
 * Each count is one atomic upsert: a counter whose window has passed starts again at 1. Each limiter has
 * its own `prefix`, so its counters never meet another's. Expired rows are deleted now and then, by
 * whichever process counts a hit after a window has passed.
 *
 * A request waits for its count only when it matters: for a client this process has not counted in the
 * window when the limit allows a single hit ahead (sign-in attempts), one whose first hit here is still
 * being counted, one near its limit, one with `maxAhead` hits here still being counted, or one whose hits here are
 * on their way to be counted (it is then counted after them, sent at once, so its total includes every hit
 * this process let through). Otherwise the answer is the last total this process heard (every process's
 * hits) plus its own hits still being counted, plus one, and the request goes on while its hit is counted.
 * That answer can be short only by the hits other processes let through and had not counted yet, `maxAhead`
 * per process at most, and from `COUNT_AHEAD_BELOW` of the limit on every hit waits for its count, so a
 * client is refused at its limit give or take those few hits. A client this process has not counted in the
 * window goes on as if its hit were the first of a new window (its RateLimit headers then say a whole
 * window), while that hit is counted: a shopper's first write of the minute waits for one statement, not
 * two. Its real total and window are what the count answers, and its next hit here waits for them.
 *
 * `countTogetherMs`: the hits let through ahead of their count are sent together, one upsert for every
 * client, this long after the first of them (a statement per write was a quarter of a cart add's cost).
 * Another process then hears of them that much later. At 0 (sign-in attempts, whose limit is a few
 * attempts), each is sent at once.
 */
export function createPostgresRateLimitStore(db: Db, prefix: string, countTogetherMs = 0): Store {
  let windowMs = 60_000;
  let countAheadBelow = 0;
  let maxAhead = 1;
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

  /**
   * Counts the hits of each client, in one upsert; each one's new total. Counters are written in key order,
   * so two processes counting the same clients at once lock them in the same order.
   */
  const countHits = async (hits: Map<string, number>): Promise<Map<string, ClientRateLimitInfo>> => {
    const { rows } = await db.raw<{ rows: CounterRow[] }>(
      `INSERT INTO rate_limits AS r (key, hits, reset_at)
       SELECT ? || k, n, now() + make_interval(secs => ?) FROM unnest(?::text[], ?::int[]) AS b(k, n)
       ORDER BY k
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN excluded.hits ELSE r.hits + excluded.hits END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING key, hits, reset_at`,
      [prefix, windowMs / 1000, [...hits.keys()], [...hits.values()]],
    );
    return new Map(rows.map((row) => [row.key.slice(prefix.length), toInfo(row)]));
  };

  /**
   * Counts one hit and answers its total, with the other clients' hits waiting for theirs at that moment
   * (statementBatches.ts): most clients of a busy shop are not known to this process yet, and a statement
   * for each was a round trip of its own for every write they made, on top of the write's.
   */
  const count = createStatementBatches<string, ClientRateLimitInfo>({
    async run(keys) {
      const totals = await countHits(new Map(keys.map((key) => [key, 1])));
      return keys.map((key) => totals.get(key)!);
    },
    keyOf: (key) => key,
    retryAlone: isDeadlock,
    maxSize: 256,
  });

  /** Counts hits let through ahead of their count, and records what was heard. */
  const countAhead = async (hits: Map<string, number>): Promise<void> => {
    for (const key of hits.keys()) {
      const counter = known.get(key);
      if (counter) counter.sending = true;
    }
    try {
      for (const [key, info] of await countHits(hits)) {
        const counter = known.get(key);
        // A counter forgotten and known again meanwhile never had these hits.
        if (counter) {
          counter.uncounted = Math.max(0, counter.uncounted - hits.get(key)!);
          counter.sending = false;
        }
        heard(key, info);
      }
    } catch {
      // Not counted: what this process knew of these clients is forgotten, and they are counted afresh.
      for (const key of hits.keys()) known.delete(key);
    }
  };

  /** The hits let through ahead of their count since the last batch was sent. */
  let batch: AheadBatch | undefined;

  const sendBatch = () => {
    const sent = batch;
    if (!sent) return;
    batch = undefined;
    clearTimeout(sent.timer);
    void countAhead(sent.keys).then(sent.settle);
  };

  /** Counts a hit now, or with the batch sent `countTogetherMs` after its first hit; settles once counted. */
  const countLater = (key: string): Promise<void> => {
    if (countTogetherMs <= 0) return countAhead(new Map([[key, 1]]));
    if (!batch) {
      let settle = () => {};
      const counted = new Promise<void>((resolve) => (settle = resolve));
      const timer = setTimeout(sendBatch, countTogetherMs);
      timer.unref();
      batch = { keys: new Map(), counted, settle, timer };
    }
    batch.keys.set(key, (batch.keys.get(key) ?? 0) + 1);
    return batch.counted;
  };

  /** Totals arrive out of order: within a window the highest is the latest; a new window starts afresh. */
  const heard = (key: string, info: ClientRateLimitInfo) => {
    const counter = known.get(key);
    if (!counter) {
      known.set(key, newCounter(info.totalHits, info.resetTime!));
    } else if (counter.guessed) {
      counter.hits = info.totalHits;
      counter.resetAt = info.resetTime!;
      counter.guessed = false;
    } else if (counter.resetAt.getTime() === info.resetTime!.getTime()) {
      counter.hits = Math.max(counter.hits, info.totalHits);
    } else if (counter.resetAt < info.resetTime!) {
      counter.hits = info.totalHits;
      counter.resetAt = info.resetTime!;
    }
  };

  /** A client not known here: let through as the first hit of a new window while it is counted. */
  const firstHitAhead = (key: string): ClientRateLimitInfo => {
    const counter = newCounter(0, new Date(Date.now() + windowMs), { uncounted: 1, guessed: true });
    known.set(key, counter);
    counter.counted = countLater(key);
    return { totalHits: 1, resetTime: counter.resetAt };
  };

  return {
    prefix,
    localKeys: false,

    init(options: Options) {
      windowMs = options.windowMs;
      countAheadBelow = typeof options.limit === 'number' ? options.limit * COUNT_AHEAD_BELOW : 0;
      maxAhead = typeof options.limit === 'number' ? aheadOf(options.limit) : 1;
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
      if (!counter && maxAhead > 1) return firstHitAhead(key);
      if (
        !counter ||
        counter.guessed ||
        counter.sending ||
        counter.uncounted >= maxAhead ||
        counter.hits + counter.uncounted + 1 >= countAheadBelow ||
        counter.resetAt.getTime() <= Date.now()
      ) {
        // After this process's hit still being counted, so that its total includes it: sent at once.
        if (counter && counter.uncounted > 0) {
          if (batch?.keys.has(key)) sendBatch();
          await counter.counted;
        }
        const info = await count(key);
        heard(key, info);
        return info;
      }
      counter.uncounted += 1;
      counter.counted = countLater(key);
      return { totalHits: counter.hits + counter.uncounted, resetTime: counter.resetAt };
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
      batch?.keys.delete(key);
      await db('rate_limits')
        .where({ key: prefix + key })
        .delete();
    },
  };
}
