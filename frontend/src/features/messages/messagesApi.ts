import type { QuoteInput, StartConversationInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import { quoteAccepted } from '../../app/state/events';
import type { CartItem, Conversation, Message, Quote, Unread } from '../../lib/types';

/** The first page of the inbox, or the page a Link header named. */
export const loadInbox = createApiThunk('messages/loadInbox', async (next: string | undefined, api) => {
  return await api.getPage<Conversation>(next ?? '/api/conversations');
});

/** The newest messages of a thread, or older ones from a Link header. */
export const loadThread = createApiThunk(
  'messages/loadThread',
  async ({ conversationId, next }: { conversationId: number; next?: string }, api) => {
    return await api.getPage<Message>(next ?? `/api/conversations/${conversationId}/messages`);
  },
);

export const sendMessage = createApiThunk(
  'messages/send',
  async ({ conversationId, body }: { conversationId: number; body: string }, api) => {
    return await api.post<Message>(`/api/conversations/${conversationId}/messages`, { body });
  },
);

/** Writes to a product's seller or a shop; continues the pair's conversation about it if there is one. */
export const startConversation = createApiThunk(
  'messages/start',
  async (input: StartConversationInput, api) => {
    return await api.post<Conversation>('/api/conversations', input);
  },
);

export const markRead = createApiThunk('messages/markRead', async (conversationId: number, api) => {
  return await api.put<Unread>(`/api/conversations/${conversationId}/read`);
});

/** A custom order offered in a conversation: the answer is the message that carries the quote. */
export const sendQuote = createApiThunk(
  'messages/sendQuote',
  async ({ conversationId, quote }: { conversationId: number; quote: QuoteInput }, api) => {
    return await api.post<Message>(`/api/conversations/${conversationId}/quotes`, quote);
  },
);

/** A quote and the message that carries it, which the slice updates with the answer. */
export interface QuoteRef {
  quoteId: number;
  messageId: number;
}

/** The buyer takes the quote: its private listing lands in their cart, and the cart slice hears of the line. */
export const acceptQuote = createApiThunk(
  'messages/acceptQuote',
  async ({ quoteId }: QuoteRef, api, { dispatch }) => {
    const answer = await api.put<{ quote: Quote; cart_item: CartItem }>(`/api/quotes/${quoteId}/accept`);
    dispatch(quoteAccepted(answer.cart_item));
    return answer.quote;
  },
);

export const declineQuote = createApiThunk('messages/declineQuote', async ({ quoteId }: QuoteRef, api) => {
  return (await api.put<{ quote: Quote }>(`/api/quotes/${quoteId}/decline`)).quote;
});
