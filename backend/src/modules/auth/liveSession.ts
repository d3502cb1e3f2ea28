import { liveSessionCondition, type SessionClaimsSql } from '../users';

export { liveSessionBindings } from '../users';

/**
 * The live session's user and cart (`id`, `cart_id`; no row when the session is not live), as a part of a
 * statement that checks its sessions itself behind `requireAuth.tokenOnly`: a cart add then costs one round
 * trip instead of two. Its rule is the one `requireAuth` asks through `findSessionUser`; `claims` says
 * where the statement holds the session's claims.
 */
export function liveSessionSql(claims: SessionClaimsSql): string {
  return `SELECT users.id, carts.id AS cart_id
  FROM users JOIN carts ON carts.user_id = users.id
  WHERE ${liveSessionCondition(claims)}`;
}

/** `liveSessionSql` of one session's claims given as bindings (`liveSessionBindings`). */
export const LIVE_SESSION_SQL = liveSessionSql({ userId: '?', version: '?', jti: '?' });
