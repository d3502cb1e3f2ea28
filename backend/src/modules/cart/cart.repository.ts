import type { Db } from '../../db/knex';
import { selectProducts } from '../products';
import { createCartAdds, type LineChange } from './cart.adds';
import type { CartLineRow } from './cart.mapper';

export function createCartRepository(db: Db) {
  const add = createCartAdds(db);

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
      return withProducts().where('ci.cart_id', cartId).orderBy('ci.id');
    },

    async line(itemId: number): Promise<CartLineRow | undefined> {
      return withProducts().where('ci.id', itemId).first();
    },

    /** Adds the line for the session's user (cart.adds.ts); undefined when the session is not live. */
    add,

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
