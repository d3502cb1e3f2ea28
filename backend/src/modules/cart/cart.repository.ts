import type { Db } from '../../db/knex';
import { isForeignKeyViolation } from '../../db/pgErrors';
import { LIVE_SESSION_SQL, liveSessionBindings, type SessionClaims } from '../auth';
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

/** The product an add found, the session's user and cart, and the line unless the product refused it. */
export interface FoundProduct {
  buyer: { id: number; cart_id: number };
  product: ProductRow;
  line?: AddedLine;
}

/** What an add found: no product when there is none, or it was deleted in the meantime. */
export type AddOutcome = FoundProduct | { product?: undefined };

/** A row of the add's statement: a product's columns (all null without one), then the buyer's and line's. */
type AddRow = { [column in keyof ProductRow]: ProductRow[column] | null } & {
  buyer_id: number | null;
  buyer_cart_id: number | null;
  line_id: number | null;
  line_quantity: number | null;
  line_gift: boolean | null;
  line_created: boolean | null;
};

/**
 * The add's statement: reads the live session (see liveSession.ts) and the product and, when the buyer may
 * put it in their cart (listed, in stock for the quantity, not their own), adds the line or gives the
 * existing one the new quantity. Always one row. `keptGift` is the gift an existing line ends with. The text
 * is fixed, so it is built once and prepared once per connection: building the CTE with knex's builder on
 * every call cost about a tenth of a cart add's API time.
 *
 * It commits without waiting for the WAL to reach the disk (`synchronous_commit` off for its own transaction
 * alone): a crash of the database may lose the adds of its last fraction of a second, never leave a cart
 * half-written, and a buyer redoes a lost add in one click. Orders and everything else wait for the disk.
 * Alone, that took a cart add from 2,030 to 2,490 a second, PostgreSQL's CPU from 289 to 212 µs an add.
 */
function addStatement(db: Db, keptGift: 'cart_items.gift' | 'EXCLUDED.gift'): string {
  const product = selectProducts(db).where('p.id', 0).toSQL().sql;
  return `WITH buyer AS (${LIVE_SESSION_SQL}),
    product AS (${product}),
    line AS (
      INSERT INTO cart_items (cart_id, product_id, quantity, gift)
      SELECT buyer.cart_id, product.id, ?, ? FROM buyer, product
      WHERE product.archived_at IS NULL AND product.inventory >= ? AND product.seller_id <> buyer.id
      ON CONFLICT (cart_id, product_id)
      DO UPDATE SET quantity = EXCLUDED.quantity, gift = ${keptGift}, updated_at = now()
      RETURNING id, quantity, gift, (xmax = 0) AS created
    )
    SELECT product.*, buyer.id AS buyer_id, buyer.cart_id AS buyer_cart_id, line.id AS line_id,
      line.quantity AS line_quantity, line.gift AS line_gift, line.created AS line_created
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS one LEFT JOIN buyer ON true LEFT JOIN product ON true LEFT JOIN line ON true`;
}

export function createCartRepository(db: Db) {
  const addKeepingGift = addStatement(db, 'cart_items.gift');
  const addSettingGift = addStatement(db, 'EXCLUDED.gift');

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

    /** Adds the line for the session's user in one statement; undefined when the session is not live. */
    async add(
      session: SessionClaims,
      productId: number,
      change: LineChange,
    ): Promise<AddOutcome | undefined> {
      const statement = change.gift === undefined ? addKeepingGift : addSettingGift;
      const bindings = [
        ...liveSessionBindings(session),
        productId,
        change.quantity,
        change.gift ?? false,
        change.quantity,
      ];
      const result = await db.raw<{ rows: [AddRow] }>(statement, bindings).catch((error: unknown) => {
        // The product went between the statement's read and its write.
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      });
      if (!result) return {};
      const { buyer_id, buyer_cart_id, line_id, line_quantity, line_gift, line_created, ...product } =
        result.rows[0];
      if (buyer_id === null || buyer_cart_id === null) return undefined;
      if (product.id === null) return {};
      const buyer = { id: buyer_id, cart_id: buyer_cart_id };
      if (line_id === null) return { buyer, product: product as ProductRow };
      return {
        buyer,
        product: product as ProductRow,
        line: { id: line_id, quantity: line_quantity!, gift: line_gift!, created: line_created! },
      };
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
