import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../../http/httpError';
import { toUser, type User, type UsersRepository } from '../users';
import type { SessionCache } from './sessionCache';
import { SESSION_COOKIE, verifySession, type SessionClaims } from './sessionToken';

declare module 'express-serve-static-core' {
  interface Request {
    session?: SessionClaims;
    user?: User;
  }
}

/** The claims of the request's session cookie when its token is valid; no database read. */
function sessionClaims(secret: string, req: Request): SessionClaims | undefined {
  const token: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof token === 'string' && token ? verifySession(secret, token) : undefined;
}

/**
 * Lets the request through only with a live session: a valid token whose user still exists,
 * that was not signed out and not superseded by a password change (checked from memory while
 * `sessions` may, see sessionCache.ts). What follows is one person's answer, so no cache may keep it.
 */
export function createRequireAuth(
  secret: string,
  users: UsersRepository,
  sessions: SessionCache,
): RequestHandler {
  return async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const claims = sessionClaims(secret, req);
    const user =
      claims &&
      (await sessions.find(claims, async () => {
        const row = await users.findSessionUser(claims.userId, claims.version, claims.jti);
        return row && toUser(row);
      }));
    if (!claims || !user) return next(unauthorized());
    req.session = claims;
    req.user = user;
    next();
  };
}

/**
 * The user id a request's session token names, checked by signature only (no database read): enough to
 * count its writes against that user, never to let it in.
 */
export function createSessionUserOf(secret: string): (req: Request) => number | undefined {
  return (req) => sessionClaims(secret, req)?.userId;
}

/** The signed-in user of a request that passed `requireAuth`. */
export function currentUser(req: Request): User {
  if (!req.user) throw unauthorized();
  return req.user;
}
