import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { errorAnswer } from '../../http/errorHandler';
import { weakEtag } from '../../http/etag';
import { JSON_BODY_LIMIT, jsonBody, sendJsonBody } from '../../http/jsonText';
import { isCrossSite } from '../../http/originCheck';
import type { WriteLimit } from '../../http/rateLimits';
import { parseInput } from '../../http/validate';
import { cookieSessionClaims, type SessionClaims } from '../auth';
import { addToCartSchema, type AddToCartInput } from './cart.schemas';
import type { CartService } from './cart.service';

const PLAIN_JSON = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
const BOM = '\uFEFF';

export interface CartAddsBeforeExpressOptions {
  cart: CartService;
  writeLimit: WriteLimit;
  secret: string;
  trustedOrigins: string[];
  /** The headers every answer carries (`securityHeaderValues`), names in lower case. */
  headers: OutgoingHttpHeaders;
  /** Express, for an add this does not answer once its body is read (`req.body` is then set). */
  express: RequestListener;
}

/** The session of an add answered here: a same-site `POST` of a plain JSON body, with a valid token. */
function sessionOfPlainAdd(
  req: IncomingMessage,
  secret: string,
  trusted: Set<string>,
): SessionClaims | undefined {
  const { headers } = req;
  if (req.method !== 'POST' || req.url !== '/api/cart/add') return undefined;
  if (headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined)
    return undefined;
  const length = Number(headers['content-length']);
  if (!headers['content-length'] || !(length <= JSON_BODY_LIMIT)) return undefined;
  if (!PLAIN_JSON.test(headers['content-type'] ?? '') || isCrossSite(headers, trusted)) return undefined;
  return cookieSessionClaims(secret, headers.cookie);
}

/** The body as express.json (`strict: false`) reads it: an empty one is `{}`, a byte order mark is dropped. */
function parseJsonBody(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  if (text.length === 0) return {};
  try {
    return JSON.parse(text.startsWith(BOM) ? text.slice(1) : text);
  } catch {
    throw Object.assign(new SyntaxError('The request body is not valid JSON.'), {
      type: 'entity.parse.failed',
    });
  }
}

/**
 * Run by the HTTP server before Express: answers a cart add, the one write shoppers send by the thousand,
 * and says whether it took it. Through Express, its middleware and routing cost a worker 120-190 µs of CPU
 * an add, on top of 640-710 (docs/performance.md, "Cart adds together, and before Express").
 *
 * It takes only a same-site `POST /api/cart/add` of a plain JSON body (known length, no encoding) whose
 * session token is valid; anything else goes to Express as it came. Of those it answers the ones Express
 * would answer after the write limit counted them, the same way: an add (201 or 200), its refusals (the
 * service's errors, 401 once the session is not live), and the write limit's 429; a body that is not JSON
 * as express.json refuses it. A body that fails validation goes on to Express, parsed, for the route's own
 * refusal (which asks first whether the session is live).
 */
export function answerCartAddsBeforeExpress(options: CartAddsBeforeExpressOptions) {
  const trusted = new Set(options.trustedOrigins);

  const send = (res: ServerResponse, status: number, json: unknown, own: OutgoingHttpHeaders = {}) => {
    const body = jsonBody(json);
    sendJsonBody(res, status, body, { ...options.headers, ...own, etag: weakEtag(body) });
  };

  const sendError = (
    req: IncomingMessage,
    res: ServerResponse,
    error: unknown,
    own?: OutgoingHttpHeaders,
  ) => {
    const answer = errorAnswer(error, req.log);
    send(res, answer.status, answer.json, { ...own, ...answer.headers });
  };

  const add = async (req: IncomingMessage, res: ServerResponse, session: SessionClaims, body: Buffer) => {
    let json: unknown;
    try {
      json = parseJsonBody(body);
    } catch (error) {
      return sendError(req, res, error);
    }
    let input: AddToCartInput;
    try {
      input = parseInput(addToCartSchema, json);
    } catch {
      (req as IncomingMessage & { body: unknown }).body = json;
      return options.express(req, res);
    }
    const hit = await options.writeLimit.hit(session.userId);
    const personal = { ...hit.headers, 'Cache-Control': 'no-store' };
    if (hit.refused) return send(res, 429, { message: hit.refused }, hit.headers);
    try {
      const { item, created } = await options.cart.add(session, input);
      send(res, created ? 201 : 200, item, personal);
    } catch (error) {
      sendError(req, res, error, personal);
    }
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const session = sessionOfPlainAdd(req, options.secret, trusted);
    if (!session) return false;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // The write limit's counters failing, as express-rate-limit would be failed by them.
      add(req, res, session, Buffer.concat(chunks)).catch((error: unknown) => sendError(req, res, error));
    });
    return true;
  };
}
