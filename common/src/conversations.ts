import { z } from './zod';
import { fromDecimalText } from './numbers';

/** The most a message may hold; the database checks it too. */
export const MESSAGE_BODY_MAX = 2000;

export const CONVERSATION_MESSAGES = {
  bodyRequired: 'Please write a message.',
  bodyLong: `A message can be at most ${MESSAGE_BODY_MAX} characters.`,
  recipientRequired: 'Say who the message is for: a product or a user.',
  recipientInvalid: 'A valid user id is required.',
  productInvalid: 'A valid product id is required.',
  recipientMismatch: 'This product is sold by someone else.',
  notYourself: 'You cannot send a message to yourself.',
  conversationNotFound: "Conversation couldn't be found",
  recipientNotFound: "User couldn't be found",
  productNotFound: "Product couldn't be found",
  recipientSuspended: 'This member cannot receive messages right now.',
} as const;

/** Plain text: trimmed, 1 to 2,000 characters. */
const bodyText = z
  .string({ error: CONVERSATION_MESSAGES.bodyRequired })
  .trim()
  .min(1, { error: CONVERSATION_MESSAGES.bodyRequired })
  .max(MESSAGE_BODY_MAX, { error: CONVERSATION_MESSAGES.bodyLong });

const idField = (error: string) =>
  z.preprocess(
    fromDecimalText,
    z.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error }),
  );

/** `POST /api/conversations/{id}/messages`. */
export const messageSchema = z.object({ body: bodyText });
export type MessageInput = z.infer<typeof messageSchema>;

/**
 * `POST /api/conversations`: a first message about a product (to its seller) or to a user (from their
 * shop). Writing again to the same person about the same product continues that conversation.
 */
export const startConversationSchema = z
  .object({
    recipient_id: idField(CONVERSATION_MESSAGES.recipientInvalid).optional(),
    product_id: idField(CONVERSATION_MESSAGES.productInvalid).optional(),
    message: bodyText,
  })
  .refine((input) => input.recipient_id !== undefined || input.product_id !== undefined, {
    error: CONVERSATION_MESSAGES.recipientRequired,
    path: ['recipient_id'],
  });
export type StartConversationInput = z.input<typeof startConversationSchema>;
