import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { servePrecompressed } from './precompressed';
import { routeAssetsOf, type Manifest, type RouteAssets } from './routeAssets';

/** What a page is made from: the build's index.html, and the files each route's code needs. */
export interface WebBuild {
  indexHtml: string;
  /** Nothing when the build has no manifest (a development build, say). */
  routeAssets(source: string): RouteAssets;
}

/** A web-app page: its status and its HTML, made from the build. */
export type RenderPage = (req: Request, build: WebBuild) => Promise<{ status: number; html: string }>;

/** A file of the build as last read and parsed; read again when the build replaces it. */
function fileReader<T>(file: string, parse: (text: string) => T, missing: T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return missing;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, value: parse(await fs.promises.readFile(file, 'utf8')) };
    }
    return cached.value;
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
  const readIndex = fileReader(index, (text) => text, '');
  const readRouteAssets = fileReader(
    path.join(dist, '.vite', 'manifest.json'),
    (text) => routeAssetsOf(JSON.parse(text) as Manifest),
    routeAssetsOf({}),
  );
  app.get(/^(?!\/(api|uploads|assets)\/).*/, async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    if (!renderPage) return res.sendFile(index);
    // A page's head says whether the request carried a session cookie.
    res.vary('Cookie');
    const page = await renderPage(req, {
      indexHtml: await readIndex(),
      routeAssets: await readRouteAssets(),
    });
    res.status(page.status).type('html').send(page.html);
  });
}
