import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { HttpError } from './httpError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossSiteRefused = () => new HttpError(403, 'Cross-site requests are not allowed.');

/**
 * Whether a browser says the request comes from another site, the way Go's CrossOriginProtection decides:
 * Fetch Metadata first, then Origin against Host. Requests with neither header (curl, servers) are not.
 */
export function isCrossSite(headers: IncomingHttpHeaders, trusted: Set<string>): boolean {
  const origin = headers.origin;
  if (origin && trusted.has(origin)) return false;
  const site = headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  if (!origin) return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}

/** Refuses cross-site browser requests that change state; safe methods pass. */
export function originCheck(trustedOrigins: string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !isCrossSite(req.headers, trusted)) return next();
    next(crossSiteRefused());
  };
}

/**
 * The same refusal whatever the method, for the few GETs that change state (signing out by a link):
 * another site cannot trigger them with an image or a link, while same-origin pages and curl still can.
 */
export function sameSiteOnly(trustedOrigins: string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    next(isCrossSite(req.headers, trusted) ? crossSiteRefused() : undefined);
  };
}
