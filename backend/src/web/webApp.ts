import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { servePrecompressed } from './precompressed';

/** A web-app page: its status and its HTML, made from the build's index.html. */
export type RenderPage = (req: Request, indexHtml: string) => Promise<{ status: number; html: string }>;

/** index.html as last read; read again when the build replaces it. */
function indexReader(file: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await fs.promises.stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * The built single-page app: hashed assets cached for a year, index.html revalidated, and every other GET
 * answered with index.html so client-side routes load directly. With `renderPage`, each page gets its own
 * head (title, description, link previews) and status before any script runs.
 */
export function serveWebApp(app: Express, dist: string, renderPage?: RenderPage): void {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  app.use('/assets', servePrecompressed(path.join(dist, 'assets')));
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  const readIndex = indexReader(index);
  app.get(/^(?!\/(api|uploads|assets)\/).*/, async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    if (!renderPage) return res.sendFile(index);
    const page = await renderPage(req, await readIndex());
    res.status(page.status).type('html').send(page.html);
  });
}
