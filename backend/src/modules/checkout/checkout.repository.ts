import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/pgErrors';
import { ConflictError } from '../../errors';
import type { OrderItemRow, OrderRow } from '../orders';
import { selectProducts, type ProductRow } from '../products';

/** The unique index that lets one order per (user, Idempotency-Key) exist. */
export const IDEMPOTENCY_CONSTRAINT = 'orders_user_id_idempotency_key_unique';

export interface CheckoutLine {
  item_id: number;
  product_id: number;
  seller_id: number;
  quantity: number;
  title: string;
  price: number;
  inventory: number;
  archived_at: Date | null;
}

export interface NewOrder {
  order_number: string;
  user_id: number;
  total: number;
  idempotency_key: string | undefined;
}

function transactionQueries(trx: Knex.Transaction) {
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

    /** The cart's lines with their products, locked in product id order so checkouts never deadlock. */
    async lockLines(cartId: number): Promise<CheckoutLine[]> {
      return trx('cart_items as ci')
        .join('products as p', 'p.id', 'ci.product_id')
        .select('ci.id as item_id', 'p.id as product_id', 'p.seller_id', 'ci.quantity', 'p.title', 'p.price')
        .select('p.inventory', 'p.archived_at')
        .where('ci.cart_id', cartId)
        .orderBy('p.id')
        .forUpdate('p');
    },

    /** Takes the quantities off the stock in one statement; a product reaching 0 is archived. */
    async decrement(lines: CheckoutLine[]): Promise<void> {
      await trx.raw(
        `UPDATE products p
            SET inventory = p.inventory - v.quantity,
                archived_at = CASE WHEN p.inventory - v.quantity = 0 THEN now() ELSE p.archived_at END,
                updated_at = now()
           FROM unnest(?::int[], ?::int[]) AS v(id, quantity)
          WHERE p.id = v.id`,
        [lines.map((line) => line.product_id), lines.map((line) => line.quantity)],
      );
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
    async insertItems(items: (OrderItemRow & { seller_id: number })[]): Promise<OrderItemRow[]> {
      return trx('order_items')
        .insert(items)
        .returning(['order_id', 'product_id', 'title', 'unit_price', 'quantity']);
    },

    async removeLines(itemIds: number[]): Promise<void> {
      await trx('cart_items').whereIn('id', itemIds).delete();
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

export function createCheckoutRepository(db: Db) {
  return {
    async storedAnswer(userId: number, key: string): Promise<unknown> {
      const row = await db('orders')
        .select('response')
        .where({ user_id: userId, idempotency_key: key })
        .first();
      return row?.response ?? undefined;
    },

    async transaction<T>(work: (tx: CheckoutTransaction) => Promise<T>): Promise<T> {
      return db.transaction((trx) => work(transactionQueries(trx)));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
