import type { CartItem } from '@handmade/common';
import { toShoppersProduct, type ProductRow } from '../products';

export type { Cart, CartItem } from '@handmade/common';

/** A product row as `selectProducts` reads it, plus the cart line's own columns. */
export interface CartLineRow extends ProductRow {
  item_id: number;
  cart_id: number;
  quantity: number;
  gift: boolean;
  variant_id: number | null;
  personalization: string | null;
  option_values: string[] | null;
  variant_price: number | null;
  variant_inventory: number | null;
}

export function toCartItem(row: CartLineRow): CartItem {
  return {
    id: row.item_id,
    cart_id: row.cart_id,
    product_id: row.id,
    quantity: row.quantity,
    gift: row.gift,
    variant:
      row.variant_id === null
        ? null
        : {
            id: row.variant_id,
            option_values: row.option_values!,
            price: row.variant_price!,
            inventory: row.variant_inventory!,
          },
    personalization: row.personalization,
    product: toShoppersProduct(row),
  };
}
