import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../../http/httpError';
import { toUser, type User, type UsersRepository } from '../users';
import { sessionClaims, type VerifySession } from './sessionClaims';
import type { SessionCache } from './sessionCache';
import { verifySession, type SessionClaims } from './sessionToken';

declare module 'express-serve-static-core' {
  interface Request {
    session?: SessionClaims;
    user?: User;
  }
}

export interface RequireAuth extends RequestHandler {
  /**
   * Lets through a request whose token is valid, its claims in `req.session`, without asking whether its
   * session is still live: only for a route whose own statement checks that (see liveSession.ts), so that
   * it costs one round trip instead of two, and which answers 401 when it is not. No user is set.
   */
  tokenOnly: RequestHandler;
  /** The user of a request with a live session, or undefined: for a public route that answers some users more. */
  userOf: (req: Request) => Promise<User | undefined>;
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
  verify: VerifySession = verifySession,
): RequireAuth {
  const sessionOf = async (req: Request) => {
    const claims = sessionClaims(secret, req, verify);
    const user =
      claims &&
      (await sessions.find(claims, async () => {
        const row = await users.findSessionUser(claims.userId, claims.version, claims.jti);
        return row && toUser(row);
      }));
    return { claims, user };
  };
  const requireAuth: RequestHandler = async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const { claims, user } = await sessionOf(req);
    if (!claims || !user) return next(unauthorized());
    req.session = claims;
    req.user = user;
    next();
  };
  const tokenOnly: RequestHandler = (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const claims = sessionClaims(secret, req, verify);
    if (!claims) return next(unauthorized());
    req.session = claims;
    next();
  };
  const userOf = async (req: Request) => (await sessionOf(req)).user ?? undefined;
  return Object.assign(requireAuth, { tokenOnly, userOf });
}

/**
 * The user id a request's session token names, checked by signature only (no database read): enough to
 * count its writes against that user, never to let it in.
 */
export function createSessionUserOf(
  secret: string,
  verify: VerifySession = verifySession,
): (req: Request) => number | undefined {
  return (req) => sessionClaims(secret, req, verify)?.userId;
}

/** The signed-in user of a request that passed `requireAuth`. */
export function currentUser(req: Request): User {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** The session claims of a request that passed `requireAuth` or its `tokenOnly`. */
export function currentSession(req: Request): SessionClaims {
  if (!req.session) throw unauthorized();
  return req.session;
}
