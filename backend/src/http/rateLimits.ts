import crypto from 'node:crypto';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/knex';
import { createPostgresRateLimitStore } from './postgresRateLimitStore';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who a request counts against: the signed-in user when `userOf` knows one, else the client's address. */
export type UserOf = (req: Request) => number | undefined;

function limiter(
  limit: number,
  windowMs: number,
  message: string,
  store?: Store,
  userOf?: UserOf,
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    keyGenerator: (req) => {
      const userId = userOf?.(req);
      return userId === undefined ? ipKeyGenerator(req.ip ?? '') : `user:${userId}`;
    },
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store,
    handler: (_req, res) => {
      res.status(429).json({ message });
    },
  });
}

export interface RateLimitOptions {
  auth: number;
  write: number;
  /**
   * The store of one limiter's counters, named by `prefix`, which may count hits let through ahead of
   * their count together every `countTogetherMs`; memory, this process's alone, when absent.
   */
  store?: (prefix: string, countTogetherMs?: number) => Store;
}

/** The configured limits, counted in PostgreSQL so every API process on the database shares each budget. */
export function sharedRateLimits(limits: { auth: number; write: number }, db: Db): RateLimitOptions {
  return {
    ...limits,
    store: (prefix, countTogetherMs) => createPostgresRateLimitStore(db, prefix, countTogetherMs),
  };
}

/**
 * Sign-in and sign-up attempts per client per 15 minutes. `name` keeps apart the budgets of limiters
 * that guard different doors.
 */
export function authRateLimit(options: RateLimitOptions, name = 'auth'): RequestHandler {
  return limiter(
    options.auth,
    15 * 60 * 1000,
    'Too many attempts. Please wait a few minutes and try again.',
    options.store?.(`${name}:`),
  );
}

/**
 * How long writes let through ahead of their count wait to be counted with others: a few hundred a minute
 * are allowed, so another process hearing of one a moment later changes nothing a shopper would notice.
 */
const WRITES_COUNTED_TOGETHER_MS = 50;

/** The write limit's verdict on one more write, for a request answered before Express. */
export interface WriteHit {
  /** The RateLimit headers express-rate-limit sends (and Retry-After when refused). */
  headers: Record<string, string>;
  /** The 429's message when the write is over the limit. */
  refused?: string;
}

export interface WriteLimit {
  /** For Express: counts every request but reads against the write limit. */
  handler: RequestHandler;
  /**
   * Counts one write of a signed-in user, in the same counters as `handler`, and says what express-rate-limit
   * would (its headers, in its IETF draft 8 form, and whether it refuses).
   */
  hit(userId: number): Promise<WriteHit>;
}

const WRITE_WINDOW_MS = 60 * 1000;
const WRITE_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again shortly.';

/** express-rate-limit's partition key of a client: the start of its key's SHA-256, in base64. */
const partitionKey = (key: string) =>
  Buffer.from(crypto.hash('sha256', key, 'hex').slice(0, 12)).toString('base64');

/**
 * Other writes per minute, per signed-in user (shoppers behind one office or phone network share an
 * address, not a budget), or per address without a session; reads are not limited here.
 */
export function writeRateLimit(options: RateLimitOptions, userOf?: UserOf): WriteLimit {
  const store = options.store?.('write:', WRITES_COUNTED_TOGETHER_MS) ?? new MemoryStore();
  const limit = limiter(options.write, WRITE_WINDOW_MS, WRITE_LIMIT_MESSAGE, store, userOf);
  const name = `${options.write}-in-${WRITE_WINDOW_MS / 60_000}min`;
  return {
    handler: (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : limit(req, res, next)),
    async hit(userId) {
      const key = `user:${userId}`;
      const { totalHits, resetTime } = await store.increment(key);
      const resetSeconds = resetTime
        ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : WRITE_WINDOW_MS / 1000;
      const headers: Record<string, string> = {
        RateLimit: `"${name}"; r=${Math.max(options.write - totalHits, 0)}; t=${resetSeconds}`,
        'RateLimit-Policy': `"${name}"; q=${options.write}; w=${WRITE_WINDOW_MS / 1000}; pk=:${partitionKey(key)}:`,
      };
      if (totalHits <= options.write) return { headers };
      return { headers: { ...headers, 'Retry-After': String(resetSeconds) }, refused: WRITE_LIMIT_MESSAGE };
    },
  };
}
