import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { servePrecompressed } from './precompressed';

/**
 * The built single-page app: hashed assets cached for a year, index.html revalidated,
 * and every other GET answered with index.html so client-side routes load directly.
 */
export function serveWebApp(app: Express, dist: string): void {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  app.use('/assets', servePrecompressed(path.join(dist, 'assets')));
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/(api|uploads|assets)\/).*/, (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
}
