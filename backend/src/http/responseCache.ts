import type { OutgoingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

/** Public catalogue reads: the same answer for everyone, whoever asks. */
const CACHEABLE = /^\/api\/(products|reviews|users)(\/|\?|$)/;
const PERSONAL_OR_RANDOM = /^\/api\/products\/(current|random)(\/|\?|$)/;
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
 * Keeps the catalogue's public answers in memory for a few seconds. Any write through this process
 * empties it before and after the write, and an answer computed while a write ran is never kept, so a
 * client always reads its own writes. Writes through other processes show within `ttlMs`.
 * Hits skip every middleware: the headers (security headers included) are replayed as first sent.
 */
export function responseCache({ ttlMs, maxEntries = 2000 }: ResponseCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  let version = 0;
  const invalidate = () => {
    version += 1;
    entries.clear();
  };

  return (req, res, next) => {
    if (ttlMs <= 0) return next();
    const url = req.originalUrl;
    if (!SAFE_METHODS.has(req.method)) {
      if (url.startsWith('/api/')) {
        invalidate();
        res.once('finish', invalidate);
      }
      return next();
    }
    if (!CACHEABLE.test(url) || PERSONAL_OR_RANDOM.test(url)) return next();

    const hit = entries.get(url);
    if (hit && hit.expires > Date.now()) {
      if (hit.etag && req.get('if-none-match') === hit.etag) {
        res.writeHead(304, { etag: hit.etag, 'cache-control': hit.headers['cache-control'] ?? 'no-cache' });
        res.end();
        return;
      }
      res.writeHead(200, hit.headers);
      res.end(req.method === 'HEAD' ? undefined : hit.body);
      return;
    }

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
}
