import { z } from 'zod';

/** The kinds of mail a person may turn off; security mails (password reset, password changed) are always sent. */
export const NOTIFICATION_KINDS = ['orders', 'messages', 'reviews', 'favorites'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind covers, as the account page and the unsubscribe page name it. */
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  orders: 'Orders: your receipts, sales, and each shipment shipped, delivered or cancelled',
  messages: 'Messages: a new message while you are away',
  reviews: 'Reviews: a review of your product, a reply to your review',
  favorites: 'Favorites: a favorite back in stock',
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
