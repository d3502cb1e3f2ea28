import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Response } from 'express';

/** The spelling the listener answers; any other that Express routes to the same handler goes to Express. */
const RANDOM_PRODUCT_PATH = '/api/products/random';

/**
 * The random product's answer, as Express sends it. No ETag: a no-store answer is kept by no cache, so
 * nothing ever revalidates it, and the answer from memory would have to hash every pick to match one.
 */
export function sendRandomProduct(res: Response, json: Buffer): void {
  res
    .set({
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(json.length),
    })
    .end(json);
}

/**
 * Run by the HTTP server before Express: answers `GET` or `HEAD /api/products/random` with a pick already
 * fetched (`take`), and says whether it did. It replays the headers of the first answer Express sent
 * (security headers included; never those of a failure or of an answer that set a cookie) with the pick's
 * own length, so both answers read alike. Until Express has answered once, and whenever no pick is ready
 * (none fetched yet, all handed out, dropped by a change, the response cache off), the request goes on to
 * Express, which fetches more.
 */
export function answerRandomProductFromMemory(take: () => Buffer | undefined) {
  let headers: OutgoingHttpHeaders | undefined;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url !== RANDOM_PRODUCT_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (!headers) {
      res.once('finish', () => {
        if (res.statusCode === 200 && !res.hasHeader('set-cookie')) headers ??= res.getHeaders();
      });
      return false;
    }
    const json = take();
    if (!json) return false;
    res.writeHead(200, { ...headers, 'content-length': json.length });
    res.end(req.method === 'HEAD' ? undefined : json);
    return true;
  };
}
