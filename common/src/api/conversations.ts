import { z } from '../zod';
import { count, id, money, timestamp, url } from './fields';
import { cartItemAnswerSchema } from './cart';
import { publicUserAnswerSchema } from './users';

/**
 * A custom order a seller offered in a conversation. `expired` once its seven days pass while open; an
 * accepted one names the private listing made for the buyer (null again if the seller deletes it).
 */
export const quoteAnswerSchema = z.strictObject({
  id,
  title: z.string(),
  description: z.string(),
  price: money,
  processing_days: count,
  status: z.enum(['open', 'accepted', 'declined', 'expired']),
  expires_at: timestamp,
  product_id: id.nullable(),
});
export type Quote = z.infer<typeof quoteAnswerSchema>;

/** One message of a conversation: plain text, shown as it was written; a seller's quote carries it as it is now. */
export const conversationMessageAnswerSchema = z.strictObject({
  id,
  conversation_id: id,
  sender_id: id,
  body: z.string(),
  quote: quoteAnswerSchema.nullable(),
  created_at: timestamp,
});
export type Message = z.infer<typeof conversationMessageAnswerSchema>;

/** A conversation as its participant sees it in the inbox. */
export const conversationAnswerSchema = z.strictObject({
  id,
  /** The other participant. */
  other: publicUserAnswerSchema,
  /** What it is about; null for a conversation started from a shop, or once the listing is deleted. */
  product: z.strictObject({ id, title: z.string(), preview_image: url.nullable(), seller_id: id }).nullable(),
  last_message: conversationMessageAnswerSchema,
  /** Messages to the signed-in user after their read marker. */
  unread: count,
  updated_at: timestamp,
});
export type Conversation = z.infer<typeof conversationAnswerSchema>;

/** `PUT /api/conversations/{id}/read`, and the `unread` live event (then the total of every conversation). */
export const unreadAnswerSchema = z.strictObject({ unread: count });
export type Unread = z.infer<typeof unreadAnswerSchema>;

/** `PUT /api/quotes/{id}/accept`: the quote, and the private listing's line in the buyer's cart. */
export const quoteAcceptedAnswerSchema = z.strictObject({
  quote: quoteAnswerSchema,
  cart_item: cartItemAnswerSchema,
});
