import type { Options } from 'express-rate-limit';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../db/knex';
import { unique } from '../../test/testApp';
import { createPostgresRateLimitStore, sweepExpiredRateLimits } from './postgresRateLimitStore';

// Two pools on one database, as two API processes have.
const first = createDb(inject('databaseUrl'), 5);
const second = createDb(inject('databaseUrl'), 5);
const WINDOW_MS = 15 * 60 * 1000;

function storeOn(db: typeof first, prefix: string, limit?: number, countTogetherMs?: number) {
  const store = createPostgresRateLimitStore(db, prefix, countTogetherMs);
  void store.init?.({ windowMs: WINDOW_MS, ...(limit && { limit }) } as Options);
  return store;
}

afterAll(async () => {
  await Promise.all([first.destroy(), second.destroy()]);
});

describe('the PostgreSQL rate-limit store', () => {
  it('counts every hit once, however many processes count at the same moment', async () => {
    const prefix = unique('t') + ':';
    const stores = [storeOn(first, prefix), storeOn(second, prefix)];
    const key = '203.0.113.7';

    const totals = await Promise.all(
      Array.from({ length: 40 }, (_, index) => stores[index % 2]!.increment(key)),
    );

    expect(totals.map((info) => info.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect((await stores[1]!.get!(key))?.totalHits).toBe(40);
  });

  it('gives the window a reset time and keeps it while the window lasts', async () => {
    const store = storeOn(first, unique('t') + ':');
    const before = Date.now();
    const one = await store.increment('a');
    const two = await store.increment('a');
    expect(one.resetTime!.getTime()).toBeGreaterThanOrEqual(before + WINDOW_MS - 1_000);
    expect(two.resetTime).toEqual(one.resetTime);
  });

  it('keeps the counters of two limiters apart', async () => {
    const auth = storeOn(first, unique('auth') + ':');
    const write = storeOn(first, unique('write') + ':');
    await auth.increment('user:1');
    await auth.increment('user:1');
    expect((await write.increment('user:1')).totalHits).toBe(1);
    expect((await auth.get!('user:1'))?.totalHits).toBe(2);
  });

  it('starts again at one once the window has passed, and sweeps expired counters', async () => {
    const prefix = unique('t') + ':';
    const store = storeOn(first, prefix);
    await store.increment('old');
    await store.increment('stale');
    await first('rate_limits')
      .whereIn('key', [`${prefix}old`, `${prefix}stale`])
      .update({ reset_at: first.raw("now() - interval '1 second'") });

    expect(await store.get!('old')).toBeUndefined();
    expect((await store.increment('old')).totalHits).toBe(1);
    await sweepExpiredRateLimits(first);
    expect(
      await first('rate_limits')
        .where({ key: `${prefix}stale` })
        .first(),
    ).toBeUndefined();
    expect((await store.get!('old'))?.totalHits).toBe(1);
  });

  it('takes a hit back, and forgets a client on reset', async () => {
    const store = storeOn(first, unique('t') + ':');
    await store.increment('k');
    await store.increment('k');
    await store.decrement('k');
    expect((await store.get!('k'))?.totalHits).toBe(1);
    await store.resetKey('k');
    expect(await store.get!('k')).toBeUndefined();
  });

  it('never counts a client over its true total, and ends at the exact total', async () => {
    const store = storeOn(first, unique('t') + ':', 100);
    const totals: number[] = [];
    for (let hit = 1; hit <= 20; hit += 1) totals.push((await store.increment('k')).totalHits);
    totals.forEach((total, index) => expect(total).toBeLessThanOrEqual(index + 1));
    expect(totals[0]).toBe(1);
    await expect.poll(async () => (await store.get!('k'))?.totalHits).toBe(20);
  });

  it('counts the hits of different clients let through ahead together, in one statement', async () => {
    const store = storeOn(first, unique('t') + ':', 100, 50);
    const clients = Array.from({ length: 10 }, (_, index) => `client${index}`);
    // Known here: a first hit goes ahead on a guess, and the second waits until both are counted.
    for (const client of clients) for (let hit = 0; hit < 2; hit += 1) await store.increment(client);
    const writes: string[] = [];
    const onQuery = ({ sql }: { sql: string }) => {
      if (/^\s*insert into rate_limits/i.test(sql)) writes.push(sql);
    };
    first.on('query', onQuery);
    const totals = [];
    for (const client of clients) totals.push((await store.increment(client)).totalHits);
    expect(totals).toEqual(clients.map(() => 3));
    for (const client of clients)
      await expect.poll(async () => (await store.get!(client))?.totalHits).toBe(3);
    first.off('query', onQuery);
    expect(writes).toHaveLength(1);
  });

  it('counts the first hits of clients that come at the same moment in one statement, each with its total', async () => {
    const store = storeOn(first, unique('t') + ':', 100, 50);
    const writes: string[] = [];
    const onQuery = ({ sql }: { sql: string }) => {
      if (/^\s*insert into rate_limits/i.test(sql)) writes.push(sql);
    };
    first.on('query', onQuery);
    const clients = ['a', 'b', 'c', 'a'];
    const totals = await Promise.all(
      clients.map(async (client) => (await store.increment(client)).totalHits),
    );
    first.off('query', onQuery);
    expect(totals).toEqual([1, 1, 1, 2]);
    expect(writes).toHaveLength(2);
  });

  it("lets a client's hits through ahead of their count up to a fiftieth of the limit, counted together", async () => {
    const store = storeOn(first, unique('t') + ':', 300, 50);
    await store.increment('k');
    await store.increment('k');
    const writes: string[] = [];
    const onQuery = ({ sql }: { sql: string }) => {
      if (/^\s*insert into rate_limits/i.test(sql)) writes.push(sql);
    };
    first.on('query', onQuery);
    const ahead = [];
    for (let hit = 0; hit < 6; hit += 1) ahead.push((await store.increment('k')).totalHits);
    expect(ahead).toEqual([3, 4, 5, 6, 7, 8]);
    expect(writes).toHaveLength(0);
    // The seventh waits: the six are counted at once, then it is.
    expect((await store.increment('k')).totalHits).toBe(9);
    first.off('query', onQuery);
    expect(writes).toHaveLength(2);
    expect((await store.get!('k'))?.totalHits).toBe(9);
  });

  it("lets a client it has not counted go ahead as a new window's first hit, then learns the window", async () => {
    const prefix = unique('t') + ':';
    const elsewhere = storeOn(second, prefix, 300, 50);
    for (let hit = 0; hit < 5; hit += 1) await elsewhere.increment('k');
    await expect.poll(async () => (await elsewhere.get!('k'))?.totalHits).toBe(5);
    const { resetTime } = (await elsewhere.get!('k'))!;
    const writes: string[] = [];
    const onQuery = ({ sql }: { sql: string }) => {
      if (/^\s*insert into rate_limits/i.test(sql)) writes.push(sql);
    };
    first.on('query', onQuery);
    const here = storeOn(first, prefix, 300, 50);

    expect((await here.increment('k')).totalHits).toBe(1);
    expect(writes).toHaveLength(0);
    // The next waits for the first's count, which says the window another process began.
    expect(await here.increment('k')).toEqual({ totalHits: 7, resetTime });
    first.off('query', onQuery);
    expect(writes).toHaveLength(2);

    // Where the limit allows a single hit ahead (sign-in attempts), a first hit waits for its count.
    const strict = storeOn(first, prefix, 20, 0);
    expect((await strict.increment('k')).totalHits).toBe(8);
  });

  it.each([0, 50])(
    'counts exactly near the limit, whichever process the hits come through (together every %i ms)',
    async (countTogetherMs) => {
      const prefix = unique('t') + ':';
      const stores = [
        storeOn(first, prefix, 10, countTogetherMs),
        storeOn(second, prefix, 10, countTogetherMs),
      ];
      const totals: number[] = [];
      for (let hit = 0; hit < 12; hit += 1) totals.push((await stores[hit % 2]!.increment('k')).totalHits);
      // Below 80 % of the limit a process may not have heard the other's latest hits; from there on it waits
      // for each count, after its own earlier hits, so a total it answers there misses at most the other
      // process's hit let through just before, if that one is still being counted. The hits past the limit
      // are refused.
      totals.forEach((total, index) => {
        expect(total).toBeLessThanOrEqual(index + 1);
        if (total >= 8) expect(total).toBeGreaterThanOrEqual(index);
      });
      expect(totals.slice(10)).toEqual([11, 12]);
      await expect.poll(async () => (await stores[0]!.get!('k'))?.totalHits).toBe(12);
    },
  );
});
