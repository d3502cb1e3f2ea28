import { z } from './zod';

/** The kinds of mail a person may turn off; security mails (password reset, password changed) are always sent. */
export const NOTIFICATION_KINDS = ['orders', 'messages', 'reviews', 'favorites'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind covers, as the account page and the unsubscribe page name it. */
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  orders: 'Orders: your receipts, sales, and each shipment shipped, delivered or cancelled',
  messages: 'Messages: a new message while you are away',
  reviews: 'Reviews: a review of your product, a reply to your review',
  favorites: 'Favorites: a favorite’s price drops or it is back in stock',
};

export const NOTIFICATION_MESSAGES = {
  invalid: 'Say true or false for each kind of mail.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: (kind: NotificationKind) =>
    `Done: no more ${kind} mails. You can turn them back on from your account page.`,
} as const;

const flag = z.boolean({ error: NOTIFICATION_MESSAGES.invalid });

/** `GET/PUT /api/account/notifications`: which mails the signed-in user gets; every kind, each a boolean. */
export const notificationPreferencesSchema = z.strictObject({
  orders: flag,
  messages: flag,
  reviews: flag,
  favorites: flag,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `POST /api/account/notifications/unsubscribe?token=...` (one click, no sign-in): what was turned off. */
export const unsubscribeAnswerSchema = z.strictObject({
  message: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

/** What an in-app notice is about; each comes with a mail of the same news (when its kind is wanted). */
export const NOTICE_KINDS = [
  'order_placed',
  'sale',
  'shipped',
  'delivered',
  'cancelled',
  'message',
  'review',
  'review_reply',
  'password_changed',
  'email_changed',
  'report_decided',
  'listing_hidden',
  'listing_restored',
  'case_opened',
  'case_message',
  'case_escalated',
  'case_resolved',
  'price_drop',
  'back_in_stock',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** One in-app notice, as the bell lists it. */
export const noticeAnswerSchema = z.strictObject({
  id: z.number().int().min(1),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path on this site the notice opens (`/orders/12`), or null. */
  link: z.string().nullable(),
  created_at: z.iso.datetime(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeAnswerSchema>;

/** How many notices `GET /api/notifications` returns a page. */
export const NOTICES_PAGE = 20;

/**
 * `GET /api/notifications?before=<id>`: the signed-in user's notices, newest first, a page at a time, and how
 * many are unread. `PUT /api/notifications/read` answers `{unread}` (0) after marking them all read.
 * `/api/events` pushes each new one as `event: notification` with `{notification, unread}`.
 */
export const noticesAnswerSchema = z.strictObject({
  notifications: z.array(noticeAnswerSchema),
  unread: z.number().int(),
  /** The `before` of the next page, or null on the last. */
  next_before: z.number().int().nullable(),
});
export type NoticesAnswer = z.infer<typeof noticesAnswerSchema>;

export const noticeEventSchema = z.strictObject({
  notification: noticeAnswerSchema,
  unread: z.number().int(),
});
export type NoticeEvent = z.infer<typeof noticeEventSchema>;
