import { rateLimit, type Store } from 'express-rate-limit';
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function limiter(limit: number, windowMs: number, message: string, store?: Store): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
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

/** Other writes per client per minute; reads are not limited here. */
export function writeRateLimit(options: RateLimitOptions): RequestHandler {
  const limit = limiter(
    options.write,
    60 * 1000,
    'Too many requests. Please slow down and try again shortly.',
    options.store?.(),
  );
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : limit(req, res, next));
}
