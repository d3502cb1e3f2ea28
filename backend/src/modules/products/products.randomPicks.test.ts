import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRandomPicks } from './products.randomPicks';

/** A fetch that numbers its picks and counts its statements; `hold` keeps the next fetch waiting. */
function countingFetch() {
  let next = 0;
  const state = {
    statements: 0,
    release: undefined as (() => void) | undefined,
    hold: false,
    async fetch(count: number): Promise<number[]> {
      state.statements += 1;
      if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
      return Array.from({ length: count }, () => (next += 1));
    },
  };
  return state;
}

describe('random picks fetched ahead', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out each pick once, fetching the next batch while half of one is left', async () => {
    const source = countingFetch();
    const picks = createRandomPicks((count) => source.fetch(count), { batch: 4, ttlMs: 60_000 });
    const handed = [await picks.next(), await picks.next()];
    expect(source.statements).toBe(1);
    handed.push(await picks.next()); // one of four left: the next batch is on its way
    expect(source.statements).toBe(2);
    for (let i = 0; i < 5; i += 1) handed.push(await picks.next());
    expect(handed).toEqual([4, 3, 2, 1, 8, 7, 6, 5]);
    expect(source.statements).toBe(3);
  });

  it('shares one statement among concurrent askers', async () => {
    const source = countingFetch();
    const picks = createRandomPicks((count) => source.fetch(count), { batch: 8, ttlMs: 60_000 });
    const handed = await Promise.all(Array.from({ length: 4 }, () => picks.next()));
    expect(new Set(handed).size).toBe(4);
    expect(source.statements).toBe(1);
  });

  it('hands out the picks of a batch fetched ahead at once, never waiting under steady asking', async () => {
    const source = countingFetch();
    const picks = createRandomPicks((count) => source.fetch(count), { batch: 4, ttlMs: 60_000 });
    expect(picks.take()).toBeUndefined();
    expect(source.statements).toBe(0);
    expect([await picks.next(), picks.take(), picks.take(), picks.take()]).toEqual([4, 3, 2, 1]);
    expect(source.statements).toBe(2);
    expect(picks.take()).toBeUndefined(); // the batch fetched ahead has not arrived yet
    await new Promise((resolve) => setImmediate(resolve));
    expect(picks.take()).toBe(8);
  });

  it('drops a batch once its picks may be no older than a cached answer, whatever is left of it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const source = countingFetch();
    const picks = createRandomPicks((count) => source.fetch(count), { batch: 4, ttlMs: 1_000 });
    expect(await picks.next()).toBe(4);
    expect(await picks.next()).toBe(3);
    vi.advanceTimersByTime(600);
    expect(await picks.next()).toBe(2); // 5..8 fetched ahead now, kept until 1,600 ms
    await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(500);
    expect(picks.take()).toBe(8); // 1 expired with its batch
    expect(picks.take()).toBe(7);
    vi.advanceTimersByTime(600);
    expect(picks.take()).toBeUndefined();
  });

  it('drops what it kept, and a batch fetched while the catalogue changed', async () => {
    const source = countingFetch();
    const picks = createRandomPicks((count) => source.fetch(count), { batch: 4, ttlMs: 60_000 });
    expect(await picks.next()).toBe(4);
    picks.forget();
    source.hold = true;
    const asked = picks.next();
    await Promise.resolve();
    picks.forget(); // while the batch 5..8 is being fetched
    source.hold = false;
    source.release!();
    // 5..8 is dropped unseen; the pick comes from the batch fetched after the change.
    expect(await asked).toBe(12);
    expect(source.statements).toBe(3);
  });

  it('hands out no kept pick while a change may be unheard, and fetches each pick on its own then', async () => {
    const source = countingFetch();
    let heard = true;
    const picks = createRandomPicks((count) => source.fetch(count), {
      batch: 4,
      ttlMs: 60_000,
      heardEveryChange: () => heard,
    });
    expect(await picks.next()).toBe(4);
    heard = false;
    expect(picks.take()).toBeUndefined();
    expect(await picks.next()).toBe(5);
    expect(source.statements).toBe(2);
    heard = true;
    expect(picks.take()).toBe(3);
  });

  it('keeps nothing when answers may not be kept', async () => {
    const source = countingFetch();
    const picks = createRandomPicks((count) => source.fetch(count), { batch: 32, ttlMs: 0 });
    expect(await picks.next()).toBe(1);
    expect(await picks.next()).toBe(2);
    expect(picks.take()).toBeUndefined();
    expect(source.statements).toBe(2);
  });

  it('answers undefined when there is nothing to pick', async () => {
    const picks = createRandomPicks(async () => [], { batch: 4, ttlMs: 60_000 });
    expect(await picks.next()).toBeUndefined();
  });
});
