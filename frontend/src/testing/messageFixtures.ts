import type { Conversation, Message, Quote } from '../lib/types';
import { seller, shopper } from './fixtures';

/** The `seller` fixture as the other participant of the shopper's conversations. */
export const clara = { ...seller, profile_url: null };

/** A message of conversation 5, from the shopper unless told. */
export function makeMessage(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: 5,
    sender_id: shopper.id,
    body: `Message ${id}`,
    quote: null,
    created_at: '2024-06-12T09:00:00.000Z',
    ...overrides,
  };
}

/** The shopper's conversation with Clara about her blue bowl. */
export function makeConversation(id: number, last: Message, unread = 0): Conversation {
  return {
    id,
    other: clara,
    product: { id: 1, title: 'Blue bowl', preview_image: null, seller_id: seller.id },
    last_message: last,
    unread,
    updated_at: last.created_at,
  };
}

/** An open custom order quote: $180 for a set of four bowls, made and sent within 14 days. */
export function makeQuote(id: number, overrides: Partial<Quote> = {}): Quote {
  return {
    id,
    title: 'Set of four blue bowls',
    description: 'Four bowls in cobalt glaze,\nabout 15 cm across.',
    price: 180,
    processing_days: 14,
    status: 'open',
    expires_at: '2024-06-19T09:00:00.000Z',
    product_id: null,
    ...overrides,
  };
}
