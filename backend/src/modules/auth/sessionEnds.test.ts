import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventBus } from '../../events';
import { createLogger } from '../../logger';
import { SESSIONS_CHANNEL } from './sessionCache';
import { createSessionEnds } from './sessionEnds';
import type { SessionClaims } from './sessionToken';

/** The two things SessionEnds asks of the event bus, driven by the test. */
function busStub() {
  const heard: ((payload: string) => void)[] = [];
  const reconnected: (() => void)[] = [];
  const events = {
    subscribe(channel: string, onMessage: (payload: string) => void) {
      expect(channel).toBe(SESSIONS_CHANNEL);
      heard.push(onMessage);
      return () => {};
    },
    onReconnect(listener: () => void) {
      reconnected.push(listener);
      return () => {};
    },
  } as unknown as EventBus;
  return {
    events,
    announce: (payload: string) => heard.forEach((onMessage) => onMessage(payload)),
    reconnect: () => reconnected.forEach((listener) => listener()),
  };
}

const session = (userId: number): SessionClaims => ({
  userId,
  version: 0,
  jti: randomUUID(),
  expiresAt: new Date(Date.now() + 60_000),
});

/** A session whose end the test can wait for. */
function watched(ends: ReturnType<typeof createSessionEnds>, claims: SessionClaims) {
  let ended = false;
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  const unwatch = ends.watch(claims, () => {
    ended = true;
    resolve();
  });
  return { ended: () => ended, done, unwatch };
}

const logger = createLogger('silent');

describe('session ends', () => {
  it('ends a signed-out session at once, and no other', async () => {
    const bus = busStub();
    const ends = createSessionEnds(bus.events, async () => true, logger);
    const [leaving, staying] = [session(1), session(1)];
    const [left, stayed] = [watched(ends, leaving), watched(ends, staying)];
    bus.announce(`jti:${leaving.jti}`);
    expect(left.ended()).toBe(true);
    expect(stayed.ended()).toBe(false);
  });

  it('reads the sessions of a changed account again and ends those no longer live', async () => {
    const bus = busStub();
    const superseded = new Set<string>();
    const ends = createSessionEnds(bus.events, async (claims) => !superseded.has(claims.jti), logger);
    const [old, renewed, stranger] = [session(2), session(2), session(3)];
    const [oldWatch, renewedWatch, strangerWatch] = [old, renewed, stranger].map((claims) =>
      watched(ends, claims),
    );
    superseded.add(old.jti);
    superseded.add(stranger.jti);
    bus.announce('user:2');
    await oldWatch!.done;
    expect(renewedWatch!.ended()).toBe(false);
    expect(strangerWatch!.ended()).toBe(false);
  });

  it('ends a session that ended while it was being let in, and one that cannot be checked', async () => {
    const bus = busStub();
    const ended = session(4);
    const unknown = session(5);
    const ends = createSessionEnds(
      bus.events,
      async (claims) => {
        if (claims === unknown) throw new Error('database down');
        return claims !== ended;
      },
      logger,
    );
    await watched(ends, ended).done;
    await watched(ends, unknown).done;
  });

  it('ends every watched session when the events connection comes back, but none that stopped watching', () => {
    const bus = busStub();
    const ends = createSessionEnds(bus.events, async () => true, logger);
    const held = watched(ends, session(6));
    const gone = watched(ends, session(6));
    gone.unwatch();
    bus.reconnect();
    expect(held.ended()).toBe(true);
    expect(gone.ended()).toBe(false);
  });
});
