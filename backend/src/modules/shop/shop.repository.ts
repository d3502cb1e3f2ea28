import { FORMER_MEMBER } from '@handmade/common';
import type { Db } from '../../db/knex';
import { selectProducts, type ProductRow, type SaleColumns } from '../products';
import { PUBLIC_USER_COLUMNS, type PublicUserRow } from '../users';
import { LISTED, whereListed } from '../../db/listed';

export interface ShopRow extends PublicUserRow, SaleColumns {
  bio: string | null;
  location: string | null;
  created_at: Date;
  email_verified: boolean;
  sales_count: number;
  product_count: number;
  followers: number;
  /** Whether the viewer follows the shop; null when no one is signed in. */
  following: boolean | null;
  open_units: number;
  weekly_capacity: number | null;
  pause_when_weeks_over: number | null;
  vacation_on: boolean;
  vacation_message: string | null;
  policies: string | null;
}

export interface ShopOrderLineRow {
  id: number;
  order_id: number;
  order_number: string;
  created_at: Date;
  buyer: string;
  product_id: number | null;
  title: string;
  unit_price: number;
  quantity: number;
  status: string | null;
  ship_by: string | null;
  carrier: string | null;
  tracking_number: string | null;
  ship_to: string | null;
  options: string | null;
  personalization: string | null;
}

export interface SalesDayRow {
  date: string;
  orders: number;
  units: number;
  revenue: number;
}

export interface TopProductRow {
  product_id: number | null;
  title: string;
  units: number;
  revenue: number;
}

/** What a profile change sets: an absent field is left as it is. */
export interface ProfileChanges {
  bio?: string | null;
  location?: string | null;
  weekly_capacity?: number | null;
  pause_when_weeks_over?: number | null;
  vacation_on?: boolean;
  vacation_message?: string | null;
  policies?: string | null;
}

/** The most low-stock listings the Shop manager lists at once. */
const LOW_STOCK_LIMIT = 100;
export const LOW_STOCK_MAX = 5;

/** A seller's profile and sales, and the Shop manager's reads: every one a fixed number of queries. */
export function createShopRepository(db: Db) {
  return {
    async findShop(userId: number, viewerId?: number): Promise<ShopRow | undefined> {
      return db('users as u')
        .select(
          ...PUBLIC_USER_COLUMNS,
          'u.bio',
          'u.location',
          'u.created_at',
          db.raw('u.email_verified_at IS NOT NULL AS email_verified'),
          'u.open_units',
          'u.weekly_capacity',
          'u.pause_when_weeks_over',
          'u.vacation_on',
          'u.vacation_message',
          'u.policies',
          'u.sale_percent_off',
          db.raw('u.sale_starts_at::text AS sale_starts_at'),
          db.raw('u.sale_ends_at::text AS sale_ends_at'),
          db.raw(
            '(SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.seller_id = u.id) AS sales_count',
          ),
          db.raw(
            `(SELECT count(*)::int FROM products p WHERE p.seller_id = u.id AND ${LISTED}) AS product_count`,
          ),
          db.raw('(SELECT count(*)::int FROM follows f WHERE f.shop_id = u.id) AS followers'),
          viewerId === undefined
            ? db.raw('NULL::boolean AS following')
            : db.raw('EXISTS (SELECT FROM follows f WHERE f.user_id = ? AND f.shop_id = u.id) AS following', [
                viewerId,
              ]),
        )
        .where('u.id', userId)
        .whereNull('u.closed_at')
        .first();
    },

    async updateProfile(userId: number, changes: ProfileChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db('users')
        .where({ id: userId })
        .update({
          ...changes,
          // When vacation starts: conversations get one auto-reply each from then on.
          ...(changes.vacation_on && {
            vacation_since: db.raw('CASE WHEN vacation_on THEN vacation_since ELSE now() END'),
          }),
          updated_at: db.fn.now(),
        });
    },

    /** The seller's order lines, newest first, one page plus one row after the `(order_id, id)` given. */
    async orderLines(
      sellerId: number,
      limit: number,
      after: [number, number] | undefined,
      since?: Date,
    ): Promise<ShopOrderLineRow[]> {
      const query = db('order_items as oi')
        .join('orders as o', 'o.id', 'oi.order_id')
        .join('users as b', 'b.id', 'o.user_id')
        .select('oi.id', 'oi.order_id', 'o.order_number', 'o.created_at')
        .select(db.raw('CASE WHEN b.closed_at IS NULL THEN b.username ELSE ? END AS buyer', [FORMER_MEMBER]))
        .select('oi.product_id', 'oi.title', 'oi.unit_price', 'oi.quantity')
        .leftJoin('shipments as s', 's.id', 'oi.shipment_id')
        .select('s.status', db.raw('s.ship_by::text AS ship_by'), 's.carrier', 's.tracking_number')
        .select(
          db.raw("(o.shipping_address->>'city') || ', ' || (o.shipping_address->>'country') AS ship_to"),
        )
        .select(db.raw("array_to_string(oi.option_values, ' / ') AS options"), 'oi.personalization')
        .where('oi.seller_id', sellerId)
        .orderBy([
          { column: 'oi.order_id', order: 'desc' },
          { column: 'oi.id', order: 'desc' },
        ])
        .limit(limit + 1);
      if (after) query.whereRaw('(oi.order_id, oi.id) < (?, ?)', after);
      if (since) query.where('o.created_at', '>=', since);
      return query;
    },

    /** Orders, units and revenue of each UTC day from `from` to `to`, zeros included. */
    async salesByDay(sellerId: number, from: string, to: string): Promise<SalesDayRow[]> {
      const { rows } = await db.raw<{ rows: SalesDayRow[] }>(
        `WITH lines AS (
           SELECT oi.order_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, oi.quantity,
                  oi.unit_price * oi.quantity AS amount
             FROM order_items oi
             JOIN orders o ON o.id = oi.order_id
            WHERE oi.seller_id = ? AND o.created_at >= (?::date)::timestamp AT TIME ZONE 'UTC'
         )
         SELECT to_char(d, 'YYYY-MM-DD') AS date,
                count(DISTINCT l.order_id)::int AS orders,
                coalesce(sum(l.quantity), 0)::int AS units,
                coalesce(sum(l.amount), 0)::numeric(14, 2) AS revenue
           FROM generate_series(?::timestamp, ?::timestamp, interval '1 day') AS d
           LEFT JOIN lines l ON l.day = d::date
          GROUP BY d
          ORDER BY d`,
        [sellerId, from, from, to],
      );
      return rows;
    },

    /** The period's best sellers by revenue; a deleted product's lines are grouped by their title. */
    async topProducts(sellerId: number, from: string, limit: number): Promise<TopProductRow[]> {
      const { rows } = await db.raw<{ rows: TopProductRow[] }>(
        `SELECT oi.product_id,
                (array_agg(oi.title ORDER BY oi.order_id DESC))[1] AS title,
                sum(oi.quantity)::int AS units,
                sum(oi.unit_price * oi.quantity)::numeric(14, 2) AS revenue
           FROM order_items oi
           JOIN orders o ON o.id = oi.order_id
          WHERE oi.seller_id = ? AND o.created_at >= (?::date)::timestamp AT TIME ZONE 'UTC'
          GROUP BY oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.title END
          ORDER BY revenue DESC, units DESC, title
          LIMIT ?`,
        [sellerId, from, limit],
      );
      return rows;
    },

    /** The seller's listed products with 5 or fewer in stock, fewest first. */
    async lowStock(sellerId: number): Promise<ProductRow[]> {
      return whereListed(selectProducts(db).where('p.seller_id', sellerId))
        .where('p.inventory', '<=', LOW_STOCK_MAX)
        .orderBy([{ column: 'p.inventory' }, { column: 'p.id' }])
        .limit(LOW_STOCK_LIMIT);
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
