export interface RandomPicksOptions {
  /** Picks fetched in one statement; 1 fetches each pick when it is asked for. */
  batch: number;
  /** How long fetched picks may be handed out; 0 keeps none. */
  ttlMs: number;
  /**
   * Whether this process has heard every catalogue change some client has seen finish (`EventBus.current`).
   * Kept picks are handed out only then: otherwise a change made through another process may not have
   * dropped them yet, and each pick is fetched on its own.
   */
  heardEveryChange?: () => boolean;
}

export interface RandomPicks<T> {
  /** A random pick, or undefined when there is nothing to pick from. */
  next(): Promise<T | undefined>;
  /** A pick already fetched, handed out at once; undefined when none is ready (then ask `next`). */
  take(): T | undefined;
  /** Drops the picks fetched so far, and any being fetched: the catalogue changed. */
  forget(): void;
}

interface Batch<T> {
  picks: T[];
  /** When its picks may no longer be handed out. */
  until: number;
}

/**
 * Random picks fetched ahead, a batch per statement, each handed out once. Every pick is as random as one
 * fetched on its own; what they cost is shared by the batch. The next batch is fetched while half of one is
 * still kept, so under steady asking the picks never run out (when they did, every request in the meantime
 * waited for the statement: one random product in 14 at 18,000 a second). Picks are dropped when the
 * catalogue changes (`forget`, called with the response cache's emptying) and `ttlMs` after their batch
 * was fetched, so none is older than a cached answer may be.
 */
export function createRandomPicks<T>(
  fetch: (count: number) => Promise<T[]>,
  { batch, ttlMs, heardEveryChange = () => true }: RandomPicksOptions,
): RandomPicks<T> {
  const keeps = ttlMs > 0 && batch > 1;
  const lowWater = batch / 2;
  let batches: Batch<T>[] = [];
  let kept = 0;
  let generation = 0;
  let refill: Promise<boolean> | undefined;

  /** Fetches a batch; false when the catalogue had nothing to pick. */
  const load = async (): Promise<boolean> => {
    const startedIn = generation;
    const picks = await fetch(batch);
    if (startedIn === generation && picks.length > 0) {
      batches.push({ picks, until: Date.now() + ttlMs });
      kept += picks.length;
    }
    return picks.length > 0;
  };

  /** The batch fetching now, or a new one: every asker shares one statement. */
  const refilled = () =>
    (refill ??= load().finally(() => {
      refill = undefined;
    }));

  /** The oldest pick still valid, dropping the batches that ran out or expired. */
  const pop = (): T | undefined => {
    const now = Date.now();
    while (batches[0] && (batches[0].picks.length === 0 || batches[0].until <= now)) {
      kept -= batches.shift()!.picks.length;
    }
    const oldest = batches[0];
    if (!oldest) return undefined;
    kept -= 1;
    // A failed refill ahead only means the picks may run out: the asker then waits for one that reports it.
    if (kept < lowWater) refilled().catch(() => undefined);
    return oldest.picks.pop();
  };

  return {
    async next() {
      if (!keeps) return (await fetch(1))[0];
      // A batch dropped by a change while it was fetched is fetched again.
      for (let attempt = 0; attempt < 3 && heardEveryChange(); attempt += 1) {
        const pick = pop();
        if (pick !== undefined) return pick;
        if (!(await refilled())) return undefined;
      }
      return (await fetch(1))[0];
    },

    take: () => (keeps && heardEveryChange() ? pop() : undefined),

    forget() {
      generation += 1;
      batches = [];
      kept = 0;
    },
  };
}
