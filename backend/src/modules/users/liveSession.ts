/** Where a statement reads a session's claims: placeholders, or the columns of the rows it was given. */
export interface SessionClaimsSql {
  userId: string;
  version: string;
  jti: string;
}

/**
 * Whether a session is live, as a condition on `users` joined with their `carts`: the account is not closed
 * (a closed one has no cart either), the token's version is the user's (no password change since), and this
 * session was not signed out. The one description of the rule: `findSessionUser` asks it for `requireAuth`,
 * and a statement that checks its sessions itself (the cart add) embeds it on its rows' columns.
 */
export function liveSessionCondition(claims: SessionClaimsSql): string {
  return `users.id = ${claims.userId} AND users.token_version = ${claims.version} AND users.closed_at IS NULL
  AND NOT EXISTS (SELECT FROM revoked_sessions WHERE jti = ${claims.jti})`;
}

/** The rule on one session's claims, given as bindings (`liveSessionBindings`). */
export const LIVE_SESSION_CONDITION = liveSessionCondition({ userId: '?', version: '?', jti: '?' });

/** The bindings of `LIVE_SESSION_CONDITION`, in its order. */
export const liveSessionBindings = (session: {
  userId: number;
  version: number;
  jti: string;
}): [number, number, string] => [session.userId, session.version, session.jti];
