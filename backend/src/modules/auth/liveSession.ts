import { LIVE_SESSION_CONDITION } from '../users';

export { liveSessionBindings } from '../users';

/**
 * The live session's user and cart (`id`, `cart_id`; no row when the session is not live), as a part of a
 * statement that checks the session itself behind `requireAuth.tokenOnly`: a cart add then costs one round
 * trip instead of two. Its rule is the one `requireAuth` asks through `findSessionUser`.
 */
export const LIVE_SESSION_SQL = `SELECT users.id, carts.id AS cart_id
  FROM users JOIN carts ON carts.user_id = users.id
  WHERE ${LIVE_SESSION_CONDITION}`;
