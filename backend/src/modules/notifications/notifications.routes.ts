import { notificationPreferencesSchema } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { badRequest } from '../../http/httpError';
import { noStore } from '../../http/noStore';
import { parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRouterDeps {
  notifications: NotificationsService;
  requireAuth: RequestHandler;
}

/**
 * `/api/account/notifications`: the signed-in user's mail preferences, and the one-click unsubscribe of a mail's
 * `List-Unsubscribe` header (RFC 8058: a POST, no session; the token says who and what).
 */
export function createNotificationsRouter({ notifications, requireAuth }: NotificationsRouterDeps): Router {
  const router = Router();
  router.use(noStore);

  router.post('/unsubscribe', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    res.json(await notifications.unsubscribe(token));
  });

  router.get('/', requireAuth, async (req, res) => {
    res.json(await notifications.preferences(currentUser(req)));
  });

  router.put('/', requireAuth, async (req, res) => {
    const input = parseInput(notificationPreferencesSchema, req.body);
    res.json(await notifications.setPreferences(currentUser(req), input));
  });

  return router;
}

/** `/api/notifications`: the signed-in user's bell, a page at a time (`?before=<id>`), and marking it read. */
export function createNoticesRouter({ notifications, requireAuth }: NotificationsRouterDeps): Router {
  const router = Router();
  router.use(noStore);

  router.get('/', requireAuth, async (req, res) => {
    const { before } = req.query;
    if (before !== undefined && (typeof before !== 'string' || !/^[1-9]\d{0,9}$/.test(before))) {
      throw badRequest('Validation failed.', { before: 'Give the id of a notice, a whole number.' });
    }
    res.json(
      await notifications.notices(currentUser(req), before === undefined ? undefined : Number(before)),
    );
  });

  router.put('/read', requireAuth, async (req, res) => {
    res.json(await notifications.markRead(currentUser(req)));
  });

  return router;
}
