import type { Request, RequestHandler } from 'express';
import type { User } from '../users';

/**
 * At the head of the admin router: lets a signed-in admin through (as `req.user`), and sends everyone else,
 * signed in or not, out of the router (`next('router')`) to the API's own 404 for a route that does not
 * exist: the console's calls tell no one else they are there.
 */
export function createRequireAdmin(userOf: (req: Request) => Promise<User | undefined>): RequestHandler {
  return async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const user = await userOf(req);
    if (user?.role !== 'admin') return next('router');
    req.user = user;
    next();
  };
}
