import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AuditAction,
  type AuditEntry,
  type MarketDay,
  type MarketStats,
} from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import { toReport } from './reports.mapper';

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
export function createAdminRepository(db: Db) {
  /** The audit log, newest first, narrowed to one target when asked. */
  async function auditPage(filter: {
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
  }

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

    /** Each of the last `days` UTC days, oldest first, zeros included. */
    async stats(days: number): Promise<MarketStats> {
      const { rows } = await db.raw<{ rows: MarketDay[] }>(
        `WITH period AS (
           SELECT d::date AS date
             FROM generate_series(current_date - (? - 1), current_date, interval '1 day') AS d
         ),
         first_listings AS (
           SELECT seller_id, min(created_at)::date AS date FROM products GROUP BY seller_id
         )
         SELECT to_char(p.date, 'YYYY-MM-DD') AS date,
                coalesce((SELECT sum(o.total) FROM orders o WHERE o.created_at::date = p.date), 0)::float AS sales,
                (SELECT count(*) FROM orders o WHERE o.created_at::date = p.date)::int AS orders,
                (SELECT count(*) FROM users u WHERE u.created_at::date = p.date)::int AS users,
                (SELECT count(*) FROM first_listings f WHERE f.date = p.date)::int AS sellers,
                (SELECT count(*) FROM reports r WHERE r.created_at::date = p.date)::int AS reports,
                (SELECT count(*) FROM cases c WHERE c.opened_at::date = p.date)::int AS cases
           FROM period p
          ORDER BY p.date`,
        [days],
      );
      const waiting = await db.raw<{ rows: [Omit<MarketStats, 'days'>] }>(
        `SELECT (SELECT count(*) FROM reports WHERE status = 'open')::int AS open_reports,
                (SELECT count(*) FROM cases WHERE status <> 'resolved')::int AS open_cases,
                (SELECT count(*) FROM cases WHERE status = 'escalated')::int AS escalated_cases`,
      );
      return { days: rows, ...waiting.rows[0] };
    },

    /** One account with its listings, orders, the reports about it and the actions on it. */
    async user(userId: number): Promise<AdminUser | undefined> {
      const user = await db('users').where({ id: userId }).first();
      if (!user) return undefined;
      const [listings, orders, reports, actions] = await Promise.all([
        db('products')
          .select('id', 'title', 'price', 'inventory', 'hidden_reason')
          .where({ seller_id: userId })
          .orderBy('id', 'desc')
          .limit(50),
        db('orders')
          .select('id', 'order_number', 'total', 'created_at')
          .where({ user_id: userId })
          .orderBy('id', 'desc')
          .limit(20),
        db('reports as r')
          .select('r.*')
          .leftJoin('products as p', function product() {
            this.on('p.id', 'r.target_id').andOnVal('r.target_type', '=', 'product');
          })
          .leftJoin('reviews as rv', function review() {
            this.on('rv.id', 'r.target_id').andOnVal('r.target_type', '=', 'review');
          })
          .leftJoin('messages as m', function message() {
            this.on('m.id', 'r.target_id').andOnVal('r.target_type', '=', 'message');
          })
          .whereRaw(
            `coalesce(p.seller_id, rv.user_id, m.sender_id, CASE WHEN r.target_type = 'user' THEN r.target_id END) = ?`,
            [userId],
          )
          .orderBy('r.id', 'desc')
          .limit(20),
        auditPage({ targetType: 'user', targetId: userId }),
      ]);
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        role: user.role,
        member_since: user.created_at.toISOString(),
        email_verified: user.email_verified_at !== null,
        suspended: user.suspended_at !== null,
        suspended_reason: user.suspended_reason,
        closed: user.closed_at !== null,
        listings,
        orders: orders.map(
          (order: { id: number; order_number: string; total: number; created_at: Date }) => ({
            ...order,
            total: Number(order.total),
            created_at: order.created_at.toISOString(),
          }),
        ),
        reports: reports.map(toReport),
        actions: actions.entries.slice(0, 20),
      };
    },

    auditPage,
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
