/**
 * The orders a product list can be sorted in: `relevance` is the default with `q`, `newest` without it
 * (where `relevance` has nothing to rank by and lists newest first).
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: string | null | undefined): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '');
}

/** A price bound of a product list in dollars: `12`, `12.5` or `12.50`. */
export const PRICE_BOUND_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** A product list's lowest rating: 1 to 5, one decimal at most (5.x above 5 is refused separately). */
export const MIN_RATING_PATTERN = /^[1-5](\.\d)?$/;
