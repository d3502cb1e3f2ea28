import { Router, type RequestHandler } from 'express';
import { closeAccountSchema, profileSchema, SIGNUP_FIELD_KEYS } from '@handmade/common';
import type { AppContext } from '../../context';
import { noStore } from '../../http/noStore';
import { authRateLimit, sharedRateLimits } from '../../http/rateLimits';
import { parseInput } from '../../http/validate';
import { currentUser, SESSION_COOKIE, sessionCookieOptions } from '../auth';
import { admitUpload, encodingQueueFull, imageUpload, uploadedPhoto, type ImagesService } from '../images';
import type { AccountService } from './account.service';

export interface AccountRouterDeps {
  account: AccountService;
  images: Pick<ImagesService, 'queue'>;
  requireAuth: RequestHandler;
}

/**
 * The signed-in user's own account, under `/api/auth` beside the session: name and username, avatar, and
 * closing it. Each call acts on the user the session names, whatever the body says.
 */
export function createAccountRouter(
  ctx: AppContext,
  { account, images, requireAuth }: AccountRouterDeps,
): Router {
  const router = Router();
  const { maxAge: _maxAge, ...clearOptions } = sessionCookieOptions(
    ctx.config.production,
    ctx.config.sessionDays,
  );
  router.use(noStore);

  router.put('/profile', requireAuth, async (req, res) => {
    const input = parseInput(profileSchema, req.body, SIGNUP_FIELD_KEYS);
    res.json(await account.updateProfile(currentUser(req).id, input));
  });

  router.put('/avatar', requireAuth, admitUpload(images.queue), imageUpload, async (req, res) => {
    res.json(await account.changeAvatar(currentUser(req).id, uploadedPhoto(req.file)));
  });

  // Asks for the password, so it is limited like sign-in against guessing.
  const closeLimit = authRateLimit(sharedRateLimits(ctx.config.rateLimits, ctx.db), 'close-account');
  router.delete('/', closeLimit, requireAuth, async (req, res) => {
    const input = parseInput(closeAccountSchema, req.body ?? {});
    const answer = await account.close(currentUser(req).id, input);
    res.clearCookie(SESSION_COOKIE, clearOptions);
    res.json(answer);
  });

  router.use(encodingQueueFull);
  return router;
}
