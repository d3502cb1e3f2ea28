import { CONVERSATION_MESSAGES, type MessageInput, type startConversationSchema } from '@handmade/common';
import { z } from 'zod';
import { mayBuy } from '../../db/listed';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError';
import { decodeCursor, encodeCursor, takePage } from '../../http/pagination';
import type { User } from '../users';
import {
  toConversation,
  toMessage,
  type Conversation,
  type Message,
  type Unread,
} from './conversations.mapper';
import type { ConversationsRepository, Participants } from './conversations.repository';

const messageIdKey = z.tuple([z.number().int().min(1)]);

export interface Page<T> {
  items: T[];
  next: string | undefined;
}

type StartInput = z.infer<typeof startConversationSchema>;

const otherOf = (conversation: Participants, userId: number) =>
  conversation.user_low === userId ? conversation.user_high : conversation.user_low;

/** Who may read and write what: participants only, never oneself, never with a closed account. */
export function createConversationsService(conversations: ConversationsRepository) {
  /** The conversation if the user takes part in it; 404 otherwise, as if it did not exist. */
  async function participantOf(user: User, conversationId: number): Promise<Participants> {
    const found = await conversations.findForParticipant(conversationId, user.id);
    if (!found) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
    return found;
  }

  /** A suspended member's conversations stay readable, but no one may write to them (409). */
  async function refuseSuspended(recipientId: number): Promise<void> {
    if (await conversations.isSuspended(recipientId)) {
      throw conflict(CONVERSATION_MESSAGES.recipientSuspended);
    }
  }

  /** Whom a new conversation goes to: the product's seller, or the user named. */
  async function recipientOf(user: User, input: StartInput): Promise<number> {
    let recipientId = input.recipient_id;
    if (input.product_id !== undefined) {
      const product = await conversations.productAudience(input.product_id);
      if (!product || !mayBuy(product, user.id)) throw notFound(CONVERSATION_MESSAGES.productNotFound);
      const sellerId = product.seller_id;
      if (recipientId !== undefined && recipientId !== sellerId) {
        throw badRequest(CONVERSATION_MESSAGES.recipientMismatch, {
          recipient_id: CONVERSATION_MESSAGES.recipientMismatch,
        });
      }
      recipientId = sellerId;
    }
    if (recipientId === user.id) throw forbidden(CONVERSATION_MESSAGES.notYourself);
    if (recipientId === undefined || !(await conversations.isOpenAccount(recipientId))) {
      throw notFound(CONVERSATION_MESSAGES.recipientNotFound);
    }
    await refuseSuspended(recipientId);
    return recipientId;
  }

  async function conversationFor(user: User, conversationId: number): Promise<Conversation> {
    const row = await conversations.conversation(conversationId, user.id);
    if (!row) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
    return toConversation(row);
  }

  return {
    /** The conversation's two participants, if the user is one of them (404 otherwise). */
    participantOf,

    async inbox(user: User, limit: number, cursor: string | undefined): Promise<Page<Conversation>> {
      const before = cursor ? decodeCursor(cursor, 'inbox', messageIdKey)[0] : undefined;
      const rows = await conversations.inbox(user.id, limit, before);
      const page = takePage(rows, limit, (last) => encodeCursor('inbox', [last.last_message.id]));
      return { items: page.items.map(toConversation), next: page.next };
    },

    /** Starts a conversation, or continues the pair's one about the same product. */
    async start(user: User, input: StartInput): Promise<{ conversation: Conversation; created: boolean }> {
      const recipientId = await recipientOf(user, input);
      const { conversationId, created } = await conversations.startOrContinue(input.product_id ?? null, {
        senderId: user.id,
        recipientId,
        body: input.message,
      });
      return { conversation: await conversationFor(user, conversationId), created };
    },

    async thread(
      user: User,
      conversationId: number,
      limit: number,
      cursor: string | undefined,
    ): Promise<Page<Message>> {
      await participantOf(user, conversationId);
      const before = cursor ? decodeCursor(cursor, 'thread', messageIdKey)[0] : undefined;
      const rows = await conversations.thread(conversationId, limit, before);
      const page = takePage(rows, limit, (last) => encodeCursor('thread', [last.id]));
      return { items: page.items.map(toMessage), next: page.next };
    },

    async send(user: User, conversationId: number, input: MessageInput): Promise<Message> {
      const conversation = await participantOf(user, conversationId);
      const recipientId = otherOf(conversation, user.id);
      await refuseSuspended(recipientId);
      const row = await conversations.addMessage(conversationId, {
        senderId: user.id,
        recipientId,
        body: input.body,
      });
      return toMessage(row);
    },

    async markRead(user: User, conversationId: number): Promise<Unread> {
      await participantOf(user, conversationId);
      await conversations.markRead(conversationId, user.id);
      return { unread: 0 };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
