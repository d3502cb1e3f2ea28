import type { RequestHandler } from 'express';

/** Marks the answer as one person's: no browser, proxy or CDN may keep it. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
