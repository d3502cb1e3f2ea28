import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE, verifySession, type SessionClaims } from './sessionToken';

export type VerifySession = (secret: string, token: string) => SessionClaims | undefined;

/** Tokens kept at most; the least recently used go first. */
const MAX_KEPT_TOKENS = 10_000;

interface KeptToken {
  secret: string;
  claims: SessionClaims;
}

/**
 * Tokens found valid, with their claims, kept until they expire. A write's token is read by the write limit
 * and then by `requireAuth`, on every request of the session, and a verification (an HMAC and jsonwebtoken's
 * checks) cost about 40 µs of the 600 µs of API time of a cart add under load. What it answers for a token
 * changes only when the token expires (tokens signed here carry no `nbf`), so it is asked once. Only the
 * token is kept: whether its session is still live (not signed out, no password change since) is asked on
 * every request.
 */
const keptTokens = new LRUCache<string, KeptToken>({ max: MAX_KEPT_TOKENS });

/** jsonwebtoken's own rule: a token is expired from the second its `exp` names. */
const unexpired = (claims: SessionClaims) =>
  Math.floor(Date.now() / 1000) < claims.expiresAt.getTime() / 1000;

/** The claims of the request's session cookie when its token is valid; no database read. */
export function sessionClaims(
  secret: string,
  req: Request,
  verify: VerifySession = verifySession,
): SessionClaims | undefined {
  return tokenClaims(secret, req.cookies?.[SESSION_COOKIE], verify);
}

function tokenClaims(secret: string, token: unknown, verify: VerifySession): SessionClaims | undefined {
  if (typeof token !== 'string' || !token) return undefined;
  const kept = keptTokens.get(token);
  if (kept && kept.secret === secret && unexpired(kept.claims)) return kept.claims;
  keptTokens.delete(token);
  const claims = verify(secret, token);
  if (claims) keptTokens.set(token, { secret, claims });
  return claims;
}
