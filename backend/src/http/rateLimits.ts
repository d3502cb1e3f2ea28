import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Db } from '../db/knex';
import { postgresRateLimitStores } from './rateLimitStore';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who a request counts against: the signed-in user when `userOf` knows one, else the client's address. */
export type UserOf = (req: Request) => number | undefined;

/** The client's address, or the signed-in user when `userOf` knows one. */
const clientKey = (userOf?: UserOf) => (req: Request) => {
  const userId = userOf?.(req);
  return userId === undefined ? ipKeyGenerator(req.ip ?? '') : `user:${userId}`;
};

function limiter(
  limit: number,
  windowMs: number,
  message: string,
  store?: Store,
  keyOf: (req: Request) => string = clientKey(),
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    keyGenerator: keyOf,
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
  /** The store of one limiter's counters, named by `prefix`; memory, this process's alone, when absent. */
  store?: (prefix: string) => Store;
}

/** The configured limits, counted in PostgreSQL so every API process on the database shares each budget. */
export function sharedRateLimits(limits: { auth: number; write: number }, db: Db): RateLimitOptions {
  return { ...limits, store: postgresRateLimitStores(db) };
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
    options.store?.(name),
  );
}

export interface WriteLimit {
  /** For Express: counts every request but reads against the write limit. */
  handler: RequestHandler;
}

/**
 * Other writes per minute, per signed-in user (shoppers behind one office or phone network share an
 * address, not a budget), or per address without a session; reads are not limited here.
 */
export function writeRateLimit(options: RateLimitOptions, userOf?: UserOf): WriteLimit {
  const limit = limiter(
    options.write,
    60 * 1000,
    'Too many requests. Please slow down and try again shortly.',
    options.store?.('write'),
    clientKey(userOf),
  );
  return { handler: (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : limit(req, res, next)) };
}

/**
 * Mail asked for one address (a password reset or email confirmation link): 5 an hour, whoever asks and from
 * wherever, so no one can flood an inbox. Counted whether or not an account uses the address, so the limit
 * tells nothing either. The address is the body's `email` unless `addressOf` reads it elsewhere.
 */
export function addressRateLimit(
  options: RateLimitOptions,
  name: string,
  addressOf: (req: Request) => unknown = (req) => (req.body as { email?: unknown } | undefined)?.email,
): RequestHandler {
  return limiter(
    5,
    60 * 60 * 1000,
    'Too many links asked for this address. Please wait an hour and try again.',
    options.store?.(name),
    (req) => {
      const email = addressOf(req);
      return `address:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  );
}
