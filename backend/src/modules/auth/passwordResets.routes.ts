import {
  PASSWORD_RESET_MESSAGES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  SIGNUP_FIELD_KEYS,
} from '@handmade/common';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { noStore } from '../../http/noStore';
import { addressRateLimit, authRateLimit, sharedRateLimits } from '../../http/rateLimits';
import { parseInput } from '../../http/validate';
import type { PasswordResetsService } from './passwordResets.service';

/** `/api/auth/password-reset`: ask for a link by mail, then set a new password with it. */
export function createPasswordResetsRouter(ctx: AppContext, resets: PasswordResetsService): Router {
  const limits = sharedRateLimits(ctx.config.rateLimits, ctx.db);
  const perClient = authRateLimit(limits, 'password-reset');
  const perAddress = addressRateLimit(limits, 'password-reset-address');
  const router = Router();
  router.use(noStore);

  router.post('/', perClient, perAddress, async (req, res) => {
    const { email } = parseInput(passwordResetRequestSchema, req.body);
    await resets.request(email);
    res.status(202).json({ message: PASSWORD_RESET_MESSAGES.sent });
  });

  router.post('/confirm', perClient, async (req, res) => {
    await resets.confirm(parseInput(passwordResetConfirmSchema, req.body, SIGNUP_FIELD_KEYS));
    res.json({ message: PASSWORD_RESET_MESSAGES.done });
  });

  return router;
}
