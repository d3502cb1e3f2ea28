import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { AUDIENCE_COLUMNS, type ProductAudience } from '../../db/listed';
import type { EventBus } from '../../events';
import type { ConversationRow, MessageRow, QuoteJson } from './conversations.mapper';
import { MESSAGES_CHANNEL, type LiveNotice } from './liveNotice';
import { messageJobKey, NOTICE_JOBS, queueJob } from '../../jobs/queueJob';

/**
 * A message's quote as it is now, or null: an open quote past its `expires_at` reads as expired (nothing
 * needs to change it when the time comes).
 */
export const QUOTE_STATUS =
  "CASE WHEN q.status = 'open' AND q.expires_at <= now() THEN 'expired' ELSE q.status END";
const QUOTE_OF_MESSAGE = `CASE WHEN q.id IS NULL THEN NULL ELSE json_build_object(
  'id', q.id, 'title', q.title, 'description', q.description, 'price', q.price,
  'processing_days', q.processing_days, 'status', ${QUOTE_STATUS}, 'expires_at', q.expires_at,
  'product_id', q.product_id) END`;

/** Messages (`messages as m`) with their quotes, in the columns of `MessageRow`. */
function selectMessages(db: Knex): Knex.QueryBuilder {
  return db('messages as m')
    .leftJoin('quotes as q', 'q.id', 'm.quote_id')
    .select(
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.recipient_id',
      'm.body',
      'm.created_at',
      db.raw(`${QUOTE_OF_MESSAGE} AS quote`),
    );
}

export interface Participants {
  id: number;
  user_low: number;
  user_high: number;
}

export interface NewMessage {
  senderId: number;
  recipientId: number;
  body: string;
  /** The quote this message sends. */
  quoteId?: number;
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
  p.id AS product_id, p.title AS product_title, p.seller_id AS product_seller_id, coalesce(img.url_small, img.url) AS product_preview_image,
  m.conversation_id AS m_conversation_id, m.sender_id AS m_sender_id, m.recipient_id AS m_recipient_id,
  m.body AS m_body, m.created_at AS m_created_at, ${QUOTE_OF_MESSAGE} AS m_quote
FROM conversations c
JOIN users o ON o.id = CASE WHEN c.user_low = :user THEN c.user_high ELSE c.user_low END
JOIN messages m ON m.id = c.last_message_id
LEFT JOIN quotes q ON q.id = m.quote_id
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
            seller_id: row.product_seller_id as number,
          },
    last_message: {
      id: row.last_message_id,
      conversation_id: row.m_conversation_id as number,
      sender_id: row.m_sender_id as number,
      recipient_id: row.m_recipient_id as number,
      body: row.m_body as string,
      quote: row.m_quote as QuoteJson | null,
      created_at: row.m_created_at as Date,
    },
  };
}

export const VACATION_AUTO_REPLY =
  'Automatic reply: this shop is on vacation and not taking orders right now.';

export const vacationAutoReply = (message: string | null) =>
  message ? `${VACATION_AUTO_REPLY} ${message}` : VACATION_AUTO_REPLY;

/** Conversations, messages and read markers; every new message and read is announced on the event bus. */
export function createConversationsRepository(
  db: Db,
  events: EventBus,
  { messageMailDelaySeconds = 0 }: { messageMailDelaySeconds?: number } = {},
) {
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
    const [inserted] = (await trx('messages')
      .insert({
        conversation_id: conversationId,
        sender_id: message.senderId,
        recipient_id: message.recipientId,
        body: message.body,
        quote_id: message.quoteId ?? null,
      })
      .returning('id')) as { id: number }[];
    const row = (await selectMessages(trx).where('m.id', inserted!.id).first()) as MessageRow;
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
    // Its recipient hears of it by mail and in their bell if it is still unread a while later.
    await queueJob(
      trx,
      NOTICE_JOBS.messageSent,
      { message_id: row!.id },
      { delaySeconds: messageMailDelaySeconds, key: messageJobKey(row!.id) },
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
    /** Who may see a listing, archived ones included (a buyer may ask about a sold-out piece). */
    async productAudience(productId: number): Promise<ProductAudience | undefined> {
      return db('products').select(AUDIENCE_COLUMNS).where({ id: productId }).first();
    },

    async isOpenAccount(userId: number): Promise<boolean> {
      return Boolean(await db('users').select('id').where({ id: userId }).whereNull('closed_at').first());
    },

    async isSuspended(userId: number): Promise<boolean> {
      return Boolean(
        await db('users').select('id').where({ id: userId }).whereNotNull('suspended_at').first(),
      );
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

    /** Adds the message within `trx` (another module's write, such as a quote and its answer). */
    insertMessage,

    /** Tells both participants' streams that the message changed (its quote was answered), within `trx`. */
    async announceChanged(trx: Knex, message: MessageRow): Promise<void> {
      await announce(
        {
          kind: 'changed',
          message_id: message.id,
          sender_id: message.sender_id,
          recipient_id: message.recipient_id,
        },
        trx,
      );
    },

    /** The message by id, with its quote as it is now. */
    async message(trx: Knex, messageId: number): Promise<MessageRow | undefined> {
      return selectMessages(trx).where('m.id', messageId).first();
    },

    /** A page of the thread, newest first, older than `beforeId` when given; one row more than asked. */
    async thread(conversationId: number, limit: number, beforeId?: number): Promise<MessageRow[]> {
      const query = selectMessages(db)
        .where('m.conversation_id', conversationId)
        .orderBy('m.id', 'desc')
        .limit(limit + 1);
      if (beforeId !== undefined) query.where('m.id', '<', beforeId);
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
      return selectMessages(db).whereIn('m.id', messageIds).orderBy('m.id');
    },

    /** What the user sent or received after `afterId`, oldest first, at most `limit`: a stream resuming. */
    async messagesAfter(userId: number, afterId: number, limit: number): Promise<MessageRow[]> {
      return selectMessages(db)
        .whereIn(
          'm.conversation_id',
          db('conversations').select('id').where('user_low', userId).orWhere('user_high', userId),
        )
        .where('m.id', '>', afterId)
        .orderBy('m.id')
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

    /** Notes that the user holds a live stream in this process (`live_connections`, migration 027). */
    async markConnected(processId: string, userId: number): Promise<void> {
      await db('live_connections')
        .insert({ process_id: processId, user_id: userId })
        .onConflict(['user_id', 'process_id'])
        .merge({ seen_at: db.fn.now() });
    },

    /** The user's last stream in this process closed; every user's, without `userId` (the process ends). */
    async markDisconnected(processId: string, userId?: number): Promise<void> {
      const rows = db('live_connections').where({ process_id: processId });
      await (userId === undefined ? rows : rows.where({ user_id: userId })).delete();
    },

    /**
     * A heartbeat: this process's rows become exactly `userIds`, fresh (a write that lost a race with a close
     * is put right here), and rows a dead process left behind for an hour go.
     */
    async touchConnections(processId: string, userIds: number[]): Promise<void> {
      await db('live_connections').where({ process_id: processId }).whereNotIn('user_id', userIds).delete();
      await db('live_connections').where({ process_id: processId }).update({ seen_at: db.fn.now() });
      await db('live_connections').where('seen_at', '<', db.raw(`now() - interval '1 hour'`)).delete();
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
