import { toProduct, type Product, type ProductRow } from '../products';

/** A product row as `selectProducts` reads it, plus the cart line's own columns. */
export interface CartLineRow extends ProductRow {
  item_id: number;
  cart_id: number;
  quantity: number;
  gift: boolean;
}

export interface CartItem {
  id: number;
  cart_id: number;
  product_id: number;
  quantity: number;
  gift: boolean;
  product: Product;
}

export interface Cart {
  id: number;
  user_id: number;
  cart_items: CartItem[];
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
