import { z } from 'zod';
import { count, id, timestamp, url } from './fields';
import { publicUserAnswerSchema } from './users';

/** One message of a conversation: plain text, shown as it was written. */
export const conversationMessageAnswerSchema = z.strictObject({
  id,
  conversation_id: id,
  sender_id: id,
  body: z.string(),
  created_at: timestamp,
});
export type Message = z.infer<typeof conversationMessageAnswerSchema>;

/** A conversation as its participant sees it in the inbox. */
export const conversationAnswerSchema = z.strictObject({
  id,
  /** The other participant. */
  other: publicUserAnswerSchema,
  /** What it is about; null for a conversation started from a shop, or once the listing is deleted. */
  product: z.strictObject({ id, title: z.string(), preview_image: url.nullable() }).nullable(),
  last_message: conversationMessageAnswerSchema,
  /** Messages to the signed-in user after their read marker. */
  unread: count,
  updated_at: timestamp,
});
export type Conversation = z.infer<typeof conversationAnswerSchema>;

/** `PUT /api/conversations/{id}/read`, and the `unread` live event (then the total of every conversation). */
export const unreadAnswerSchema = z.strictObject({ unread: count });
export type Unread = z.infer<typeof unreadAnswerSchema>;
