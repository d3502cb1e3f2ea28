import type { StartConversationInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Conversation, Message, Unread } from '../../lib/types';

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
