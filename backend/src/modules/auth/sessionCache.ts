import { LRUCache } from 'lru-cache';
import { heardEverything, type EventBus } from '../../events';
import type { User } from '../users';
import type { SessionClaims } from './sessionToken';

/**
 * The channel on which the database says a session ended or its user changed: `jti:<id>` when one session
 * was signed out, `user:<id>` when the user's account changed (name, email, avatar, password, closed). Sent
 * by triggers (migration 012) in the transaction that makes the change, so no write can forget it and it is
 * sent exactly when the change commits.
 */
export const SESSIONS_CHANNEL = 'sessions_changed';

/** What one `SESSIONS_CHANNEL` payload names: a session that was signed out, or a user whose account changed. */
export type SessionChange = { jti: string } | { userId: number };

export function parseSessionChange(payload: string): SessionChange {
  return payload.startsWith('jti:')
    ? { jti: payload.slice('jti:'.length) }
    : { userId: Number(payload.slice('user:'.length)) };
}

/** Sessions kept at most; the least recently used go first. */
const MAX_SESSIONS = 20_000;

export interface SessionCache {
  /** The live session's user, from memory when this process may trust it, else from `load` (and kept). */
  find(claims: SessionClaims, load: () => Promise<User | undefined>): Promise<User | undefined>;
}

/**
 * Live sessions kept in memory by the event bus's one rule (`TRUST_MS` in events/eventBus.ts, as the
 * response cache): a session is checked against the database once, then trusted from memory for at most
 * `ttlMs`, and only once `events.sync()` says this process has heard every session change committed more
 * than `TRUST_MS` ago. A sign-out or a password change answers `TRUST_MS` after it commits (the response
 * cache's `emptyOnWrite` waits for it), so no process lets the old session in afterwards. A check that ran
 * while a change was heard is not kept; while the bus is down every check reads the database. Without the
 * bus (or with a TTL of 0) every check reads the database.
 */
export function createSessionCache(events: EventBus | undefined, ttlMs: number): SessionCache {
  const shared = ttlMs > 0 ? events : undefined;
  const kept = new LRUCache<string, User>({ max: MAX_SESSIONS, ttl: Math.max(ttlMs, 1) });
  // Bumped by every change heard: a check that started before it may have read what it changed.
  let changes = 0;
  const forget = (payload: string) => {
    changes += 1;
    const change = parseSessionChange(payload);
    if ('jti' in change) {
      kept.delete(change.jti);
      return;
    }
    for (const [jti, user] of kept.entries()) if (user.id === change.userId) kept.delete(jti);
  };
  const forgetAll = () => {
    changes += 1;
    kept.clear();
  };
  shared?.subscribe(SESSIONS_CHANNEL, forget);
  shared?.onReconnect(forgetAll);

  return {
    async find(claims, load) {
      if (!shared) return load();
      if (kept.has(claims.jti) && (await heardEverything(shared))) {
        const user = kept.get(claims.jti);
        if (user && user.id === claims.userId) return user;
      }
      const startedAfter = changes;
      const user = await load();
      if (user && user.id === claims.userId && startedAfter === changes) kept.set(claims.jti, user);
      return user;
    },
  };
}
