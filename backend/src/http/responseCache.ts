import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { EventBus } from '../events';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

interface Entry {
  expires: number;
  /** The headers first sent, saying HIT. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  /**
   * Set by a hit, cleared when eviction passes the entry over. Marking instead of moving the entry to the end
   * keeps hits from writing to the map: on every hit that churned the map and the garbage collector.
   */
  readSincePassed: boolean;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  /** The most the kept bodies may weigh together; past it the oldest go first, unless read since (`evictOne`). */
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
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/logout',
  '/api/auth/password',
];

const isPersonal = (url: string) =>
  PERSONAL_WRITES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

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
  /**
   * Run by the HTTP server before Express sees the request: answers a read whose answer is kept and may be
   * served from memory, and says whether it did. A hit skips Express altogether (its request setup and
   * routing cost about half a hit), and replays its kept headers. Anything else goes on to Express, and to
   * `publicCache` there.
   */
  answerFromMemory(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * For a public read answered outside Express: undefined while an answer for `url` is kept (Express's
   * `publicCache` serves it, waiting for the bus when it must); otherwise a miss, with the headers that say
   * so and a `keep` that keeps its answer, unless a write ran since the miss began.
   */
  startMiss(url: string): Miss | undefined;
  /** Calls `listener` each time the cache is emptied, for what else keeps public data by the same rules. */
  onEmptied(listener: () => void): void;
}

export interface Miss {
  headers: OutgoingHttpHeaders;
  /** Keeps a 200 answer of a GET: its headers as sent, without a cookie, and its body. */
  keep(headers: OutgoingHttpHeaders, body: Buffer): void;
}

const NOTHING_KEPT: Miss = { headers: {}, keep: () => undefined };
const MISS_HEADERS = { 'x-cache': 'MISS' };

/**
 * Keeps public answers in memory. A catalogue write empties it as it answers, after its changes are made and
 * before its answer leaves, and an answer whose computing began before that is not kept: a client always
 * reads its own writes. A write refused or turned away (4xx, 503) changed nothing and empties nothing, or
 * anyone could empty every process's cache with requests that need no account. With `events`, every API
 * process on the database is told too: each process empties its cache when it hears it, and the writer's
 * answer leaves only once every process that serves hits from memory has heard it
 * (`events.heardEverywhere()`), so no process serves an answer older than a write some client has seen
 * finish. A process serves hits from memory while its bus is current (it synced moments ago, and keeps
 * syncing while asked); otherwise a hit waits for one round trip (`events.sync()`, shared by the hits waiting
 * together). While the bus is down, hits are computed afresh; when it comes back, the cache is emptied, since
 * what was published meanwhile is lost. A hit replays the headers first sent (security headers included) and
 * is logged like any other request. `X-Cache` says whether an answer came from memory (HIT) or was computed
 * (MISS). A TTL of 0 turns the cache off, in every process: none then caches, so none needs telling.
 */
export function createResponseCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  events,
}: ResponseCacheOptions): ResponseCache {
  // A Map iterates in insertion order: eviction starts from the first entry, the oldest.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let version = 0;
  const emptiedListeners: (() => void)[] = [];
  const invalidate = () => {
    version += 1;
    entries.clear();
    bytes = 0;
    for (const listener of emptiedListeners) listener();
  };
  const remove = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    bytes -= entry.body.length;
  };
  /** The oldest entry goes, unless it was read since it was last passed over (a second chance). */
  const evictOne = () => {
    for (const [url, entry] of entries) {
      entries.delete(url);
      if (!entry.readSincePassed) {
        bytes -= entry.body.length;
        return;
      }
      entry.readSincePassed = false;
      entries.set(url, entry);
    }
  };
  const keep = (url: string, entry: Entry) => {
    remove(url);
    if (entry.body.length > maxBytes) return;
    while (bytes + entry.body.length > maxBytes) evictOne();
    entries.set(url, entry);
    bytes += entry.body.length;
  };
  /** Keeps an answer computed since `startedAt`, unless a write emptied the cache meanwhile. */
  const keepIfUnchanged = (url: string, startedAt: number, headers: OutgoingHttpHeaders, body: Buffer) => {
    if (version !== startedAt) return;
    keep(url, {
      expires: Date.now() + ttlMs * (1 - EXPIRY_SPREAD * Math.random()),
      headers: { ...headers, 'x-cache': 'HIT' },
      body,
      etag: typeof headers.etag === 'string' ? headers.etag : undefined,
      readSincePassed: false,
    });
  };
  const shared = ttlMs > 0 ? events : undefined;
  shared?.subscribe(CACHE_CHANNEL, invalidate);
  shared?.onReconnect(invalidate);

  const emptyOnWrite: RequestHandler = (req, res, next) => {
    const url = req.originalUrl;
    if (ttlMs > 0 && !SAFE_METHODS.has(req.method) && url.startsWith('/api/') && !isPersonal(url)) {
      emptyAsItAnswers(req, res, invalidate, shared);
    }
    next();
  };

  /** The kept answer for `url` while it is fresh, marked as read for eviction's second chance. */
  const fresh = (url: string) => {
    const hit = entries.get(url);
    if (!hit || hit.expires <= Date.now()) return undefined;
    hit.readSincePassed = true;
    return hit;
  };

  const answerFromMemory = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    if (ttlMs <= 0 || !SAFE_METHODS.has(req.method ?? '') || !entries.has(url)) return false;
    if (shared && !shared.current()) return false;
    const hit = fresh(url);
    if (!hit) return false;
    serveHit(req, res, hit);
    return true;
  };

  const publicCache: RequestHandler = (req, res, next) => {
    if (!SAFE_METHODS.has(req.method)) return next();
    res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (ttlMs <= 0) return next();
    const url = req.originalUrl;

    if (!fresh(url)) return computeAndKeep(req, res, next, url);
    if (!shared || shared.current()) return serveHit(req, res, fresh(url)!);
    shared.sync().then(
      () => {
        const hit = fresh(url);
        if (hit) serveHit(req, res, hit);
        else computeAndKeep(req, res, next, url);
      },
      () => computeAndKeep(req, res, next, url),
    );
  };

  const serveHit = (req: IncomingMessage, res: ServerResponse, hit: Entry) => {
    if (hit.etag && req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, { etag: hit.etag, 'cache-control': PUBLIC_CACHE_CONTROL, 'x-cache': 'HIT' });
      res.end();
      return;
    }
    res.writeHead(200, hit.headers);
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  };

  const computeAndKeep = (req: Request, res: Response, next: () => void, url: string) => {
    res.set('X-Cache', 'MISS');
    const startedAt = version;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const headers = res.getHeaders();
      if (
        req.method === 'GET' &&
        res.statusCode === 200 &&
        !headers['set-cookie'] &&
        (typeof chunk === 'string' || Buffer.isBuffer(chunk))
      ) {
        keepIfUnchanged(url, startedAt, headers, Buffer.from(chunk));
      }
      return end(...args);
    }) as typeof res.end;
    next();
  };

  const startMiss = (url: string): Miss | undefined => {
    if (ttlMs <= 0) return NOTHING_KEPT;
    if ((entries.get(url)?.expires ?? 0) > Date.now()) return undefined;
    const startedAt = version;
    return {
      headers: MISS_HEADERS,
      keep: (headers, body) => keepIfUnchanged(url, startedAt, headers, body),
    };
  };

  return {
    emptyOnWrite,
    publicCache,
    answerFromMemory,
    startMiss,
    onEmptied: (listener) => emptiedListeners.push(listener),
  };
}

/**
 * Empties the cache when the write answers, unless it changed nothing. With `events`, the answer is held
 * until every process that serves hits from memory has heard the notification: a client that sees the write
 * finish and then reads through another process finds that process told.
 */
function emptyAsItAnswers(req: Request, res: Response, invalidate: () => void, events?: EventBus) {
  const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
  res.end = ((...args: unknown[]) => {
    if (changedNothing(res.statusCode)) return end(...args);
    invalidate();
    if (!events) return end(...args);
    events
      .publish(CACHE_CHANNEL, '')
      .then(() => events.heardEverywhere())
      .catch((error: unknown) => req.log?.warn({ err: error }, 'could not tell the other processes'))
      .finally(() => end(...args));
    return res;
  }) as typeof res.end;
}
