import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppSelector } from '../../app/state/hooks';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import type { ApiError } from '../../lib/api';
import type { Conversation, Message, Quote, Status } from '../../lib/types';
import {
  acceptQuote,
  declineQuote,
  loadInbox,
  loadThread,
  markRead,
  sendMessage,
  sendQuote,
  startConversation,
  type QuoteRef,
} from './messagesApi';

/** The inbox: latest message first. */
const conversationsAdapter = createEntityAdapter<Conversation>({
  sortComparer: (a, b) => b.last_message.id - a.last_message.id,
});
/** Every message loaded or heard, of any thread: oldest first, as a thread reads. */
const messagesAdapter = createEntityAdapter<Message>({ sortComparer: (a, b) => a.id - b.id });

interface ThreadState {
  status: Status;
  /** Older messages to load, from the last page's Link header. */
  next: string | null;
  error: ApiError | null;
}

const initialState = {
  conversations: conversationsAdapter.getInitialState(),
  messages: messagesAdapter.getInitialState(),
  inbox: { status: 'idle' as Status, next: null as string | null, error: null as ApiError | null },
  threads: {} as Record<number, ThreadState>,
  /** Messages to the user after their read markers, in every conversation (from the live events). */
  unread: 0,
};
type MessagesState = typeof initialState;

// Loaded with the signed-in header (its badge), the inbox and the thread.
declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    messages: MessagesState;
  }
}

/**
 * A message sent or heard: into its thread, and to the top of the inbox. One already held comes again when
 * it changed (its quote was answered): it replaces the copy held, and counts as nothing new.
 */
function addMessage(state: MessagesState, message: Message) {
  const known = state.messages.entities[message.id];
  messagesAdapter.setOne(state.messages, message);
  const conversation = state.conversations.entities[message.conversation_id];
  if (!conversation || message.id < conversation.last_message.id) return;
  if (message.id === conversation.last_message.id) {
    conversation.last_message = message;
    return;
  }
  conversationsAdapter.upsertOne(state.conversations, {
    ...conversation,
    last_message: message,
    updated_at: message.created_at,
    unread: conversation.unread + (!known && message.sender_id === conversation.other.id ? 1 : 0),
  });
}

/** The buyer's answer to a quote, on the message that carries it (and the inbox's copy, if it is the last). */
function quoteAnswered(state: MessagesState, { messageId }: QuoteRef, quote: Quote) {
  const message = state.messages.entities[messageId];
  if (message) addMessage(state, { ...message, quote });
}

const slice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    /** The live events said how many messages wait unread in all. */
    unreadChanged(state, action: PayloadAction<number>) {
      state.unread = action.payload;
    },
    /** The live events brought a message, sent to or by the user (from another tab). */
    messageReceived(state, action: PayloadAction<Message>) {
      // A conversation the inbox does not hold yet: its first page is read again.
      if (!state.conversations.entities[action.payload.conversation_id]) state.inbox.status = 'idle';
      addMessage(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadInbox.pending, (state) => {
        state.inbox.status = 'pending';
      })
      .addCase(loadInbox.fulfilled, (state, action) => {
        if (action.meta.arg === undefined)
          conversationsAdapter.setAll(state.conversations, action.payload.items);
        else conversationsAdapter.upsertMany(state.conversations, action.payload.items);
        state.inbox = { status: 'succeeded', next: action.payload.next, error: null };
      })
      .addCase(loadInbox.rejected, (state, action) => {
        state.inbox.status = 'failed';
        state.inbox.error = action.payload ?? null;
      })
      .addCase(loadThread.pending, (state, action) => {
        const thread = state.threads[action.meta.arg.conversationId];
        state.threads[action.meta.arg.conversationId] = {
          status: 'pending',
          next: thread?.next ?? null,
          error: null,
        };
      })
      .addCase(loadThread.fulfilled, (state, action) => {
        messagesAdapter.upsertMany(state.messages, action.payload.items);
        state.threads[action.meta.arg.conversationId] = {
          status: 'succeeded',
          next: action.payload.next,
          error: null,
        };
      })
      .addCase(loadThread.rejected, (state, action) => {
        state.threads[action.meta.arg.conversationId] = {
          status: 'failed',
          next: null,
          error: action.payload ?? null,
        };
      })
      .addCase(sendMessage.fulfilled, (state, action) => {
        addMessage(state, action.payload);
      })
      .addCase(sendQuote.fulfilled, (state, action) => {
        addMessage(state, action.payload);
      })
      .addCase(acceptQuote.fulfilled, (state, action) => {
        quoteAnswered(state, action.meta.arg, action.payload);
      })
      .addCase(declineQuote.fulfilled, (state, action) => {
        quoteAnswered(state, action.meta.arg, action.payload);
      })
      .addCase(startConversation.fulfilled, (state, action) => {
        conversationsAdapter.upsertOne(state.conversations, action.payload);
        messagesAdapter.upsertOne(state.messages, action.payload.last_message);
      })
      .addCase(markRead.pending, (state, action) => {
        const conversation = state.conversations.entities[action.meta.arg];
        if (!conversation) return;
        state.unread = Math.max(0, state.unread - conversation.unread);
        conversation.unread = 0;
      });
  },
});

export const messagesSlice = slice.injectInto(rootReducer, injectConfig);
export const { unreadChanged, messageReceived } = messagesSlice.actions;

const stateOf = (state: RootState): MessagesState => state.messages ?? initialState;
const conversationSelectors = conversationsAdapter.getSelectors(
  (state: RootState) => stateOf(state).conversations,
);
const messageSelectors = messagesAdapter.getSelectors((state: RootState) => stateOf(state).messages);

export const selectConversations = conversationSelectors.selectAll;
export const selectConversation = conversationSelectors.selectById;
export const selectInbox = (state: RootState) => stateOf(state).inbox;
export const selectUnread = (state: RootState) => stateOf(state).unread;
export const selectThreadState = (state: RootState, conversationId: number): ThreadState =>
  stateOf(state).threads[conversationId] ?? IDLE_THREAD;
const IDLE_THREAD: ThreadState = { status: 'idle', next: null, error: null };

/** A thread's messages, oldest first. */
export const selectThreadMessages = createAppSelector(
  [messageSelectors.selectAll, (_state: RootState, conversationId: number) => conversationId],
  (messages, conversationId) => messages.filter((message) => message.conversation_id === conversationId),
);
