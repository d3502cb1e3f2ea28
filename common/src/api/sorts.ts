/**
 * The orders a product list can be sorted in: `relevance` is the default with `q`, `newest` without it
 * (where `relevance` has nothing to rank by and lists newest first).
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: string | null | undefined): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '');
}
