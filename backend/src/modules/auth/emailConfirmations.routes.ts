import { emailChangeSchema, emailConfirmSchema } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { notFound } from '../../http/httpError';
import { noStore } from '../../http/noStore';
import { addressRateLimit, authRateLimit, sharedRateLimits } from '../../http/rateLimits';
import { parseInput } from '../../http/validate';
import { toUser, type UsersRepository } from '../users';
import type { EmailConfirmationsService } from './emailConfirmations.service';
import { currentUser } from './requireAuth';

export interface EmailConfirmationsRouterDeps {
  confirmations: EmailConfirmationsService;
  users: Pick<UsersRepository, 'findById'>;
  requireAuth: RequestHandler;
}

/**
 * Under `/api/auth`: `POST /verify-email` mails the signed-in user a link to their own address,
 * `PUT /email` one to a new address, and `POST /verify-email/confirm` opens either (signed in or not).
 */
export function createEmailConfirmationsRouter(
  ctx: AppContext,
  { confirmations, users, requireAuth }: EmailConfirmationsRouterDeps,
): Router {
  const limits = sharedRateLimits(ctx.config.rateLimits, ctx.db);
  const perClient = authRateLimit(limits, 'email-confirm');
  const router = Router();
  router.use(noStore);

  router.post(
    '/verify-email',
    perClient,
    requireAuth,
    addressRateLimit(limits, 'email-confirm-address', (req) => req.user?.email),
    async (req, res) => {
      res.json({ message: await confirmations.requestVerification(currentUser(req)) });
    },
  );

  router.put(
    '/email',
    perClient,
    requireAuth,
    addressRateLimit(limits, 'email-confirm-address'),
    async (req, res) => {
      const input = parseInput(emailChangeSchema, req.body);
      res.status(202).json({ message: await confirmations.requestChange(currentUser(req), input) });
    },
  );

  router.post('/verify-email/confirm', perClient, async (req, res) => {
    const { token } = parseInput(emailConfirmSchema, req.body);
    const user = await users.findById(await confirmations.confirm(token));
    if (!user) throw notFound("User couldn't be found");
    res.json(toUser(user));
  });

  return router;
}
