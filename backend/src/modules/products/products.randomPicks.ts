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

/**
 * Random picks fetched ahead, a batch per statement, each handed out once. Every pick is as random as one
 * fetched on its own; what they cost is shared by the batch. Picks are dropped when the catalogue changes
 * (`forget`, called with the response cache's emptying) and after `ttlMs`, so none is older than a cached
 * answer may be.
 */
export function createRandomPicks<T>(
  fetch: (count: number) => Promise<T[]>,
  { batch, ttlMs, heardEveryChange = () => true }: RandomPicksOptions,
): RandomPicks<T> {
  const keeps = ttlMs > 0 && batch > 1;
  let kept: T[] = [];
  let keptUntil = 0;
  let generation = 0;
  let refill: Promise<boolean> | undefined;

  /** Fetches a batch; false when the catalogue had nothing to pick. */
  const load = async (): Promise<boolean> => {
    const startedIn = generation;
    const rows = await fetch(batch);
    if (startedIn === generation) {
      kept = rows;
      keptUntil = Date.now() + ttlMs;
    }
    return rows.length > 0;
  };

  const ready = () => kept.length > 0 && Date.now() < keptUntil;

  return {
    async next() {
      if (!keeps) return (await fetch(1))[0];
      // Waiters share one refill; a batch dropped by a change while it was fetched is fetched again.
      for (let attempt = 0; attempt < 3 && heardEveryChange(); attempt += 1) {
        if (ready()) return kept.pop();
        refill ??= load().finally(() => {
          refill = undefined;
        });
        if (!(await refill)) return undefined;
      }
      return (await fetch(1))[0];
    },

    take: () => (ready() && heardEveryChange() ? kept.pop() : undefined),

    forget() {
      generation += 1;
      kept = [];
    },
  };
}
