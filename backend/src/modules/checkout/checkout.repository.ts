import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/pgErrors';
import { ConflictError } from '../../errors';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import type { ShippingAddress } from '@handmade/common';
import type { OrderItemRow, OrderRow } from '../orders';
import { pricedDuring, runningSale, selectProducts, type ProductRow, type SaleColumns } from '../products';
import { toCouponTimes, type CouponRow } from '../coupons';
import type { ShipmentParts, ShipmentsRepository } from '../shipments';

/** The unique index that lets one order per (user, Idempotency-Key) exist. */
export const IDEMPOTENCY_CONSTRAINT = 'orders_user_id_idempotency_key_unique';

export interface CheckoutLine extends SaleColumns {
  item_id: number;
  product_id: number;
  seller_id: number;
  quantity: number;
  title: string;
  /** The variant's price and stock for a line with a variant, the product's otherwise; less the shop's sale. */
  price: number;
  inventory: number;
  archived_at: Date | null;
  /** Hidden by an admin: it cannot be bought. */
  hidden_at: Date | null;
  variant_id: number | null;
  /** The listing has options: a line needs one of its variants (options added after the line was). */
  has_variants: boolean;
  option_values: string[] | null;
  personalization: string | null;
  /** The listing's shipping profile, all null when it ships free. */
  shipping_first_item: number | null;
  shipping_additional_item: number | null;
  shipping_free_over: number | null;
  shipping_days_max: number | null;
  /** The seller's queue and limits (shipping/selling.ts). */
  seller_open_units: number;
  seller_weekly_capacity: number | null;
  seller_pause_when_weeks_over: number | null;
  seller_vacation_on: boolean;
  seller_vacation_message: string | null;
}

export interface NewOrder {
  order_number: string;
  user_id: number;
  total: number;
  idempotency_key: string | undefined;
  shipping_address: ShippingAddress | null;
}

export interface NewShipment {
  order_id: number;
  seller_id: number;
  units: number;
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  ship_by: string;
  coupon_id: number | null;
  coupon_code: string | null;
}

/** During the shop's sale a line costs its sale price: the order keeps what was paid. */
const atSalePrice = (line: CheckoutLine): CheckoutLine => ({
  ...line,
  price: pricedDuring(runningSale(line), line.price),
});

function transactionQueries(trx: Knex.Transaction, shipments: ShipmentsRepository) {
  return {
    /** Serialises one user's checkouts: a second one waits, then finds the cart empty. */
    async lockCart(cartId: number): Promise<void> {
      await trx('carts').select('id').where({ id: cartId }).forUpdate();
    },

    async storedAnswer(userId: number, key: string): Promise<unknown> {
      const row = await trx('orders')
        .select('response')
        .where({ user_id: userId, idempotency_key: key })
        .first();
      return row?.response ?? undefined;
    },

    /**
     * The cart's lines with their products, shipping profiles and sellers' queues, the products locked in id
     * order so checkouts never deadlock.
     */
    async lockLines(cartId: number): Promise<CheckoutLine[]> {
      const lines: CheckoutLine[] = await trx('cart_items as ci')
        .join('products as p', 'p.id', 'ci.product_id')
        .join('users as u', 'u.id', 'p.seller_id')
        .leftJoin('shipping_profiles as sp', 'sp.id', 'p.shipping_profile_id')
        .select('ci.id as item_id', 'p.id as product_id', 'p.seller_id', 'ci.quantity', 'p.title', 'p.price')
        .select('p.inventory', 'p.archived_at', 'p.hidden_at', 'ci.variant_id', 'ci.personalization')
        .select(trx.raw("p.options <> '[]' AS has_variants"))
        .select(trx.raw('NULL::text[] AS option_values'))
        .select(
          'sp.first_item as shipping_first_item',
          'sp.additional_item as shipping_additional_item',
          'sp.free_over as shipping_free_over',
          trx.raw('coalesce(p.processing_days, sp.processing_days_max) AS shipping_days_max'),
          'u.open_units as seller_open_units',
          'u.weekly_capacity as seller_weekly_capacity',
          'u.pause_when_weeks_over as seller_pause_when_weeks_over',
          'u.vacation_on as seller_vacation_on',
          'u.vacation_message as seller_vacation_message',
          'u.sale_percent_off',
          trx.raw('u.sale_starts_at::text AS sale_starts_at'),
          trx.raw('u.sale_ends_at::text AS sale_ends_at'),
        )
        .where('ci.cart_id', cartId)
        .orderBy([{ column: 'p.id' }, { column: 'ci.id' }])
        .forUpdate('p');
      // A variant's row is locked after its product's, so checkouts take both in the same order.
      const variantIds = lines.flatMap((line) => (line.variant_id === null ? [] : [line.variant_id]));
      if (variantIds.length === 0) return lines.map(atSalePrice);
      const variants: { id: number; option_values: string[]; price: number; inventory: number }[] = await trx(
        'product_variants',
      )
        .select('id', 'option_values', 'price', 'inventory')
        .whereIn('id', variantIds)
        .orderBy('id')
        .forUpdate();
      const byId = new Map(variants.map((variant) => [variant.id, variant]));
      return lines
        .map((line) => {
          const variant = line.variant_id === null ? undefined : byId.get(line.variant_id);
          return variant
            ? {
                ...line,
                price: variant.price,
                inventory: variant.inventory,
                option_values: variant.option_values,
              }
            : line;
        })
        .map(atSalePrice);
    },

    /**
     * The coupons of these shops with these codes, locked in id order (after the products): two checkouts
     * using the same coupon take turns, so its uses never pass `max_uses`.
     */
    async lockCoupons(sellerIds: number[], codes: string[]): Promise<CouponRow[]> {
      const rows: CouponRow[] = await trx('coupons')
        .select('id', 'seller_id', 'code', 'percent_off', 'amount_off', 'min_subtotal', 'max_uses', 'uses')
        .select(trx.raw('starts_at::text AS starts_at'), trx.raw('ends_at::text AS ends_at'))
        .whereIn('seller_id', sellerIds)
        .whereIn('code', codes)
        .orderBy('id')
        .forUpdate();
      return rows.map(toCouponTimes);
    },

    /** One use per order for each coupon it used. */
    async countCouponUses(couponIds: number[]): Promise<void> {
      if (couponIds.length === 0) return;
      await trx('coupons')
        .whereIn('id', couponIds)
        .update({ uses: trx.raw('uses + 1') });
    },

    /** One of the user's saved addresses, as a shipment keeps it; undefined for anyone else's. */
    async address(userId: number, addressId: number): Promise<ShippingAddress | undefined> {
      return trx('addresses')
        .select('name', 'line1', 'line2', 'city', 'region', 'postal_code', 'country')
        .where({ id: addressId, user_id: userId })
        .first();
    },

    /** The shipment and its first event: paid, by the buyer. */
    async insertShipment(shipment: NewShipment, buyerId: number): Promise<number> {
      const [row] = await trx('shipments').insert(shipment).returning('id');
      await trx('shipment_events').insert({
        shipment_id: row.id,
        status: 'paid',
        by_role: 'buyer',
        by_user_id: buyerId,
      });
      return row.id;
    },

    shipments: (ids: number[]): Promise<ShipmentParts> => shipments.byIds(ids, trx),

    /**
     * Takes the quantities off the stock: a variant's off the variant (its trigger sets the product's total),
     * the others off the product; a product reaching 0 is archived.
     */
    async decrement(lines: CheckoutLine[]): Promise<void> {
      // Summed per row first: an UPDATE ... FROM changes a row once, however many rows join it.
      const sum = (pairs: [number, number][]) => {
        const totals = new Map<number, number>();
        for (const [id, quantity] of pairs) totals.set(id, (totals.get(id) ?? 0) + quantity);
        return [[...totals.keys()], [...totals.values()]];
      };
      const varied = sum(
        lines.flatMap((line) => (line.variant_id === null ? [] : [[line.variant_id, line.quantity]])),
      );
      const own = sum(
        lines.flatMap((line) => (line.variant_id === null ? [[line.product_id, line.quantity]] : [])),
      );
      if (varied[0]!.length > 0) {
        await trx.raw(
          `UPDATE product_variants v SET inventory = v.inventory - x.quantity
             FROM unnest(?::int[], ?::int[]) AS x(id, quantity) WHERE v.id = x.id`,
          varied,
        );
      }
      if (own[0]!.length > 0) {
        await trx.raw(
          `UPDATE products p SET inventory = p.inventory - v.quantity
             FROM unnest(?::int[], ?::int[]) AS v(id, quantity) WHERE p.id = v.id`,
          own,
        );
      }
      await trx('products')
        .whereIn(
          'id',
          lines.map((line) => line.product_id),
        )
        .update({
          archived_at: trx.raw('CASE WHEN inventory = 0 THEN now() ELSE archived_at END'),
          updated_at: trx.fn.now(),
        });
    },

    /**
     * Undefined when the order number is taken: the caller draws another. A ConflictError when another
     * checkout of the same user already took the Idempotency-Key.
     */
    async insertOrder(order: NewOrder): Promise<OrderRow | undefined> {
      try {
        const [row] = await trx('orders')
          .insert(order)
          .onConflict('order_number')
          .ignore()
          .returning(['id', 'order_number', 'total', 'created_at']);
        return row;
      } catch (error) {
        if (isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) {
          throw new ConflictError('idempotency key', { cause: error });
        }
        throw error;
      }
    },

    /** Each line keeps its seller, so the shop's sales outlive a deleted listing. */
    async insertItems(
      items: (OrderItemRow & { seller_id: number; shipment_id: number })[],
    ): Promise<OrderItemRow[]> {
      return trx('order_items')
        .insert(items)
        .returning([
          'order_id',
          'product_id',
          'title',
          'unit_price',
          'quantity',
          'option_values',
          'personalization',
        ]);
    },

    /** The receipt and the sales mails, sent once the order commits (modules/notifications). */
    async noticeOrderPlaced(orderId: number): Promise<void> {
      await queueJob(trx, NOTICE_JOBS.orderPlaced, { order_id: orderId });
    },

    /** The bought lines leave the cart, and so do the coupons applied to it. */
    async removeLines(cartId: number, itemIds: number[]): Promise<void> {
      await trx('cart_items').whereIn('id', itemIds).delete();
      await trx('cart_coupons').where({ cart_id: cartId }).delete();
    },

    async products(productIds: number[]): Promise<ProductRow[]> {
      return selectProducts(trx).whereIn('p.id', productIds).orderBy('p.id');
    },

    async saveAnswer(orderId: number, answer: unknown): Promise<void> {
      await trx('orders')
        .where({ id: orderId })
        .update({ response: JSON.stringify(answer) });
    },
  };
}

export type CheckoutTransaction = ReturnType<typeof transactionQueries>;

export function createCheckoutRepository(db: Db, shipments: ShipmentsRepository) {
  return {
    async storedAnswer(userId: number, key: string): Promise<unknown> {
      const row = await db('orders')
        .select('response')
        .where({ user_id: userId, idempotency_key: key })
        .first();
      return row?.response ?? undefined;
    },

    async transaction<T>(work: (tx: CheckoutTransaction) => Promise<T>): Promise<T> {
      return db.transaction((trx) => work(transactionQueries(trx, shipments)));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
