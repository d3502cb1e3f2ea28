/** The orders a product list can be sorted in; `newest` is the default (relevance comes with `q`). */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: string | null | undefined): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '');
}
