import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import type { EventBus } from '../../events';
import type { ConversationRow, MessageRow } from './conversations.mapper';
import { MESSAGES_CHANNEL, type LiveNotice } from './liveNotice';

const MESSAGE_COLUMNS = ['id', 'conversation_id', 'sender_id', 'recipient_id', 'body', 'created_at'];

export interface Participants {
  id: number;
  user_low: number;
  user_high: number;
}

export interface NewMessage {
  senderId: number;
  recipientId: number;
  body: string;
}

// One row per conversation of :user, with the other participant, the product and the last message; the
// unread count reads the recipient's messages after their marker from the messages_unread index.
const INBOX_SQL = `
SELECT c.id, c.updated_at, c.last_message_id,
  (SELECT CAST(count(*) AS int) FROM messages um
    WHERE um.recipient_id = :user AND um.conversation_id = c.id
      AND um.id > coalesce(r.last_read_message_id, 0)) AS unread,
  o.id AS other_id, o.username AS other_username, o.first_name AS other_first_name,
  o.last_name AS other_last_name, o.profile_url AS other_profile_url,
  o.seller_stars_total AS other_seller_stars_total, o.seller_review_count AS other_seller_review_count,
  p.id AS product_id, p.title AS product_title, coalesce(img.url_small, img.url) AS product_preview_image,
  m.conversation_id AS m_conversation_id, m.sender_id AS m_sender_id, m.recipient_id AS m_recipient_id,
  m.body AS m_body, m.created_at AS m_created_at
FROM conversations c
JOIN users o ON o.id = CASE WHEN c.user_low = :user THEN c.user_high ELSE c.user_low END
JOIN messages m ON m.id = c.last_message_id
LEFT JOIN conversation_reads r ON r.conversation_id = c.id AND r.user_id = :user
LEFT JOIN products p ON p.id = c.product_id
LEFT JOIN product_images img ON img.product_id = p.id AND img.preview
WHERE (c.user_low = :user OR c.user_high = :user) AND o.closed_at IS NULL`;

type InboxRecord = Record<string, unknown> & { id: number; updated_at: Date; last_message_id: number };

function toConversationRow(row: InboxRecord): ConversationRow {
  return {
    id: row.id,
    updated_at: row.updated_at,
    unread: row.unread as number,
    other: {
      id: row.other_id as number,
      username: row.other_username as string,
      first_name: row.other_first_name as string,
      last_name: row.other_last_name as string,
      profile_url: row.other_profile_url as string | null,
      seller_stars_total: row.other_seller_stars_total as number,
      seller_review_count: row.other_seller_review_count as number,
    },
    product:
      row.product_id === null
        ? null
        : {
            id: row.product_id as number,
            title: row.product_title as string,
            preview_image: row.product_preview_image as string | null,
          },
    last_message: {
      id: row.last_message_id,
      conversation_id: row.m_conversation_id as number,
      sender_id: row.m_sender_id as number,
      recipient_id: row.m_recipient_id as number,
      body: row.m_body as string,
      created_at: row.m_created_at as Date,
    },
  };
}

export const VACATION_AUTO_REPLY =
  'Automatic reply: this shop is on vacation and not taking orders right now.';

export const vacationAutoReply = (message: string | null) =>
  message ? `${VACATION_AUTO_REPLY} ${message}` : VACATION_AUTO_REPLY;

/** Conversations, messages and read markers; every new message and read is announced on the event bus. */
export function createConversationsRepository(db: Db, events: EventBus) {
  const announce = (notice: LiveNotice, trx: Knex) =>
    events.publish(MESSAGES_CHANNEL, JSON.stringify(notice), trx);

  /**
   * A recipient on vacation answers each conversation once per vacation, with their vacation message: the
   * buyer learns at once why no one replies. Written in the sender's transaction, after their message.
   */
  async function autoReplyFromVacation(trx: Knex, conversationId: number, message: NewMessage) {
    const away = await trx('users')
      .select('vacation_message', 'vacation_since')
      .where({ id: message.recipientId, vacation_on: true })
      .first();
    if (!away) return;
    const answered = await trx('messages')
      .where({ conversation_id: conversationId, sender_id: message.recipientId })
      .where('created_at', '>=', away.vacation_since)
      .first('id');
    if (answered) return;
    await insertMessage(
      trx,
      conversationId,
      {
        senderId: message.recipientId,
        recipientId: message.senderId,
        body: vacationAutoReply(away.vacation_message),
      },
      false,
    );
  }

  /** Inserts the message, moves the sender's read marker past it, and announces it when the insert commits. */
  async function insertMessage(
    trx: Knex,
    conversationId: number,
    message: NewMessage,
    mayAutoReply = true,
  ): Promise<MessageRow> {
    const [row] = (await trx('messages')
      .insert({
        conversation_id: conversationId,
        sender_id: message.senderId,
        recipient_id: message.recipientId,
        body: message.body,
      })
      .returning(MESSAGE_COLUMNS)) as MessageRow[];
    await trx('conversation_reads')
      .where({ conversation_id: conversationId, user_id: message.senderId })
      .update({ last_read_message_id: trx.raw('GREATEST(last_read_message_id, ?)', [row!.id]) });
    await announce(
      {
        kind: 'message',
        message_id: row!.id,
        sender_id: message.senderId,
        recipient_id: message.recipientId,
      },
      trx,
    );
    if (mayAutoReply) await autoReplyFromVacation(trx, conversationId, message);
    return row!;
  }

  /** The unread totals of several users in one query (0 for a user with no conversation). */
  async function unreadTotals(userIds: number[]): Promise<Map<number, number>> {
    const rows: { user_id: number; unread: number }[] = await db('conversation_reads as r')
      .join('messages as m', function unreadOnly() {
        this.on('m.recipient_id', 'r.user_id')
          .andOn('m.conversation_id', 'r.conversation_id')
          .andOn('m.id', '>', 'r.last_read_message_id');
      })
      .whereIn('r.user_id', userIds)
      .groupBy('r.user_id')
      .select('r.user_id', db.raw('CAST(count(*) AS int) AS unread'));
    const totals = new Map(userIds.map((id) => [id, 0]));
    for (const row of rows) totals.set(row.user_id, row.unread);
    return totals;
  }

  return {
    /** A listing's seller, archived listings included (a buyer may ask about a sold-out piece). */
    async productSeller(productId: number): Promise<number | undefined> {
      const row = await db('products').select('seller_id').where({ id: productId }).first();
      return row?.seller_id;
    },

    async isOpenAccount(userId: number): Promise<boolean> {
      return Boolean(await db('users').select('id').where({ id: userId }).whereNull('closed_at').first());
    },

    /**
     * The pair's conversation about the product (or about nothing), made on first use, with the message
     * added. `created` says whether this message started it.
     */
    async startOrContinue(
      productId: number | null,
      message: NewMessage,
    ): Promise<{ conversationId: number; created: boolean; message: MessageRow }> {
      const low = Math.min(message.senderId, message.recipientId);
      const high = Math.max(message.senderId, message.recipientId);
      return db.transaction(async (trx) => {
        const inserted = await trx.raw<{ rows: { id: number }[] }>(
          `INSERT INTO conversations (user_low, user_high, product_id) VALUES (?, ?, ?)
           ON CONFLICT (user_low, user_high, product_id) DO NOTHING RETURNING id`,
          [low, high, productId],
        );
        let conversationId = inserted.rows[0]?.id;
        const created = conversationId !== undefined;
        if (conversationId === undefined) {
          const existing = await trx('conversations')
            .select('id')
            .where({ user_low: low, user_high: high })
            .whereRaw('product_id IS NOT DISTINCT FROM ?', [productId])
            .first();
          conversationId = existing.id as number;
        } else {
          await trx('conversation_reads').insert([
            { conversation_id: conversationId, user_id: low },
            { conversation_id: conversationId, user_id: high },
          ]);
        }
        return { conversationId, created, message: await insertMessage(trx, conversationId, message) };
      });
    },

    /** The conversation if the user takes part in it and the other participant's account is open. */
    async findForParticipant(conversationId: number, userId: number): Promise<Participants | undefined> {
      return db('conversations as c')
        .join(
          'users as o',
          'o.id',
          db.raw('CASE WHEN c.user_low = ? THEN c.user_high ELSE c.user_low END', [userId]),
        )
        .select('c.id', 'c.user_low', 'c.user_high')
        .where('c.id', conversationId)
        .where((q) => q.where('c.user_low', userId).orWhere('c.user_high', userId))
        .whereNull('o.closed_at')
        .first();
    },

    async addMessage(conversationId: number, message: NewMessage): Promise<MessageRow> {
      return db.transaction((trx) => insertMessage(trx, conversationId, message));
    },

    /** A page of the thread, newest first, older than `beforeId` when given; one row more than asked. */
    async thread(conversationId: number, limit: number, beforeId?: number): Promise<MessageRow[]> {
      const query = db('messages')
        .select(MESSAGE_COLUMNS)
        .where({ conversation_id: conversationId })
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (beforeId !== undefined) query.where('id', '<', beforeId);
      return query;
    },

    /** Moves the user's marker to the conversation's last message and announces it to their other tabs. */
    async markRead(conversationId: number, userId: number): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('conversation_reads as r')
          .where({ 'r.conversation_id': conversationId, 'r.user_id': userId })
          .update({
            last_read_message_id: trx.raw(
              'GREATEST(r.last_read_message_id, (SELECT coalesce(last_message_id, 0) FROM conversations WHERE id = ?))',
              [conversationId],
            ),
          });
        await announce({ kind: 'read', user_id: userId }, trx);
      });
    },

    /** The user's conversations, latest message first, older than `beforeMessageId`; one row more than asked. */
    async inbox(userId: number, limit: number, beforeMessageId?: number): Promise<ConversationRow[]> {
      const before = beforeMessageId === undefined ? '' : ' AND c.last_message_id < :before';
      const { rows } = await db.raw<{ rows: InboxRecord[] }>(
        `${INBOX_SQL}${before} ORDER BY c.last_message_id DESC LIMIT :limit`,
        { user: userId, limit: limit + 1, before: beforeMessageId ?? null },
      );
      return rows.map(toConversationRow);
    },

    async conversation(conversationId: number, userId: number): Promise<ConversationRow | undefined> {
      const { rows } = await db.raw<{ rows: InboxRecord[] }>(`${INBOX_SQL} AND c.id = :id`, {
        user: userId,
        id: conversationId,
      });
      return rows[0] && toConversationRow(rows[0]);
    },

    /** Messages to the user after their read markers, in every conversation. */
    async unreadTotal(userId: number): Promise<number> {
      return (await unreadTotals([userId])).get(userId) ?? 0;
    },

    unreadTotals,

    async messagesByIds(messageIds: number[]): Promise<MessageRow[]> {
      if (messageIds.length === 0) return [];
      return db('messages').select(MESSAGE_COLUMNS).whereIn('id', messageIds).orderBy('id');
    },

    /** What the user sent or received after `afterId`, oldest first, at most `limit`: a stream resuming. */
    async messagesAfter(userId: number, afterId: number, limit: number): Promise<MessageRow[]> {
      return db('messages')
        .select(MESSAGE_COLUMNS)
        .whereIn(
          'conversation_id',
          db('conversations').select('id').where('user_low', userId).orWhere('user_high', userId),
        )
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit);
    },

    /** The newest message id the user sent or received (0 when none): where a new stream starts. */
    async latestMessageId(userId: number): Promise<number> {
      const row = await db('conversations')
        .max<{ max: number | null }[]>('last_message_id as max')
        .where('user_low', userId)
        .orWhere('user_high', userId)
        .first();
      return Number(row?.max ?? 0);
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
