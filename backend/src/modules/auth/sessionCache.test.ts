import { describe, expect, it } from 'vitest';
import { useIsolatedDatabase } from '../../../test/cluster/database';
import { createTestApp, signUp, type TestApp } from '../../../test/testApp';
import type { EventBus } from '../../events';
import { createSessionCache } from './sessionCache';

// Two API processes on one database, checking sessions from memory (as the response cache's TTL allows). The
// database is their own: a session change by another test file running meanwhile would be heard here too, and
// a check that overlaps a change heard is not kept.
const database = await useIsolatedDatabase();
const [first, second] = [1, 2].map(() =>
  createTestApp({ databaseUrl: database.url, env: { RESPONSE_CACHE_TTL_MS: '60000' } }),
) as [TestApp, TestApp];

/** A user signed up through the first process, and the cookie of a second session, to send to either. */
async function signedIn() {
  const me = await signUp(first);
  const login = await first
    .request()
    .post('/api/auth/login')
    .send({ email: me.user.email, password: me.password })
    .expect(200);
  const setCookie = login.headers['set-cookie'] as unknown as string[];
  return { ...me, cookie: setCookie[0]!.split(';')[0]! };
}

const sessionThrough = (app: TestApp, cookie: string) => app.request().get('/api/auth').set('Cookie', cookie);

describe('sessions checked from memory', () => {
  it('lets a checked session in from memory', async () => {
    const me = await signedIn();
    await sessionThrough(second, me.cookie).expect(200);
    // A cart is read with the session; without it, a database check refuses the session.
    await first.db('carts').where({ user_id: me.user.id }).delete();
    await sessionThrough(second, me.cookie).expect(200);
    await sessionThrough(first, me.cookie).expect(401);
  });

  it('ends a session in every process before a sign-out through any one answers', async () => {
    const me = await signedIn();
    await sessionThrough(second, me.cookie).expect(200);
    await first.request().post('/api/auth/logout').set('Cookie', me.cookie).expect(200);
    await sessionThrough(second, me.cookie).expect(401);
  });

  it('ends the other sessions everywhere before a password change answers', async () => {
    const me = await signedIn();
    await sessionThrough(second, me.cookie).expect(200);
    await me.agent
      .put('/api/auth/password')
      .send({ current_password: me.password, new_password: 'another-good-one' })
      .expect(200);
    await sessionThrough(second, me.cookie).expect(401);
  });

  it('ends the sessions of a closed account everywhere before the closing answers', async () => {
    const me = await signedIn();
    await sessionThrough(second, me.cookie).expect(200);
    await me.agent.delete('/api/auth').send({ password: me.password }).expect(200);
    await sessionThrough(second, me.cookie).expect(401);
  });

  it('hears of a change made straight in the database', async () => {
    const me = await signedIn();
    await sessionThrough(second, me.cookie).expect(200);
    await first.db('users').where({ id: me.user.id }).increment('token_version', 1);
    await expect.poll(async () => (await sessionThrough(second, me.cookie)).status).toBe(401);
  });
});

/** A bus that delivers what the test hands it, at once or with the next round trip (`sync`). */
function handDrivenBus() {
  const listeners: ((payload: string) => void)[] = [];
  let announced: string[] = [];
  let syncs = 0;
  const deliver = (payload: string) => listeners.forEach((listener) => listener(payload));
  const bus = {
    subscribe: (_channel: string, listener: (payload: string) => void) => (
      listeners.push(listener),
      () => {}
    ),
    onReconnect: () => () => {},
    sync: async () => {
      syncs += 1;
      announced.forEach(deliver);
      announced = [];
    },
    deliver,
    /** A change committed by another process, which this one hears with its next round trip. */
    announce: (payload: string) => announced.push(payload),
    syncs: () => syncs,
  };
  return bus;
}

describe('the session cache', () => {
  const claims = {
    userId: 7,
    version: 0,
    jti: '6c1b5e2a-8d8f-4b57-9a3e-2f6a4c1d9e01',
    expiresAt: new Date(),
  };
  const user = {
    id: 7,
    username: 'u',
    email: 'u@example.com',
    first_name: 'U',
    last_name: 'V',
    profile_url: null,
    cart_id: 3,
    email_verified: false,
    role: 'member' as const,
  };

  function cacheWithBus() {
    const bus = handDrivenBus();
    let loads = 0;
    const cache = createSessionCache(bus as unknown as EventBus, 60_000);
    const find = () =>
      cache.find(claims, async () => {
        loads += 1;
        return user;
      });
    return { bus, cache, find, loads: () => loads };
  }

  it('reads a session from the database once, then from memory', async () => {
    const { find, loads } = cacheWithBus();
    await find();
    await find();
    expect(loads()).toBe(1);
  });

  it('reads it again once its sign-out or a change to its user is heard', async () => {
    const { bus, find, loads } = cacheWithBus();
    await find();
    bus.deliver(`jti:${claims.jti}`);
    await find();
    bus.deliver('user:7');
    await find();
    bus.deliver('user:8');
    await find();
    expect(loads()).toBe(3);
  });

  it('keeps no session read while a change was heard', async () => {
    const bus = handDrivenBus();
    let loads = 0;
    const cache = createSessionCache(bus as unknown as EventBus, 60_000);
    await cache.find(claims, async () => {
      loads += 1;
      bus.deliver('user:7');
      return user;
    });
    await cache.find(claims, async () => ((loads += 1), user));
    expect(loads).toBe(2);
  });

  it('trusts a kept session only after a round trip, which delivers the changes committed before it', async () => {
    const { bus, find, loads } = cacheWithBus();
    await find();
    expect(bus.syncs()).toBe(0);
    await find();
    expect([bus.syncs(), loads()]).toEqual([1, 1]);
    bus.announce(`jti:${claims.jti}`);
    await find();
    expect([bus.syncs(), loads()]).toEqual([2, 2]);
  });
});
