import type { RequestHandler } from 'express';
import { HttpError } from './httpError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site browser requests that change state, the way Go's CrossOriginProtection does:
 * Fetch Metadata first, then Origin against Host. Requests with neither header (curl, servers) pass.
 */
export function originCheck(trustedOrigins: string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && trusted.has(origin)) return next();
    const site = req.get('sec-fetch-site');
    if (site) {
      if (site === 'same-origin' || site === 'none') return next();
      return next(new HttpError(403, 'Cross-site requests are not allowed.'));
    }
    if (!origin) return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return next(new HttpError(403, 'Cross-site requests are not allowed.'));
    }
    if (host === req.get('host')) return next();
    return next(new HttpError(403, 'Cross-site requests are not allowed.'));
  };
}
