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
  price: number;
  archived: boolean;
  /** The buyer a custom order's private listing is for (no one else may add it), or null. */
  private_buyer_id: number | null;
  /** Hidden by an admin: no one may add it. */
  hidden_at: Date | null;
  /** The seller's queue, limits and vacation (shipping/selling.ts). */
  open_units: number;
  weekly_capacity: number | null;
  pause_when_weeks_over: number | null;
  vacation_on: boolean;
  vacation_message: string | null;
  /** The listing's options (empty without variants) and what it asks the buyer to type. */
  has_variants: boolean;
  personalization_required: boolean;
  personalization_max_length: number | null;
}

/** One variant of a listing, for a cart line. */
export interface VariantForCart {
  id: number;
  inventory: number;
  price: number;
}

export function createCartRepository(db: Db) {
  /**
   * Cart lines with their products (seller and preview image included) and variants in one query; the lines
   * are `cart_items` unless `lines` names another source under the alias `ci`.
   */
  const withProducts = (lines = 'cart_items as ci') =>
    selectProducts(db)
      .join(lines, 'ci.product_id', 'p.id')
      .leftJoin('product_variants as v', 'v.id', 'ci.variant_id')
      .select(
        'ci.id as item_id',
        'ci.cart_id',
        'ci.quantity',
        'ci.gift',
        'ci.variant_id',
        'ci.personalization',
      )
      .select('v.option_values', 'v.price as variant_price', 'v.inventory as variant_inventory');

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
      return prepared(
        db('products as p')
          .join('users as u', 'u.id', 'p.seller_id')
          .select('p.id', 'p.seller_id', 'p.inventory', 'p.price')
          .select(db.raw('p.archived_at IS NOT NULL AS archived'))
          .select('p.private_buyer_id', 'p.hidden_at')
          .select(
            'u.open_units',
            'u.weekly_capacity',
            'u.pause_when_weeks_over',
            'u.vacation_on',
            'u.vacation_message',
          )
          .select(
            db.raw("p.options <> '[]' AS has_variants"),
            db.raw(
              'p.personalization_prompt IS NOT NULL AND p.personalization_required AS personalization_required',
            ),
            'p.personalization_max_length',
          )
          .where('p.id', productId)
          .first(),
      );
    },

    async variantOf(productId: number, variantId: number): Promise<VariantForCart | undefined> {
      return db('product_variants')
        .select('id', 'inventory', 'price')
        .where({ id: variantId, product_id: productId })
        .first();
    },

    /**
     * Adds the product's line to the cart, or gives the existing line the new quantity (and gift, when
     * given); the line with its product, and whether it is new. One statement: the written row comes from the
     * INSERT's RETURNING (a data-modifying WITH), since the statement's own reads do not see it in the table.
     */
    async upsertLine(
      cartId: number,
      productId: number,
      change: LineChange & { variantId: number | null; personalization: string | null },
    ): Promise<(CartLineRow & { created: boolean }) | undefined> {
      // The same piece with the same words is one line (index cart_items_line, migration 022).
      const written = db.raw(
        `INSERT INTO cart_items (cart_id, product_id, variant_id, personalization, quantity, gift)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (cart_id, product_id, coalesce(variant_id, 0), coalesce(personalization, ''))
         DO UPDATE SET quantity = EXCLUDED.quantity, gift = coalesce(?, cart_items.gift), updated_at = now()
         RETURNING *, (xmax = 0) AS created`,
        [
          cartId,
          productId,
          change.variantId,
          change.personalization,
          change.quantity,
          change.gift ?? false,
          change.gift ?? null,
        ],
      );
      return prepared(withProducts('ci').with('ci', written).select('ci.created').first());
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
