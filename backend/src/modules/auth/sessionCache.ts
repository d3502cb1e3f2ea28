import type { EventBus } from '../../events';
import type { User } from '../users';
import type { SessionClaims } from './sessionToken';

/**
 * The channel on which the database says a session ended or its user changed: `jti:<id>` when one session
 * was signed out, `user:<id>` when the user's account changed (name, email, avatar, password, closed). Sent
 * by triggers (migration 012), so no write can forget it.
 */
export const SESSIONS_CHANNEL = 'sessions_changed';

/** Sessions kept at most; the oldest kept go first. */
const MAX_SESSIONS = 20_000;

interface KeptSession {
  user: User;
  expires: number;
}

export interface SessionCache {
  /** The live session's user, from memory when this process may trust it, else from `load` (and kept). */
  find(claims: SessionClaims, load: () => Promise<User | undefined>): Promise<User | undefined>;
  /**
   * Resolves once every process that checks sessions from memory has heard every session change committed
   * so far. A sign-out or a password change answers only then, so no process lets the old session in.
   */
  settled(): Promise<void>;
}

/**
 * Live sessions kept in memory, like public answers in the response cache: a session is checked against the
 * database once, then from memory while this process hears the database (`events.current()`, else after one
 * `events.sync()`), for at most `ttlMs`. A session change empties what it concerns in every process; a check that ran while a change was
 * heard is not kept. Without the bus (or with a TTL of 0) every check reads the database.
 */
export function createSessionCache(events: EventBus | undefined, ttlMs: number): SessionCache {
  const kept = new Map<string, KeptSession>();
  // Bumped by every change heard: a check that started before it may have read what it changed.
  let changes = 0;
  const forget = (payload: string) => {
    changes += 1;
    if (payload.startsWith('jti:')) {
      kept.delete(payload.slice('jti:'.length));
      return;
    }
    const userId = Number(payload.slice('user:'.length));
    for (const [jti, session] of kept) if (session.user.id === userId) kept.delete(jti);
  };
  const forgetAll = () => {
    changes += 1;
    kept.clear();
  };
  const shared = ttlMs > 0 ? events : undefined;
  shared?.subscribe(SESSIONS_CHANNEL, forget);
  shared?.onReconnect(forgetAll);

  return {
    async find(claims, load) {
      if (!shared) return load();
      const keptUser = () => {
        const session = kept.get(claims.jti);
        if (!session || session.expires <= Date.now() || session.user.id !== claims.userId) return undefined;
        return session.user;
      };
      if (kept.has(claims.jti)) {
        // Not current: one round trip proves every change committed so far has been heard.
        const trusted =
          shared.current() ||
          (await shared.sync().then(
            () => true,
            () => false,
          ));
        const user = trusted && keptUser();
        if (user) return user;
      }
      const startedAfter = changes;
      const user = await load();
      if (user && user.id === claims.userId && startedAfter === changes) {
        kept.delete(claims.jti);
        if (kept.size >= MAX_SESSIONS) kept.delete(kept.keys().next().value!);
        kept.set(claims.jti, { user, expires: Date.now() + ttlMs });
      }
      return user;
    },

    async settled() {
      await shared?.heardEverywhere();
    },
  };
}
