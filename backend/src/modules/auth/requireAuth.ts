import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../../http/httpError';
import type { UsersRepository } from '../users/users.repository';
import { toUser, type User } from '../users/users.mapper';
import { SESSION_COOKIE, verifySession, type SessionClaims } from './sessionToken';

declare module 'express-serve-static-core' {
  interface Request {
    session?: SessionClaims;
    user?: User;
  }
}

/**
 * Lets the request through only with a live session: a valid token whose user still exists,
 * that was not signed out and not superseded by a password change.
 */
export function createRequireAuth(secret: string, users: UsersRepository): RequestHandler {
  return async (req, _res, next) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    const claims = typeof token === 'string' && token ? verifySession(secret, token) : undefined;
    const row = claims && (await users.findSessionUser(claims.userId, claims.version, claims.jti));
    if (!claims || !row) return next(unauthorized());
    req.session = claims;
    req.user = toUser(row);
    next();
  };
}

/** The signed-in user of a request that passed `requireAuth`. */
export function currentUser(req: Request): User {
  if (!req.user) throw unauthorized();
  return req.user;
}
