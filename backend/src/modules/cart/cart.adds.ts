import type { Db } from '../../db/knex';
import { isDeadlock, isForeignKeyViolation } from '../../db/pgErrors';
import { createStatementBatches } from '../../db/statementBatches';
import { liveSessionSql, type SessionClaims } from '../auth';

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

/** What decides whether a buyer may add a product, and its card (the answer's `product`, as JSON). */
export interface AddedProduct {
  id: number;
  seller_id: number;
  inventory: number;
  archived: boolean;
  card: string;
}

/** The product an add found, the session's user and cart, and the line unless the product refused it. */
export interface FoundProduct {
  buyer: { id: number; cart_id: number };
  product: AddedProduct;
  line?: AddedLine;
}

/** What an add found: no product when there is none, or it was deleted in the meantime. */
export type AddOutcome = FoundProduct | { product?: undefined };

/** One add as the statement reads it: an element of the JSON array it is given, `n` its place there. */
interface AddInput {
  user_id: number;
  version: number;
  jti: string;
  product_id: number;
  quantity: number;
  gift: boolean;
}

/** A row of the statement, one per add: the product's columns (all null without one), the buyer's and line's. */
type AddRow = { [column in keyof AddedProduct]: AddedProduct[column] | null } & {
  add_n: number | null;
  buyer_id: number | null;
  buyer_cart_id: number | null;
  line_id: number | null;
  line_quantity: number | null;
  line_gift: boolean | null;
  line_created: boolean | null;
};

/** The most adds one statement carries. */
const MAX_ADDS_A_STATEMENT = 64;

/**
 * The adds' statement: for each add, reads its live session (liveSession.ts) and its product and, when the
 * buyer may put it in their cart (listed, in stock for the quantity, not their own), adds the line or gives
 * the existing one the new quantity. One row per add, in their order. `keptGift` is the gift an existing
 * line ends with. Lines are written in cart and product order, so two statements writing the same lines
 * lock them in the same order. The text is fixed, so it is prepared once per connection.
 *
 * It commits without waiting for the WAL to reach the disk (`synchronous_commit` off for its own transaction
 * alone): a crash of the database may lose the adds of its last fraction of a second, never leave a cart
 * half-written, and a buyer redoes a lost add in one click. Orders and everything else wait for the disk.
 */
function addsStatement(keptGift: 'cart_items.gift' | 'EXCLUDED.gift'): string {
  const session = liveSessionSql({ userId: 'input.user_id', version: 'input.version', jti: 'input.jti' });
  return `WITH input AS (
      SELECT * FROM json_to_recordset(?::json)
        AS input(n int, user_id int, version int, jti uuid, product_id int, quantity int, gift boolean)
    ),
    buyer AS (SELECT input.n, session.* FROM input CROSS JOIN LATERAL (${session}) AS session),
    product AS (
      SELECT input.n AS add_n, p.id, p.seller_id, p.inventory, p.archived_at IS NOT NULL AS archived, card.card
      FROM input JOIN products p ON p.id = input.product_id JOIN product_cards card ON card.product_id = p.id
    ),
    line AS (
      INSERT INTO cart_items (cart_id, product_id, quantity, gift)
      SELECT buyer.cart_id, product.id, input.quantity, input.gift
      FROM input JOIN buyer ON buyer.n = input.n JOIN product ON product.add_n = input.n
      WHERE NOT product.archived AND product.inventory >= input.quantity AND product.seller_id <> buyer.id
      ORDER BY buyer.cart_id, product.id
      ON CONFLICT (cart_id, product_id)
      DO UPDATE SET quantity = EXCLUDED.quantity, gift = ${keptGift}, updated_at = now()
      RETURNING id, cart_id, product_id, quantity, gift, (xmax = 0) AS created
    )
    SELECT product.*, buyer.id AS buyer_id, buyer.cart_id AS buyer_cart_id, line.id AS line_id,
      line.quantity AS line_quantity, line.gift AS line_gift, line.created AS line_created
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS one
      CROSS JOIN input
      LEFT JOIN buyer ON buyer.n = input.n
      LEFT JOIN product ON product.add_n = input.n
      LEFT JOIN line ON line.cart_id = buyer.cart_id AND line.product_id = product.id
    ORDER BY input.n`;
}

/** What one row says of its add; undefined when its session is not live. */
function outcomeOf(row: AddRow): AddOutcome | undefined {
  const { add_n, buyer_id, buyer_cart_id, line_id, line_quantity, line_gift, line_created, ...product } = row;
  if (buyer_id === null || buyer_cart_id === null) return undefined;
  if (add_n === null) return {};
  const buyer = { id: buyer_id, cart_id: buyer_cart_id };
  if (line_id === null) return { buyer, product: product as AddedProduct };
  return {
    buyer,
    product: product as AddedProduct,
    line: { id: line_id, quantity: line_quantity!, gift: line_gift!, created: line_created! },
  };
}

/**
 * Cart adds, several to a statement (statementBatches.ts) when they come together: alone, each add's
 * statement cost PostgreSQL more than a whole product read, most of it in what every statement costs (its
 * round trip, transaction and commit), which the adds of a batch share. A buyer's adds of one product never
 * share a statement, so each sees the line the one before it wrote. A batch that meets a product deleted
 * meanwhile (a foreign key violation) or another batch's locks (a deadlock) is run again one add at a time.
 */
export function createCartAdds(db: Db) {
  const batchesOf = (statement: string) =>
    createStatementBatches<AddInput, AddOutcome | undefined>({
      async run(inputs) {
        const { rows } = await db.raw<{ rows: AddRow[] }>(statement, [
          JSON.stringify(inputs.map((input, n) => ({ n, ...input }))),
        ]);
        return rows.map(outcomeOf);
      },
      keyOf: (input) => `${input.user_id}:${input.product_id}`,
      retryAlone: (error) => isForeignKeyViolation(error) || isDeadlock(error),
      maxSize: MAX_ADDS_A_STATEMENT,
    });
  const keepingGift = batchesOf(addsStatement('cart_items.gift'));
  const settingGift = batchesOf(addsStatement('EXCLUDED.gift'));

  /** Adds the line for the session's user; undefined when the session is not live. */
  return async (
    session: SessionClaims,
    productId: number,
    change: LineChange,
  ): Promise<AddOutcome | undefined> => {
    const input = {
      user_id: session.userId,
      version: session.version,
      jti: session.jti,
      product_id: productId,
      quantity: change.quantity,
      gift: change.gift ?? false,
    };
    const add = change.gift === undefined ? keepingGift : settingGift;
    return add(input).catch((error: unknown) => {
      // The product went between the statement's read and its write.
      if (isForeignKeyViolation(error)) return {};
      throw error;
    });
  };
}
