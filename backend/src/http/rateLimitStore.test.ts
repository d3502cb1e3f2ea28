import type { Options } from 'express-rate-limit';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../db/knex';
import { unique } from '../../test/testApp';
import { postgresRateLimitStores } from './rateLimitStore';

// Two pools on one database, as two API processes have.
const first = createDb(inject('databaseUrl'), 5);
const second = createDb(inject('databaseUrl'), 5);
const WINDOW_MS = 15 * 60 * 1000;

function storeOn(db: typeof first, prefix: string) {
  const store = postgresRateLimitStores(db)(prefix);
  void store.init?.({ windowMs: WINDOW_MS, limit: 5 } as Options);
  return store;
}

afterAll(async () => {
  await Promise.all([first.destroy(), second.destroy()]);
});

describe('the PostgreSQL rate-limit store', () => {
  it('counts every hit once, however many processes count at the same moment', async () => {
    const prefix = unique('t');
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
    const store = storeOn(first, unique('t'));
    const before = Date.now();
    const one = await store.increment('a');
    const two = await store.increment('a');
    expect(one.resetTime!.getTime()).toBeGreaterThanOrEqual(before + WINDOW_MS - 1_000);
    expect(Math.abs(two.resetTime!.getTime() - one.resetTime!.getTime())).toBeLessThan(1_000);
  });

  it('keeps the counters of two limiters apart', async () => {
    const auth = storeOn(first, unique('auth'));
    const write = storeOn(first, unique('write'));
    await auth.increment('user:1');
    await auth.increment('user:1');
    expect((await write.increment('user:1')).totalHits).toBe(1);
    expect((await auth.get!('user:1'))?.totalHits).toBe(2);
  });

  it('starts again at one once the window has passed', async () => {
    const prefix = unique('t');
    const store = storeOn(first, prefix);
    await store.increment('old');
    await store.increment('old');
    await first('rate_limits')
      .where({ key: `${prefix}:old` })
      .update({ expire: Date.now() - 1_000 });

    expect(await store.get!('old')).toBeUndefined();
    expect((await store.increment('old')).totalHits).toBe(1);
    expect((await store.get!('old'))?.totalHits).toBe(1);
  });

  it('takes a hit back, and forgets a client on reset', async () => {
    const store = storeOn(first, unique('t'));
    await store.increment('k');
    await store.increment('k');
    await store.decrement('k');
    expect((await store.get!('k'))?.totalHits).toBe(1);
    await store.resetKey('k');
    expect(await store.get!('k')).toBeUndefined();
  });
});
