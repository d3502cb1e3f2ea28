import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The spelling answered from memory; any other that Express routes to the same handler goes to Express. */
const RANDOM_PRODUCT_PATH = '/api/products/random';

/**
 * Run by the HTTP server before Express: answers `GET` or `HEAD /api/products/random` with a pick already
 * fetched (`take`), and says whether it did. It replays the headers of the first answer sent for it (by
 * Express, or by `answerPublicReads` before it; security headers included, never those of a failure or of
 * an answer that set a cookie) with the pick's own length, so all answers read alike. Until one has been
 * sent, and whenever no pick is ready (none fetched yet, all handed out, dropped by a change, the response
 * cache off), the request goes on, to be answered by fetching more.
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
