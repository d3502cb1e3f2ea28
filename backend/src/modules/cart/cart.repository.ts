import type { Db } from '../../db/knex';
import { isForeignKeyViolation } from '../../db/pgErrors';
import { selectProducts, type ProductRow } from '../products';
import type { CartLineRow } from './cart.mapper';

export interface LineChange {
  quantity: number;
  gift?: boolean | undefined;
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
      return withProducts().where('ci.cart_id', cartId).orderBy('ci.id');
    },

    async line(itemId: number): Promise<CartLineRow | undefined> {
      return withProducts().where('ci.id', itemId).first();
    },

    async product(productId: number): Promise<ProductRow | undefined> {
      return selectProducts(db).where('p.id', productId).first();
    },

    /**
     * Adds the line, or gives the existing one the new quantity; `created` tells which. Undefined when
     * the product was deleted in the meantime.
     */
    async upsert(
      cartId: number,
      productId: number,
      change: LineChange,
    ): Promise<{ id: number; quantity: number; gift: boolean; created: boolean } | undefined> {
      try {
        const [row] = await db('cart_items')
          .insert({
            cart_id: cartId,
            product_id: productId,
            quantity: change.quantity,
            gift: change.gift ?? false,
          })
          .onConflict(['cart_id', 'product_id'])
          .merge(changes(change))
          .returning(['id', 'quantity', 'gift', db.raw('(xmax = 0) as created')]);
        return row;
      } catch (error) {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      }
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
