import type { CartItem } from '@handmade/common';
import { JsonText } from '../../http/jsonText';
import { toProduct, type ProductRow } from '../products';

export type { Cart, CartItem } from '@handmade/common';

/** A product row as `selectProducts` reads it, plus the cart line's own columns. */
export interface CartLineRow extends ProductRow {
  item_id: number;
  cart_id: number;
  quantity: number;
  gift: boolean;
}

export function toCartItem(row: CartLineRow): CartItem {
  return {
    id: row.item_id,
    cart_id: row.cart_id,
    product_id: row.id,
    quantity: row.quantity,
    gift: row.gift,
    product: toProduct(row),
  };
}

/**
 * A line's answer around its product's card, the JSON `toCartItem` would write: the card is `toProduct`'s
 * product as PostgreSQL keeps it written (`product_cards`), passed on as it is.
 */
export function cartItemText(line: Omit<CartItem, 'product'>, card: string): JsonText {
  const { id, cart_id, product_id, quantity, gift } = line;
  const fields = JSON.stringify({ id, cart_id, product_id, quantity, gift });
  return new JsonText(fields.slice(0, -1), ',"product":', card, '}');
}
