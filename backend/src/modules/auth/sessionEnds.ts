import type { EventBus } from '../../events';
import type { Logger } from '../../logger';
import { parseSessionChange, SESSIONS_CHANNEL } from './sessionCache';
import type { SessionClaims } from './sessionToken';

/** Whether a session is still live, read from the database (`findSessionUser`'s rule). */
export type IsSessionLive = (session: SessionClaims) => Promise<boolean>;

export interface SessionEnds {
  /**
   * Calls `end` once the session is no longer live (signed out, its password changed, its account closed or
   * suspended), whichever process made the change; returns the function that stops watching.
   */
  watch(session: SessionClaims, end: () => void): () => void;
}

interface Watcher {
  session: SessionClaims;
  end: () => void;
}

/**
 * What holds something open for a session (an event stream) hears here when the session ends. The database
 * announces every change that can end a session on `SESSIONS_CHANNEL` (migration 012): a sign-out names its
 * session, which ends at once; a change to the account names its user, whose watched sessions are read again
 * and end unless still live. A session is also read once just after it is watched, so a change committed
 * while it was being let in is not missed. While the events connection was down changes went unheard, so
 * every watcher ends when it comes back; what they hold reconnects and is checked again.
 */
export function createSessionEnds(events: EventBus, isLive: IsSessionLive, logger: Logger): SessionEnds {
  const watchers = new Set<Watcher>();

  const stop = (watcher: Watcher) => {
    if (watchers.delete(watcher)) watcher.end();
  };
  const endUnlessLive = (watcher: Watcher) => {
    isLive(watcher.session).then(
      (live) => {
        if (!live) stop(watcher);
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'a watched session could not be checked; it ends');
        stop(watcher);
      },
    );
  };

  events.subscribe(SESSIONS_CHANNEL, (payload) => {
    const change = parseSessionChange(payload);
    for (const watcher of [...watchers]) {
      if ('jti' in change) {
        if (watcher.session.jti === change.jti) stop(watcher);
      } else if (watcher.session.userId === change.userId) {
        endUnlessLive(watcher);
      }
    }
  });
  events.onReconnect(() => {
    for (const watcher of [...watchers]) stop(watcher);
  });

  return {
    watch(session, end) {
      const watcher = { session, end };
      watchers.add(watcher);
      endUnlessLive(watcher);
      return () => watchers.delete(watcher);
    },
  };
}
