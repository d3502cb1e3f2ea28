import type { OutgoingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

interface Entry {
  expires: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries?: number;
}

/**
 * Writes that change only their author's own answers (never cached): a cart line, a favorite, a session or
 * a password. They leave the catalogue's cached answers alone, so shopping does not slow browsing. A new
 * name or avatar, or a closed account, shows in public answers, so those writes do empty the cache.
 */
const PERSONAL_WRITES = [
  '/api/cart',
  '/api/favorites',
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/logout',
  '/api/auth/password',
];

const isPersonal = (url: string) =>
  PERSONAL_WRITES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

/** Public answers may be kept by any HTTP cache, which must revalidate them (a 304 when the ETag matches). */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

export interface ResponseCache {
  /**
   * App-wide: a write under /api that may change a public answer empties the cache before and after it runs;
   * personal writes (cart, favorites, sessions) leave it alone.
   */
  emptyOnWrite: RequestHandler;
  /**
   * Put by a route in front of its handler when its answer is the same for everyone, whoever asks.
   * Nothing is cached unless a route says so.
   */
  publicCache: RequestHandler;
}

/**
 * Keeps public answers in memory for a few seconds. Any catalogue write through this process empties it
 * before and after the write, and an answer computed while a write ran is never kept, so a client always reads its own
 * writes. Writes through other processes show within `ttlMs`. A hit replays the headers first sent
 * (security headers included) and is logged like any other request. `X-Cache` says whether an answer
 * came from memory (HIT) or was computed (MISS).
 */
export function createResponseCache({ ttlMs, maxEntries = 2000 }: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  let version = 0;
  const invalidate = () => {
    version += 1;
    entries.clear();
  };

  const emptyOnWrite: RequestHandler = (req, res, next) => {
    const url = req.originalUrl;
    if (ttlMs > 0 && !SAFE_METHODS.has(req.method) && url.startsWith('/api/') && !isPersonal(url)) {
      invalidate();
      res.once('finish', invalidate);
    }
    next();
  };

  const publicCache: RequestHandler = (req, res, next) => {
    if (!SAFE_METHODS.has(req.method)) return next();
    res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (ttlMs <= 0) return next();
    const url = req.originalUrl;

    const hit = entries.get(url);
    if (hit && hit.expires > Date.now()) {
      if (hit.etag && req.get('if-none-match') === hit.etag) {
        res.writeHead(304, { etag: hit.etag, 'cache-control': PUBLIC_CACHE_CONTROL, 'x-cache': 'HIT' });
        res.end();
        return;
      }
      res.writeHead(200, { ...hit.headers, 'x-cache': 'HIT' });
      res.end(req.method === 'HEAD' ? undefined : hit.body);
      return;
    }

    res.set('X-Cache', 'MISS');
    const startedAt = version;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const headers = res.getHeaders();
      if (
        req.method === 'GET' &&
        res.statusCode === 200 &&
        version === startedAt &&
        !headers['set-cookie'] &&
        (typeof chunk === 'string' || Buffer.isBuffer(chunk))
      ) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(url, {
          expires: Date.now() + ttlMs,
          headers,
          body: Buffer.from(chunk),
          etag: typeof headers.etag === 'string' ? headers.etag : undefined,
        });
      }
      return end(...args);
    }) as typeof res.end;
    next();
  };

  return { emptyOnWrite, publicCache };
}
