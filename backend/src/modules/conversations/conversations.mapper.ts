import type { Conversation, Message, Quote } from '@handmade/common';
import { toPublicUser, type PublicUserRow } from '../users';

export type { Conversation, Message, Quote, Unread } from '@handmade/common';

/** A message's quote as PostgreSQL's `json_build_object` writes it (its time as text). */
export type QuoteJson = Omit<Quote, 'expires_at'> & { expires_at: string };

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  quote: QuoteJson | null;
  created_at: Date;
}

/** A conversation as one participant sees it: the other one, the product, the last message, unread count. */
export interface ConversationRow {
  id: number;
  updated_at: Date;
  unread: number;
  other: PublicUserRow;
  product: { id: number; title: string; preview_image: string | null; seller_id: number } | null;
  last_message: MessageRow;
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    body: row.body,
    quote: row.quote && { ...row.quote, expires_at: new Date(row.quote.expires_at).toISOString() },
    created_at: row.created_at.toISOString(),
  };
}

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    other: toPublicUser(row.other),
    product: row.product,
    last_message: toMessage(row.last_message),
    unread: row.unread,
    updated_at: row.updated_at.toISOString(),
  };
}
