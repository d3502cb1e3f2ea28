import type { Db } from '../../db/knex';
import { prepared } from '../../db/prepared';
import { selectProducts } from '../products';
import type { CartLineRow } from './cart.mapper';

export interface LineChange {
  quantity: number;
  gift?: boolean | undefined;
}

/** What decides whether a buyer may put a product in their cart. */
export interface ProductForCart {
  id: number;
  seller_id: number;
  inventory: number;
  archived: boolean;
  /** The seller's queue, limits and vacation (shipping/selling.ts). */
  open_units: number;
  weekly_capacity: number | null;
  pause_when_weeks_over: number | null;
  vacation_on: boolean;
  vacation_message: string | null;
}

export function createCartRepository(db: Db) {
  /** Cart lines with their products (seller and preview image included) in one query. */
  const withProducts = () =>
    selectProducts(db)
      .join('cart_items as ci', 'ci.product_id', 'p.id')
      .select('ci.id as item_id', 'ci.cart_id', 'ci.quantity', 'ci.gift');

  const changes = (change: LineChange) => ({
    quantity: change.quantity,
    ...(change.gift !== undefined && { gift: change.gift }),
    updated_at: db.fn.now(),
  });

  return {
    async lines(cartId: number): Promise<CartLineRow[]> {
      return prepared(withProducts().where('ci.cart_id', cartId).orderBy('ci.id'));
    },

    async line(itemId: number): Promise<CartLineRow | undefined> {
      return prepared(withProducts().where('ci.id', itemId).first());
    },

    async productForCart(productId: number): Promise<ProductForCart | undefined> {
      return db('products as p')
        .join('users as u', 'u.id', 'p.seller_id')
        .select('p.id', 'p.seller_id', 'p.inventory', db.raw('p.archived_at IS NOT NULL AS archived'))
        .select(
          'u.open_units',
          'u.weekly_capacity',
          'u.pause_when_weeks_over',
          'u.vacation_on',
          'u.vacation_message',
        )
        .where('p.id', productId)
        .first();
    },

    /**
     * Adds the product's line to the cart, or gives the existing line the new quantity (and gift, when
     * given); its id, and whether it is new.
     */
    async upsertLine(
      cartId: number,
      productId: number,
      change: LineChange,
    ): Promise<{ id: number; created: boolean }> {
      const [row] = await db('cart_items')
        .insert({
          cart_id: cartId,
          product_id: productId,
          quantity: change.quantity,
          gift: change.gift ?? false,
        })
        .onConflict(['cart_id', 'product_id'])
        .merge(changes(change))
        .returning(['id', db.raw('(xmax = 0) AS created')]);
      return row as { id: number; created: boolean };
    },

    async update(itemId: number, change: LineChange): Promise<void> {
      await db('cart_items').where({ id: itemId }).update(changes(change));
    },

    async remove(itemId: number): Promise<void> {
      await db('cart_items').where({ id: itemId }).delete();
    },

    async clear(cartId: number): Promise<number> {
      return db('cart_items').where({ cart_id: cartId }).delete();
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
