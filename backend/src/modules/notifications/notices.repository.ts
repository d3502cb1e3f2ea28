import { NOTICES_PAGE, type Notice } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import type { EventBus } from '../../events';
import { queueMail, type Mail, type NewNotice } from '../../mail';
import { MESSAGES_CHANNEL } from '../conversations';

/** One person told one thing: the notice in their bell, and the mail when they want that kind. */
export interface Telling {
  userId: number;
  notice: NewNotice;
  mail?: Mail;
}

interface NoticeRow extends NewNotice {
  id: number;
  user_id: number;
  created_at: Date;
  read_at: Date | null;
}

export const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.created_at.toISOString(),
  read: row.read_at !== null,
});

const COLUMNS = ['id', 'user_id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'];

/** The bell's notices: written with their mails in one transaction, announced live when it commits. */
export function createNoticesRepository(db: Db, events: EventBus) {
  const unreadCounts = async (userIds: number[]): Promise<Map<number, number>> => {
    const rows: { user_id: number; unread: number }[] = await db('notifications')
      .select('user_id')
      .count({ unread: '*' })
      .whereIn('user_id', userIds)
      .whereNull('read_at')
      .groupBy('user_id');
    return new Map(rows.map((row) => [row.user_id, Number(row.unread)]));
  };

  return {
    /**
     * Writes every notice and queues every mail in one transaction, so a task tried again tells no one twice;
     * nothing at all when `onlyIf` (run first, in that transaction) says no.
     */
    async tell(tellings: Telling[], onlyIf?: (trx: Knex.Transaction) => Promise<boolean>): Promise<void> {
      if (tellings.length === 0) return;
      await db.transaction(async (trx: Knex.Transaction) => {
        if (onlyIf && !(await onlyIf(trx))) return;
        for (const { userId, notice, mail } of tellings) {
          const [row] = (await trx('notifications')
            .insert({ user_id: userId, ...notice })
            .returning('id')) as { id: number }[];
          const announcement = { kind: 'notification', notification_id: row!.id, user_id: userId };
          await events.publish(MESSAGES_CHANNEL, JSON.stringify(announcement), trx);
          if (mail) await queueMail(trx, mail);
        }
      });
    },

    /** A page of the user's notices, newest first, those older than `before` when given. */
    async page(userId: number, before?: number): Promise<NoticeRow[]> {
      const query = db('notifications')
        .select(COLUMNS)
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .limit(NOTICES_PAGE + 1);
      if (before !== undefined) query.where('id', '<', before);
      return query;
    },

    async unreadCount(userId: number): Promise<number> {
      return (await unreadCounts([userId])).get(userId) ?? 0;
    },

    async markAllRead(userId: number): Promise<void> {
      await db('notifications')
        .where({ user_id: userId })
        .whereNull('read_at')
        .update({ read_at: db.fn.now() });
    },

    /** The notices an announcement names, each with its user's unread count: what `/api/events` pushes. */
    async forEvents(ids: number[]): Promise<{ user_id: number; notification: Notice; unread: number }[]> {
      const rows: NoticeRow[] = await db('notifications').select(COLUMNS).whereIn('id', ids).orderBy('id');
      const counts = await unreadCounts([...new Set(rows.map((row) => row.user_id))]);
      return rows.map((row) => ({
        user_id: row.user_id,
        notification: toNotice(row),
        unread: counts.get(row.user_id) ?? 0,
      }));
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
