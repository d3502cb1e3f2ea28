import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import querystring, { type ParsedUrlQuery } from 'node:querystring';
import type { RequestHandler } from 'express';
import { errorAnswer } from './errorHandler';
import { weakEtag } from './etag';
import { JSON_TYPE, jsonBody, sendJson, sendJsonBody } from './jsonText';
import { PUBLIC_CACHE_CONTROL, type Miss, type ResponseCache } from './responseCache';

/**
 * A public read's answer: its JSON (a `JsonText` when already written), and the headers that depend on the
 * request (a next page's link).
 */
export interface ReadAnswer {
  json: unknown;
  headers?: Record<string, string>;
}

/**
 * A read whose answer is the same whoever asks, answered alike by its Express route (`readRoute`) and, for
 * the paths `path` matches, by the HTTP server before Express (`answerPublicReads`).
 */
export interface PublicRead {
  /** The request paths (without the query) answered before Express; its groups are `answer`'s `params`. */
  path: RegExp;
  answer(params: string[], query: ParsedUrlQuery): Promise<ReadAnswer>;
  /**
   * An answer of its own to every request (the random product): its `json` is a Buffer of JSON text
   * already written, sent with `Cache-Control: no-store`, never kept. No ETag: no cache keeps it, so
   * nothing revalidates it, and answering from memory would have to hash every pick to match one.
   */
  noStore?: boolean;
}

/** The Express handler of `read`: the route's parameters named in `names`, in that order, and its query. */
export function readRoute(read: PublicRead, names: string[] = []): RequestHandler {
  return async (req, res) => {
    const params = names.map((name) => String(req.params[name]));
    const answer = await read.answer(params, req.query as ParsedUrlQuery);
    if (!read.noStore) {
      sendJson(res.set(answer.headers ?? {}), answer.json);
      return;
    }
    const body = answer.json as Buffer;
    res.set({
      'Cache-Control': 'no-store',
      'Content-Type': JSON_TYPE,
      'Content-Length': String(body.length),
    });
    res.end(body);
  };
}

export interface PublicReadsOptions {
  /** The headers every answer carries (`securityHeaderValues`), names in lower case. */
  headers: OutgoingHttpHeaders;
  cache: Pick<ResponseCache, 'startMiss'>;
}

/** What a read that is never kept has of the response cache: no header, nothing kept. */
const UNKEPT: Miss = { headers: {}, keep: () => undefined };

/** A body comes with the request, the way Express's body parsers tell (type-is's `hasBody`). */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;

/**
 * Run by the HTTP server before Express, after the response cache: answers a `GET` of one of `reads` and
 * says whether it did. A public read needs nothing of what Express does for a request (its request setup,
 * the API's middleware, routing through every router): about 190 of the 400 µs of CPU a product's detail
 * cost through it. The answer is the one Express would send: same status, body and headers, errors
 * included (`errorAnswer`), and a miss of the response cache is kept like Express's. Anything else goes on
 * to Express: `HEAD`, a revalidation (`If-None-Match`), a request with a body, any other spelling of a path,
 * and an answer the cache keeps but cannot yet serve (see `startMiss`).
 */
export function answerPublicReads(reads: PublicRead[], { headers, cache }: PublicReadsOptions) {
  const send = (res: ServerResponse, status: number, body: Buffer, own: OutgoingHttpHeaders) =>
    sendJsonBody(res, status, body, { ...headers, ...own });
  const withEtag = (body: Buffer, own: OutgoingHttpHeaders) => ({ ...own, etag: weakEtag(body) });

  const routeOf = (path: string) => {
    for (const read of reads) {
      const match = read.path.exec(path);
      if (match) return { read, params: match.slice(1) };
    }
    return undefined;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || hasBody(req) || req.headers['if-none-match'] !== undefined) return false;
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const route = routeOf(path);
    const miss = route && (route.read.noStore ? UNKEPT : cache.startMiss(url));
    if (!route || !miss) return false;
    const { read, params } = route;
    const query = querystring.parse(queryAt < 0 ? '' : url.slice(queryAt + 1));
    const caching = read.noStore ? {} : { 'cache-control': PUBLIC_CACHE_CONTROL, ...miss.headers };
    read.answer(params, query).then(
      (answer) => {
        if (read.noStore) {
          send(res, 200, answer.json as Buffer, { 'cache-control': 'no-store' });
          return;
        }
        const body = jsonBody(answer.json);
        miss.keep(send(res, 200, body, withEtag(body, { ...caching, ...answer.headers })), body);
      },
      (error: unknown) => {
        const failed = errorAnswer(error, req.log);
        const body = Buffer.from(JSON.stringify(failed.json));
        send(res, failed.status, body, withEtag(body, { ...caching, ...failed.headers }));
      },
    );
    return true;
  };
}
