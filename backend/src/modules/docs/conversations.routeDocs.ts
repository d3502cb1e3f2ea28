import { messageSchema, quoteSchema, startConversationSchema } from '@handmade/common';
import { z } from 'zod';
import { inboxQuerySchema, threadQuerySchema } from '../conversations';
import * as shapes from './openapi.schemas';
import type { RouteDoc } from './routeDoc';

const NEXT_LINK = { Link: '`<...&cursor=...>; rel="next"` while another page exists; follow it unchanged.' };
const NOT_PARTICIPANT = 'No such conversation among the signed-in user’s (anyone else’s is 404 too).';
const conversationId = { id: 'The conversation id.' };
const quoteId = { id: 'The quote id.' };
const QUOTE_CLOSED = 'The quote was answered already, or its 7 days are over.';

/** The inbox, threads and the live events stream. */
export const conversationsRouteDocs: RouteDoc[] = [
  {
    id: 'listConversations',
    method: 'get',
    path: '/api/conversations',
    tag: 'Conversations',
    summary: 'The signed-in user’s conversations, latest message first, with unread counts',
    signedIn: true,
    query: {
      schema: inboxQuerySchema,
      about: {
        limit: 'Page size, 1 to 200 (50 by default).',
        cursor: 'The cursor from the previous page’s Link header; opaque.',
      },
    },
    answers: [
      {
        status: 200,
        description: 'A page of conversations.',
        schema: z.array(shapes.ConversationSchema),
        headers: NEXT_LINK,
      },
    ],
  },
  {
    id: 'startConversation',
    method: 'post',
    path: '/api/conversations',
    tag: 'Conversations',
    summary: 'Write to a product’s seller or to a user; the same pair and product continue one conversation',
    description:
      'Send `product_id` (the message goes to its seller) or `recipient_id` (a shop). Errors are keyed `message`, `product_id` and `recipient_id`.',
    signedIn: true,
    body: startConversationSchema,
    answers: [
      { status: 201, description: 'A new conversation.', schema: shapes.ConversationSchema },
      {
        status: 200,
        description: 'The existing conversation, the message added.',
        schema: shapes.ConversationSchema,
      },
    ],
    errors: { 403: 'Writing to oneself.', 404: 'No such product or user, or the account is closed.' },
  },
  {
    id: 'listMessages',
    method: 'get',
    path: '/api/conversations/{id}/messages',
    tag: 'Conversations',
    summary: 'A conversation’s messages, newest first',
    signedIn: true,
    pathParams: conversationId,
    query: {
      schema: threadQuerySchema,
      about: {
        limit: 'Page size, 1 to 200 (30 by default).',
        cursor: 'The cursor from the previous page’s Link header; opaque.',
      },
    },
    answers: [
      {
        status: 200,
        description: 'A page of messages.',
        schema: z.array(shapes.ConversationMessageSchema),
        headers: NEXT_LINK,
      },
    ],
    errors: { 404: NOT_PARTICIPANT },
  },
  {
    id: 'sendMessage',
    method: 'post',
    path: '/api/conversations/{id}/messages',
    tag: 'Conversations',
    summary: 'Send a message; the other participant’s open event streams get it at once',
    description: 'Plain text, 1 to 2,000 characters after trimming; errors are keyed `body`.',
    signedIn: true,
    pathParams: conversationId,
    body: messageSchema,
    answers: [{ status: 201, description: 'The message.', schema: shapes.ConversationMessageSchema }],
    errors: { 404: NOT_PARTICIPANT },
  },
  {
    id: 'markConversationRead',
    method: 'put',
    path: '/api/conversations/{id}/read',
    tag: 'Conversations',
    summary: 'Mark every message of the conversation read for the signed-in user',
    signedIn: true,
    pathParams: conversationId,
    answers: [{ status: 200, description: 'No unread message left in it.', schema: shapes.UnreadSchema }],
    errors: { 404: NOT_PARTICIPANT },
  },
  {
    id: 'sendQuote',
    method: 'post',
    path: '/api/conversations/{id}/quotes',
    tag: 'Conversations',
    summary: 'Offer the other participant a custom order, as a message carrying the quote',
    description:
      'In a conversation about a listing only its seller may; in one started from a shop, either participant. ' +
      'The price is what the buyer pays, shipping included; `processing_days` (1 to 90) is how long making and sending takes. Errors are keyed by field.',
    signedIn: true,
    pathParams: conversationId,
    body: quoteSchema,
    answers: [
      {
        status: 201,
        description: 'The message, with its `quote`.',
        schema: shapes.ConversationMessageSchema,
      },
    ],
    errors: { 403: 'Not the seller of the listing the conversation is about.', 404: NOT_PARTICIPANT },
  },
  {
    id: 'acceptQuote',
    method: 'put',
    path: '/api/quotes/{id}/accept',
    tag: 'Conversations',
    summary:
      'Accept a quote: a private listing only the buyer and seller can see, already in the buyer’s cart',
    description:
      'The listing is one piece at the quote’s price, shipping free, made within its processing days; anyone else gets 404 for it everywhere. The buyer’s answer is added to the thread.',
    signedIn: true,
    pathParams: quoteId,
    answers: [
      { status: 200, description: 'The quote and the cart line.', schema: shapes.QuoteAcceptedSchema },
    ],
    errors: {
      403: 'The seller who sent it.',
      404: 'Not a quote of the signed-in user’s.',
      409: QUOTE_CLOSED,
    },
  },
  {
    id: 'declineQuote',
    method: 'put',
    path: '/api/quotes/{id}/decline',
    tag: 'Conversations',
    summary: 'Decline a quote; the buyer’s answer is added to the thread',
    signedIn: true,
    pathParams: quoteId,
    answers: [
      {
        status: 200,
        description: 'The quote.',
        schema: z.strictObject({ quote: shapes.QuoteSchema }),
      },
    ],
    errors: {
      403: 'The seller who sent it.',
      404: 'Not a quote of the signed-in user’s.',
      409: QUOTE_CLOSED,
    },
  },
  {
    id: 'events',
    method: 'get',
    path: '/api/events',
    tag: 'Conversations',
    summary: 'Server-Sent Events for the signed-in user: `message` (a new message) and `unread` (the total)',
    description:
      'Each `message` event carries a `ConversationMessage` and its id as the event id; `unread` carries `{unread}`. ' +
      'A message whose quote was answered comes again, without an event id: replace the one shown. ' +
      'A reconnecting client sends `Last-Event-ID` (or, opening a new stream, `?last_event_id=`) and gets the messages it missed. A comment line every 25 s keeps the stream open. ' +
      'The stream ends when its session does (signed out, the password changed, the account closed or suspended), whichever process holds it; reconnecting then answers 401.',
    signedIn: true,
    headers: [
      { name: 'Last-Event-ID', description: 'The id of the last event received, to resume after it.' },
    ],
    answers: [
      { status: 200, description: 'An event stream that stays open.', contentType: 'text/event-stream' },
    ],
  },
];
