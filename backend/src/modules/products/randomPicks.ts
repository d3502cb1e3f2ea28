import { heardEverything, type EventBus } from '../../events';
import { CACHE_CHANNEL } from '../../http/responseCache';
import type { Product } from './products.mapper';

/** How many random products one statement fetches while picks are kept. */
export const PICKS_PER_FETCH = 64;

export interface RandomPicks {
  /** A random listed product, or undefined when none is listed. */
  next(): Promise<Product | undefined>;
}

/**
 * The landing page's random product. With the response cache on, one statement fetches `PICKS_PER_FETCH`
 * random products and each request takes the next, kept by the response cache's rule (`TRUST_MS` in
 * events/eventBus.ts): a catalogue write drops the picks not handed out yet, a pick is handed out only once
 * this process has heard every write announced more than `TRUST_MS` before, picks fetched while a write was
 * heard are not kept, and none is kept longer than `ttlMs`. With the cache off (or no bus), each request
 * fetches its own.
 */
export function createRandomPicks(
  fetch: (count: number) => Promise<Product[]>,
  events: EventBus | undefined,
  ttlMs: number,
): RandomPicks {
  const fetchOne = async () => (await fetch(1))[0];
  const shared = ttlMs > 0 ? events : undefined;
  if (!shared) return { next: fetchOne };

  let picks: Product[] = [];
  let fetchedAt = -Infinity;
  let drops = 0;
  let fetching: Promise<void> | undefined;
  const drop = () => {
    drops += 1;
    picks = [];
  };
  shared.subscribe(CACHE_CHANNEL, drop);
  shared.onReconnect(drop);

  const refill = async () => {
    const dropsBefore = drops;
    const fetched = await fetch(PICKS_PER_FETCH);
    if (drops !== dropsBefore) return;
    picks = fetched;
    fetchedAt = performance.now();
  };
  return {
    async next() {
      if (!(await heardEverything(shared))) return fetchOne();
      if (performance.now() - fetchedAt > ttlMs) picks = [];
      if (picks.length === 0) await (fetching ??= refill().finally(() => (fetching = undefined)));
      return picks.pop() ?? fetchOne();
    },
  };
}
