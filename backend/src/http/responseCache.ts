import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { heardEverything, type EventBus } from '../events';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

interface Entry {
  /** The headers first sent, saying HIT. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
}

export interface ResponseCacheOptions {
  /** How long an answer is kept at most; 0 turns the cache off. */
  ttlMs: number;
  /** The most the kept bodies may weigh together; past it the least recently used go first. */
  maxBytes?: number;
  /** The bus that carries invalidations between API processes; without it, this process alone is told. */
  events?: EventBus;
}

/**
 * An answer is kept for between (1 - EXPIRY_SPREAD) and 1 times the TTL, at random: answers computed together
 * (after a restart, a deploy or an emptying) then expire over a stretch of time instead of all at once.
 */
const EXPIRY_SPREAD = 0.25;

/** The channel on which a process that ran a write tells every process to empty its cache. */
export const CACHE_CHANNEL = 'response_cache_emptied';

/**
 * Writes that change only their author's own answers (never cached): a cart line, a favorite, a session or
 * a password. They leave the catalogue's cached answers alone, so shopping does not slow browsing. A new
 * name or avatar, or a closed account, shows in public answers, so those writes do empty the cache.
 */
const PERSONAL_WRITES = [
  '/api/cart',
  '/api/favorites',
  '/api/conversations',
  '/api/addresses',
  '/api/account/notifications',
  '/api/account/recently-viewed',
  '/api/notifications',
  '/api/reports',
  '/api/auth/email',
  '/api/quotes',
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/logout',
  '/api/auth/password',
  '/api/auth/password-reset',
];

/**
 * Personal writes that end sessions: every process keeps live sessions by the same rule (sessionCache.ts),
 * so these answer once every process has heard of them too.
 */
const SESSION_WRITES = ['/api/auth/logout', '/api/auth/password', '/api/auth/password-reset'];

const startsWithAny = (prefixes: string[], url: string) =>
  prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/**
 * A write answered 4xx was refused before it changed anything (every route keeps that rule: bad input,
 * a missing session or a permission changes nothing), and a 503 was turned away (uploads busy). A 500 may
 * have changed something, so it empties the cache like a success.
 */
const changedNothing = (status: number) => (status >= 400 && status < 500) || status === 503;

/** Public answers may be kept by any HTTP cache, which must revalidate them (a 304 when the ETag matches). */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

export interface ResponseCache {
  /**
   * App-wide: a write under /api that may change a public answer empties the cache as it answers, unless it
   * was refused. Personal writes (cart, favorites, sessions) leave it alone.
   */
  emptyOnWrite: RequestHandler;
  /**
   * Put by a route in front of its handler when its answer is the same for everyone, whoever asks.
   * Nothing is cached unless a route says so.
   */
  publicCache: RequestHandler;
}

/**
 * Keeps public answers in memory, with the event bus's one rule (`TRUST_MS` in events/eventBus.ts): a
 * process serves a kept answer only once it has heard every write announced more than `TRUST_MS` before,
 * and a write answers `TRUST_MS` after its announcement. So a client always reads its own writes and any
 * other client's it has seen answered, through any process:
 * - a catalogue write empties this process's cache once its changes are committed, publishes on
 *   `CACHE_CHANNEL`, and answers `TRUST_MS` after that notification is committed (`events.settle()`);
 * - a process serves a kept answer only after `events.sync()`, which resolves at once while a round trip on
 *   its listening connection begun less than `TRUST_MS` ago has completed, and otherwise after one;
 * - an answer whose computing began before an emptying is not kept; while the bus is down nothing is served
 *   from memory, and each time its connection is made the cache is emptied (what was published meanwhile
 *   was not heard).
 * A write refused or turned away (4xx, 503) changed nothing and empties nothing, or anyone could empty every
 * process's cache with requests that need no account. `X-Cache` says whether an answer came from memory
 * (HIT) or was computed (MISS); a 304 answers a matching `If-None-Match`. A TTL of 0 turns the cache off.
 */
export function createResponseCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  events,
}: ResponseCacheOptions): ResponseCache {
  const kept = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(entry.body.length, 1),
  });
  let version = 0;
  const empty = () => {
    version += 1;
    kept.clear();
  };
  if (ttlMs > 0) {
    events?.subscribe(CACHE_CHANNEL, empty);
    events?.onReconnect(empty);
  }
  const current = async () => !events || (await heardEverything(events));

  const emptyOnWrite: RequestHandler = (req, res, next) => {
    const url = req.originalUrl;
    if (ttlMs <= 0 || SAFE_METHODS.has(req.method) || !url.startsWith('/api/')) return next();
    if (!startsWithAny(PERSONAL_WRITES, url)) {
      beforeEnd(res, async () => {
        if (changedNothing(res.statusCode)) return;
        empty();
        await events?.publish(CACHE_CHANNEL, '').then(
          () => events.settle(),
          (error: unknown) => {
            // The others stay stale until their TTL, unless their listening connection broke too.
            req.log?.error({ err: error }, 'could not tell the other processes of a write');
          },
        );
      });
    } else if (startsWithAny(SESSION_WRITES, url)) {
      // The database announced the change itself, in the write's transaction (migration 012).
      beforeEnd(res, async () => {
        if (!changedNothing(res.statusCode)) await events?.settle();
      });
    }
    next();
  };

  const publicCache: RequestHandler = async (req, res, next) => {
    if (!SAFE_METHODS.has(req.method)) return next();
    res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (ttlMs <= 0) return next();
    const url = req.originalUrl;
    if (kept.has(url) && (await current())) {
      const hit = kept.get(url);
      if (hit) return serveHit(req, res, hit);
    }
    res.set('X-Cache', 'MISS');
    const startedAt = version;
    beforeEnd(res, (chunk) => {
      const headers = res.getHeaders();
      // A route may still make its answer private (a custom order's listing, for its buyer alone).
      const keepable =
        req.method === 'GET' &&
        res.statusCode === 200 &&
        !headers['set-cookie'] &&
        headers['cache-control'] === PUBLIC_CACHE_CONTROL;
      if (!keepable || startedAt !== version || !(typeof chunk === 'string' || Buffer.isBuffer(chunk)))
        return;
      const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
      const entry = { headers: { ...headers, 'x-cache': 'HIT' }, body: Buffer.from(chunk), etag };
      kept.set(url, entry, { ttl: ttlMs * (1 - EXPIRY_SPREAD * Math.random()) });
    });
    next();
  };

  return { emptyOnWrite, publicCache };
}

function serveHit(req: Request, res: Response, hit: Entry) {
  // Express's test of If-None-Match, as for an answer computed now: it takes a list of tags, and a tag with or
  // without its weak mark.
  if (hit.etag) {
    res.set('ETag', hit.etag);
    if (req.fresh) {
      res.writeHead(304, { etag: hit.etag, 'cache-control': PUBLIC_CACHE_CONTROL, 'x-cache': 'HIT' });
      res.end();
      return;
    }
  }
  res.writeHead(200, hit.headers);
  res.end(req.method === 'HEAD' ? undefined : hit.body);
}

/** Runs `task` with the body when the handler ends the response, and ends it once `task` is done. */
function beforeEnd(res: Response, task: (chunk: unknown) => void | Promise<void>) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const done = task(args[0]);
    if (done) void done.finally(() => end(...args));
    else end(...args);
    return res;
  }) as Response['end'];
}
