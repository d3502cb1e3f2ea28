import type { Db } from '../../db/knex';
import { isForeignKeyViolation } from '../../db/pgErrors';
import { selectProducts, type ProductRow } from '../products';
import type { CartLineRow } from './cart.mapper';

export interface LineChange {
  quantity: number;
  gift?: boolean | undefined;
}

export interface AddedLine {
  id: number;
  quantity: number;
  gift: boolean;
  created: boolean;
}

interface AddedLineColumns {
  line_id: number | null;
  line_quantity: number;
  line_gift: boolean;
  line_created: boolean;
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

    /**
     * Reads the product and, when the buyer may put it in their cart (listed, in stock for the quantity,
     * not their own), adds the line or gives the existing one the new quantity, in one statement.
     * `line` is missing when the product refused it (the service says why); undefined when there is no
     * such product, or it was deleted in the meantime.
     */
    async add(
      buyer: { id: number; cart_id: number },
      productId: number,
      change: LineChange,
    ): Promise<{ product: ProductRow; line?: AddedLine } | undefined> {
      const keptGift = change.gift === undefined ? 'cart_items.gift' : 'EXCLUDED.gift';
      try {
        const row: (ProductRow & Partial<AddedLineColumns>) | undefined = await db
          .with('product', selectProducts(db).where('p.id', productId))
          .with(
            'line',
            db.raw(
              `INSERT INTO cart_items (cart_id, product_id, quantity, gift)
               SELECT ?, id, ?, ? FROM product
               WHERE archived_at IS NULL AND inventory >= ? AND seller_id <> ?
               ON CONFLICT (cart_id, product_id)
               DO UPDATE SET quantity = EXCLUDED.quantity, gift = ${keptGift}, updated_at = now()
               RETURNING id, quantity, gift, (xmax = 0) AS created`,
              [buyer.cart_id, change.quantity, change.gift ?? false, change.quantity, buyer.id],
            ),
          )
          .select(
            'product.*',
            'line.id as line_id',
            'line.quantity as line_quantity',
            'line.gift as line_gift',
            'line.created as line_created',
          )
          .from('product')
          .joinRaw('LEFT JOIN line ON true')
          .first();
        if (!row) return undefined;
        const { line_id, line_quantity, line_gift, line_created, ...product } = row;
        if (line_id === undefined || line_id === null) return { product };
        return {
          product,
          line: { id: line_id, quantity: line_quantity!, gift: line_gift!, created: line_created! },
        };
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
