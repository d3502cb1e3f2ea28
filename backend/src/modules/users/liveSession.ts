/**
 * Whether a session is live, as a condition on `users` joined with their `carts`: the account is not closed
 * (a closed one has no cart either), the token's version is the user's (no password change since), and this
 * session was not signed out. The one description of the rule: `findSessionUser` asks it for `requireAuth`,
 * and a statement that checks its session itself (the cart add) embeds it.
 */
export const LIVE_SESSION_CONDITION = `users.id = ? AND users.token_version = ? AND users.closed_at IS NULL
  AND NOT EXISTS (SELECT FROM revoked_sessions WHERE jti = ?)`;

/** The bindings of `LIVE_SESSION_CONDITION`, in its order. */
export const liveSessionBindings = (session: {
  userId: number;
  version: number;
  jti: string;
}): [number, number, string] => [session.userId, session.version, session.jti];
