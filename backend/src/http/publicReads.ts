import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import querystring, { type ParsedUrlQuery } from 'node:querystring';
import type { RequestHandler } from 'express';
import { errorAnswer } from './errorHandler';
import { weakEtag } from './etag';
import { PUBLIC_CACHE_CONTROL, type ResponseCache } from './responseCache';

/** A public read's answer: its JSON, and the headers that depend on the request (a next page's link). */
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
}

/** The Express handler of `read`: the route's parameters named in `names`, in that order, and its query. */
export function readRoute(read: PublicRead, names: string[] = []): RequestHandler {
  return async (req, res) => {
    const params = names.map((name) => String(req.params[name]));
    const answer = await read.answer(params, req.query as ParsedUrlQuery);
    res.set(answer.headers ?? {}).json(answer.json);
  };
}

export interface PublicReadsOptions {
  /** The headers every answer carries (`securityHeaderValues`), names in lower case. */
  headers: OutgoingHttpHeaders;
  cache: Pick<ResponseCache, 'startMiss'>;
}

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
  const send = (res: ServerResponse, status: number, json: unknown, own: OutgoingHttpHeaders) => {
    const body = Buffer.from(JSON.stringify(json));
    const sent: OutgoingHttpHeaders = {
      ...headers,
      'cache-control': PUBLIC_CACHE_CONTROL,
      ...own,
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
      etag: weakEtag(body),
    };
    res.writeHead(status, sent);
    res.end(body);
    return { sent, body };
  };

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
    const miss = route && cache.startMiss(url);
    if (!route || !miss) return false;
    const { read, params } = route;
    const query = querystring.parse(queryAt < 0 ? '' : url.slice(queryAt + 1));
    read.answer(params, query).then(
      (answer) => {
        const { sent, body } = send(res, 200, answer.json, { ...miss.headers, ...answer.headers });
        miss.keep(sent, body);
      },
      (error: unknown) => {
        const failed = errorAnswer(error, req.log);
        send(res, failed.status, failed.json, { ...miss.headers, ...failed.headers });
      },
    );
    return true;
  };
}
