import { ADMIN_MESSAGES, type AuditAction, type AuditEntry } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import type { EventBus } from '../../events';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import { MESSAGES_CHANNEL } from '../conversations';

const AUDIT_PAGE = 50;

interface AuditRow {
  id: string;
  admin_id: number;
  admin_username: string;
  action: AuditAction;
  target_type: AuditEntry['target_type'];
  target_id: number;
  reason: string;
  created_at: Date;
}

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: Number(row.id),
  admin: { id: row.admin_id, username: row.admin_username },
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
});

/** Writes one admin action to the audit log, in the transaction of the action. */
export const audit = (
  trx: Knex,
  adminId: number,
  action: AuditAction,
  target: [string, number],
  reason: string,
) =>
  trx('audit_log').insert({
    admin_id: adminId,
    action,
    target_type: target[0],
    target_id: target[1],
    reason,
  });

/** What an action found: done, or why not. */
export type Outcome = 'done' | 'missing' | 'unchanged' | 'admin';

/**
 * Admin actions. Each changes what it acts on and writes its audit entry in one transaction (the entry is
 * append-only: a trigger refuses to change or delete it, migration 028); none deletes anything.
 */
export function createAdminRepository(db: Db, events: EventBus) {
  async function hideProductIn(
    trx: Knex,
    adminId: number,
    productId: number,
    reason: string,
  ): Promise<Outcome> {
    const product = await trx('products').select('hidden_at').where({ id: productId }).forUpdate().first();
    if (!product) return 'missing';
    if (product.hidden_at !== null) return 'unchanged';
    await trx('products')
      .where({ id: productId })
      .update({ hidden_at: trx.fn.now(), hidden_reason: reason, hidden_with_seller: false });
    await audit(trx, adminId, 'hide_product', ['product', productId], reason);
    await queueJob(trx, NOTICE_JOBS.listingModerated, { product_id: productId });
    return 'done';
  }

  async function suspendUserIn(trx: Knex, adminId: number, userId: number, reason: string): Promise<Outcome> {
    const user = await trx('users')
      .select('role', 'suspended_at')
      .where({ id: userId })
      .whereNull('closed_at')
      .forUpdate()
      .first();
    if (!user) return 'missing';
    if (user.role === 'admin') return 'admin';
    if (user.suspended_at !== null) return 'unchanged';
    await trx('users')
      .where({ id: userId })
      .update({
        suspended_at: trx.fn.now(),
        suspended_reason: reason,
        token_version: trx.raw('token_version + 1'),
      });
    await trx('products').where({ seller_id: userId }).whereNull('hidden_at').update({
      hidden_at: trx.fn.now(),
      hidden_reason: ADMIN_MESSAGES.shopSuspended,
      hidden_with_seller: true,
    });
    await events.publish(MESSAGES_CHANNEL, JSON.stringify({ kind: 'ended', user_id: userId }), trx);
    await audit(trx, adminId, 'suspend_user', ['user', userId], reason);
    return 'done';
  }

  return {
    hideProductIn,
    suspendUserIn,

    async hideProduct(adminId: number, productId: number, reason: string): Promise<Outcome> {
      return db.transaction((trx) => hideProductIn(trx, adminId, productId, reason));
    },

    async restoreProduct(adminId: number, productId: number, reason: string): Promise<Outcome> {
      return db.transaction(async (trx) => {
        const product = await trx('products')
          .select('hidden_at')
          .where({ id: productId })
          .forUpdate()
          .first();
        if (!product) return 'missing';
        if (product.hidden_at === null) return 'unchanged';
        await trx('products')
          .where({ id: productId })
          .update({ hidden_at: null, hidden_reason: null, hidden_with_seller: false });
        await audit(trx, adminId, 'restore_product', ['product', productId], reason);
        await queueJob(trx, NOTICE_JOBS.listingModerated, { product_id: productId });
        return 'done';
      });
    },

    /**
     * Suspends the account: every session ends (its token version moves on, which every process hears), its
     * open event streams close, and its listed products are hidden with it.
     */
    async suspendUser(adminId: number, userId: number, reason: string): Promise<Outcome> {
      return db.transaction((trx) => suspendUserIn(trx, adminId, userId, reason));
    },

    /** Undoes a suspension exactly: the account may sign in again, and the listings hidden with it show. */
    async reinstateUser(adminId: number, userId: number, reason: string): Promise<Outcome> {
      return db.transaction(async (trx) => {
        const user = await trx('users').select('suspended_at').where({ id: userId }).forUpdate().first();
        if (!user) return 'missing';
        if (user.suspended_at === null) return 'unchanged';
        await trx('users').where({ id: userId }).update({ suspended_at: null, suspended_reason: null });
        await trx('products')
          .where({ seller_id: userId, hidden_with_seller: true })
          .update({ hidden_at: null, hidden_reason: null, hidden_with_seller: false });
        await audit(trx, adminId, 'reinstate_user', ['user', userId], reason);
        return 'done';
      });
    },

    async moderatedUser(userId: number) {
      return db('users as u')
        .select(
          'u.id',
          'u.username',
          db.raw('u.suspended_at IS NOT NULL AS suspended'),
          'u.suspended_reason',
          db.raw(
            '(SELECT count(*)::int FROM products p WHERE p.seller_id = u.id AND p.hidden_with_seller) AS hidden_listings',
          ),
        )
        .where('u.id', userId)
        .first();
    },

    /** The audit log, newest first, narrowed to one target when asked. */
    async auditPage(filter: {
      targetType?: string;
      targetId?: number;
      before?: number;
    }): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
      const query = db('audit_log as a')
        .join('users as u', 'u.id', 'a.admin_id')
        .select('a.*', 'u.username as admin_username')
        .orderBy('a.id', 'desc')
        .limit(AUDIT_PAGE + 1);
      if (filter.targetType) query.where('a.target_type', filter.targetType);
      if (filter.targetId !== undefined) query.where('a.target_id', filter.targetId);
      if (filter.before !== undefined) query.where('a.id', '<', filter.before);
      const rows: AuditRow[] = await query;
      const page = rows.slice(0, AUDIT_PAGE);
      return {
        entries: page.map(toAuditEntry),
        next_before: rows.length > AUDIT_PAGE ? Number(page.at(-1)!.id) : null,
      };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
