import path from 'node:path';
import express, { type Express } from 'express';
import type { AppContext } from '../context';
import { HttpError } from '../http/httpError';
import { UPLOADS_ROUTE } from '../storage/diskStorage';

/** Photos stored on disk, served under /uploads. Their keys never change, so they cache for a year. */
export function serveUploads(app: Express, ctx: AppContext): void {
  if (ctx.storage.kind !== 'disk') return;
  // express.static answers other methods with a bare 405; the API's error shape is kept instead.
  app.use(UPLOADS_ROUTE, (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.set('Allow', 'GET, HEAD');
    next(new HttpError(405, 'Method not allowed.'));
  });
  app.use(
    UPLOADS_ROUTE,
    express.static(path.join(ctx.config.dataDir, 'uploads'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
    }),
  );
}
