import type { ShipmentStatus } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { shownUsername } from '../../db/shownUsername';
import type { EventBus } from '../../events';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import { MESSAGES_CHANNEL } from '../conversations';
import type { ShipmentEventRow, ShipmentItemRow, ShipmentRow } from './shipments.mapper';

type Query = Db | Knex.Transaction;

/** Who made a move: a person by role (an admin resolving a case), or the delivery sweep. */
export interface Mover {
  role: 'buyer' | 'seller' | 'admin' | 'system';
  userId: number | null;
}

/**
 * Shipments with their order's number, time and address, both people's names and the buyer's case: one
 * query for any number.
 */
function selectShipments(db: Query): Knex.QueryBuilder {
  return db('shipments as s')
    .join('orders as o', 'o.id', 's.order_id')
    .join('users as seller', 'seller.id', 's.seller_id')
    .join('users as buyer', 'buyer.id', 'o.user_id')
    .leftJoin('cases as c', 'c.shipment_id', 's.id')
    .select('s.id', 's.order_id', 'o.order_number', 's.seller_id', 'o.user_id as buyer_id', 's.status')
    .select(
      'c.id as case_id',
      'c.reason as case_reason',
      'c.status as case_status',
      'c.refund as case_refund',
    )
    .select(
      's.subtotal',
      's.shipping',
      's.discount',
      's.coupon_code',
      's.total',
      's.units',
      's.carrier',
      's.tracking_number',
    )
    .select('o.shipping_address')
    .select(
      db.raw('o.created_at::text AS order_created_at'),
      db.raw('s.ship_by::text AS ship_by'),
      db.raw(`${shownUsername('seller')} AS seller_username`),
      db.raw(`${shownUsername('buyer')} AS buyer_username`),
    );
}

export interface ShipmentParts {
  rows: ShipmentRow[];
  items: ShipmentItemRow[];
  events: ShipmentEventRow[];
}

/** The lines and events of `rows`, two more queries whatever their number. */
async function partsOf(db: Query, rows: ShipmentRow[]): Promise<ShipmentParts> {
  if (rows.length === 0) return { rows, items: [], events: [] };
  const ids = rows.map((row) => row.id);
  const [items, events] = await Promise.all([
    db('order_items as oi')
      .leftJoin('product_images as img', function previewOnly() {
        this.on('img.product_id', 'oi.product_id').andOn('img.preview', db.raw('true'));
      })
      .select(
        'oi.shipment_id',
        'oi.product_id',
        'oi.title',
        'oi.unit_price',
        'oi.quantity',
        'oi.option_values',
        'oi.personalization',
      )
      .select(db.raw('coalesce(img.url_small, img.url) AS preview_image'))
      .whereIn('oi.shipment_id', ids)
      .orderBy('oi.id'),
    db('shipment_events')
      .select('shipment_id', 'status', 'by_role', 'note', db.raw('at::text AS at'))
      .whereIn('shipment_id', ids)
      .orderBy('id'),
  ]);
  return { rows, items, events };
}

export interface SellerPage {
  status: ShipmentStatus;
  limit: number;
  /** The last row of the previous page: (ship_by, id) for paid ones, id for the rest. */
  after?: { ship_by?: string; id: number };
}

export function createShipmentsRepository(db: Db, events: EventBus) {
  /** Tells the buyer's and the seller's event streams, on whichever process, once `trx` commits. */
  const announce = async (trx: Knex.Transaction, shipmentIds: number[]) => {
    const people: { id: number; seller_id: number; buyer_id: number }[] = await trx('shipments as s')
      .join('orders as o', 'o.id', 's.order_id')
      .select('s.id', 's.seller_id', 'o.user_id as buyer_id')
      .whereIn('s.id', shipmentIds);
    for (const row of people) {
      const notice = { kind: 'shipment', shipment_id: row.id, user_ids: [row.buyer_id, row.seller_id] };
      await events.publish(MESSAGES_CHANNEL, JSON.stringify(notice), trx);
    }
  };

  return {
    announce,

    /** One shipment, only for its buyer or its seller; undefined for anyone else. */
    async findFor(userId: number, shipmentId: number): Promise<ShipmentParts | undefined> {
      const rows = await selectShipments(db)
        .where('s.id', shipmentId)
        .andWhere((both) => both.where('s.seller_id', userId).orWhere('o.user_id', userId));
      return rows.length ? partsOf(db, rows) : undefined;
    },

    async byIds(ids: number[], trx: Query = db): Promise<ShipmentParts> {
      return partsOf(trx, await selectShipments(trx).whereIn('s.id', ids).orderBy('s.id'));
    },

    /** The shipments of several orders (a buyer's order list): three queries for any number. */
    async ofOrders(orderIds: number[], trx: Query = db): Promise<ShipmentParts> {
      if (orderIds.length === 0) return { rows: [], items: [], events: [] };
      return partsOf(trx, await selectShipments(trx).whereIn('s.order_id', orderIds).orderBy('s.id'));
    },

    /** A keyset page (`limit` + 1 rows) of a seller's shipments: paid ones by ship-by date, others newest first. */
    async listForSeller(sellerId: number, page: SellerPage): Promise<ShipmentParts> {
      const query = selectShipments(db).where({ 's.seller_id': sellerId, 's.status': page.status });
      if (page.status === 'paid') {
        query.orderBy([{ column: 's.ship_by' }, { column: 's.id' }]);
        if (page.after)
          query.whereRaw('(s.ship_by, s.id) > (?::date, ?)', [page.after.ship_by ?? null, page.after.id]);
      } else {
        query.orderBy('s.id', 'desc');
        if (page.after) query.where('s.id', '<', page.after.id);
      }
      return partsOf(db, await query.limit(page.limit + 1));
    },

    async transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Moves a shipment from one of `from` to `to` with its event, in `trx`. Undefined when its status does
     * not allow the move (it changed meanwhile, or never could): the row lock makes two moves take turns.
     */
    async move(
      trx: Knex.Transaction,
      shipmentId: number,
      from: ShipmentStatus[],
      to: ShipmentStatus,
      by: Mover,
      note: string | null,
      fields: Record<string, unknown> = {},
    ): Promise<{ id: number; order_id: number; seller_id: number; total: number } | undefined> {
      const [moved] = await trx('shipments')
        .where('id', shipmentId)
        .whereIn('status', from)
        .update({ ...fields, status: to })
        .returning(['id', 'order_id', 'seller_id', 'total']);
      if (!moved) return undefined;
      await trx('shipment_events').insert({
        shipment_id: shipmentId,
        status: to,
        by_role: by.role,
        by_user_id: by.userId,
        note,
      });
      await announce(trx, [shipmentId]);
      await queueJob(trx, NOTICE_JOBS.shipmentMoved, { shipment_id: shipmentId });
      return moved;
    },

    /** The status of a shipment its buyer or seller may see, for telling a refused move (409) from a missing one. */
    async statusFor(
      userId: number,
      shipmentId: number,
    ): Promise<{ status: ShipmentStatus; role: 'buyer' | 'seller' } | undefined> {
      const row = await db('shipments as s')
        .join('orders as o', 'o.id', 's.order_id')
        .select('s.status', 's.seller_id', 'o.user_id as buyer_id')
        .where('s.id', shipmentId)
        .first();
      if (!row) return undefined;
      if (row.seller_id === userId) return { status: row.status, role: 'seller' };
      if (row.buyer_id === userId) return { status: row.status, role: 'buyer' };
      return undefined;
    },

    /** Puts a cancelled shipment's units back on sale (a variant's on the variant): a sold-out listing is listed again. */
    async restock(trx: Knex.Transaction, shipmentId: number): Promise<void> {
      await trx.raw(
        `UPDATE product_variants v SET inventory = v.inventory + back.quantity
           FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM order_items
                  WHERE shipment_id = ? AND variant_id IS NOT NULL GROUP BY variant_id) AS back
          WHERE v.id = back.variant_id`,
        [shipmentId],
      );
      await trx.raw(
        `UPDATE products p SET inventory = p.inventory + back.quantity
           FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_items
                  WHERE shipment_id = ? AND product_id IS NOT NULL AND variant_id IS NULL GROUP BY product_id) AS back
          WHERE p.id = back.product_id AND p.options = '[]'`,
        [shipmentId],
      );
      await trx.raw(
        `UPDATE products SET archived_at = NULL, updated_at = now()
          WHERE inventory > 0 AND id IN (SELECT product_id FROM order_items WHERE shipment_id = ?)`,
        [shipmentId],
      );
    },

    /** Every shipment sent at least `days` before `now` and still not delivered, marked so by the system. */
    async deliverShippedBefore(now: Date, days: number, note: string): Promise<ShipmentParts> {
      return db.transaction(async (trx) => {
        const delivered: { id: number }[] = await trx('shipments')
          .where('status', 'shipped')
          .where(
            'shipped_at',
            '<=',
            trx.raw('?::timestamptz - make_interval(days => ?)', [now.toISOString(), days]),
          )
          .update({ status: 'delivered' })
          .returning('id');
        if (delivered.length === 0) return { rows: [], items: [], events: [] };
        await trx('shipment_events').insert(
          delivered.map(({ id }) => ({ shipment_id: id, status: 'delivered', by_role: 'system', note })),
        );
        await announce(
          trx,
          delivered.map(({ id }) => id),
        );
        for (const { id } of delivered) await queueJob(trx, NOTICE_JOBS.shipmentMoved, { shipment_id: id });
        return partsOf(
          trx,
          await selectShipments(trx).whereIn(
            's.id',
            delivered.map(({ id }) => id),
          ),
        );
      });
    },
  };
}

export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;
