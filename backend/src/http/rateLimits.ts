import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';

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
  /** A shared store (Redis, ...) when several API processes run; memory otherwise. */
  store?: () => Store;
}

/** Sign-in and sign-up attempts per client per 15 minutes. */
export function authRateLimit(options: RateLimitOptions): RequestHandler {
  return limiter(
    options.auth,
    15 * 60 * 1000,
    'Too many attempts. Please wait a few minutes and try again.',
    options.store?.(),
  );
}

/**
 * Other writes per minute, per signed-in user (shoppers behind one office or phone network share an
 * address, not a budget), or per address without a session; reads are not limited here.
 */
export function writeRateLimit(options: RateLimitOptions, userOf?: UserOf): RequestHandler {
  const limit = limiter(
    options.write,
    60 * 1000,
    'Too many requests. Please slow down and try again shortly.',
    options.store?.(),
    userOf,
  );
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : limit(req, res, next));
}
