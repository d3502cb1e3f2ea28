import path from 'node:path';
import express, { type Express } from 'express';
import type { AppContext } from '../context';
import { UPLOADS_ROUTE } from '../storage/diskStorage';

/** Photos stored on disk, served under /uploads. Their keys never change, so they cache for a year. */
export function serveUploads(app: Express, ctx: AppContext): void {
  if (ctx.storage.kind !== 'disk') return;
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
