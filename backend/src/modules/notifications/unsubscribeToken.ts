import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@handmade/common';

const signature = (secret: string, userId: number, kind: NotificationKind) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * The token of a mail's unsubscribe link: who and which kind, signed with the server's secret, so the link
 * works without signing in (RFC 8058's one click) and cannot be made for anyone else. It does not expire: a
 * link in an old mail still works.
 */
export function unsubscribeToken(secret: string, userId: number, kind: NotificationKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The user and kind a token names, or undefined when it was not signed by this server. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; kind: NotificationKind } | undefined {
  const [id, kind, signed] = token.split('.');
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId < 1 || !signed) return undefined;
  if (!NOTIFICATION_KINDS.includes(kind as NotificationKind)) return undefined;
  const expected = Buffer.from(signature(secret, userId, kind as NotificationKind));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { userId, kind: kind as NotificationKind };
}
