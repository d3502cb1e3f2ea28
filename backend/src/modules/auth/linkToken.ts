import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 a link's token is kept as: a read of the table lets no one in. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random token for a mailed link, and the hash to keep of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHashOf(token) };
}
