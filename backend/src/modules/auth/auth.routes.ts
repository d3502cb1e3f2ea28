import { Router, type RequestHandler, type Response } from 'express';
import { loginSchema, passwordChangeSchema, SIGNUP_FIELD_KEYS, signupSchema } from '@handmade/common';
import type { AppContext } from '../../context';
import { noStore } from '../../http/noStore';
import { parseInput } from '../../http/validate';
import { sameSiteOnly } from '../../http/originCheck';
import { authRateLimit, sharedRateLimits } from '../../http/rateLimits';
import { toUser, type UsersRepository } from '../users';
import type { AuthService } from './auth.service';
import { currentUser } from './requireAuth';
import { SESSION_COOKIE, sessionCookieOptions, signSession, verifySession } from './sessionToken';

export interface AuthRouterDeps {
  auth: AuthService;
  /** Logout revokes the session it ends. */
  users: Pick<UsersRepository, 'revokeSession'>;
  requireAuth: RequestHandler;
}

/** `/api/auth`: the session. Every answer is about the one person asking, so none may be cached. */
export function createAuthRouter(ctx: AppContext, { auth, users, requireAuth }: AuthRouterDeps): Router {
  const limit = authRateLimit(sharedRateLimits(ctx.config.rateLimits, ctx.db));
  const cookieOptions = sessionCookieOptions(ctx.config.production, ctx.config.sessionDays);

  const startSession = (res: Response, userId: number, version: number) => {
    const token = signSession(ctx.jwtSecret, userId, version, ctx.config.sessionDays);
    res.cookie(SESSION_COOKIE, token, cookieOptions);
  };

  const router = Router();
  router.use(noStore);

  router.get('/', requireAuth, (req, res) => {
    res.json(currentUser(req));
  });

  router.post('/login', limit, async (req, res) => {
    const user = await auth.login(parseInput(loginSchema, req.body));
    startSession(res, user.id, user.token_version);
    res.json(toUser(user));
  });

  router.post('/signup', limit, async (req, res) => {
    const user = await auth.signup(parseInput(signupSchema, req.body, SIGNUP_FIELD_KEYS));
    startSession(res, user.id, user.token_version);
    res.status(201).json(toUser(user));
  });

  router.put('/password', limit, requireAuth, async (req, res) => {
    const user = currentUser(req);
    const input = parseInput(passwordChangeSchema, req.body, SIGNUP_FIELD_KEYS);
    // Committed, the change has notified every process (a trigger): none lets the old sessions in now.
    const version = await auth.changePassword(user.id, input);
    startSession(res, user.id, version);
    res.json({ message: 'Password changed. Other sessions have been signed out.' });
  });

  const logout: RequestHandler = async (req, res) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    const claims = typeof token === 'string' ? verifySession(ctx.jwtSecret, token) : undefined;
    if (claims) {
      await users.revokeSession(claims.jti, claims.expiresAt);
    }
    const { maxAge: _maxAge, ...clearOptions } = cookieOptions;
    res.clearCookie(SESSION_COOKIE, clearOptions);
    res.json({ message: 'Signed out.' });
  };
  router.get('/logout', sameSiteOnly(ctx.config.trustedOrigins), logout);
  router.post('/logout', logout);

  return router;
}
