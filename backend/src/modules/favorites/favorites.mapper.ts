import type { Favorite } from '@handmade/common';
import { toShoppersProduct, type ProductRow } from '../products';

export type { Favorite } from '@handmade/common';

/** A product row as `selectProducts` reads it, plus the favorite's own columns. */
export interface FavoriteRow extends ProductRow {
  favorite_id: number;
  favorite_user_id: number;
}

export function toFavorite(row: FavoriteRow): Favorite {
  return {
    id: row.favorite_id,
    user_id: row.favorite_user_id,
    product_id: row.id,
    product: toShoppersProduct(row),
  };
}
