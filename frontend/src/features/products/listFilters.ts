import { isProductSort, MIN_RATING_PATTERN, PRICE_BOUND_PATTERN, type ProductSort } from '@handmade/common';

/**
 * What a product grid shows, as read from the page's address (`?q=&sort=&min_price=&max_price=&min_rating=`).
 * The address is the one source of truth: a link or the back button gives the same grid. Whatever a hand-edited
 * address holds, reading it never throws: values the server would refuse are dropped, bounds the wrong way
 * round are swapped.
 */
export interface ListFilters {
  q: string;
  sort: ProductSort;
  /** Dollars as the server takes them ("12", "12.5"), or '' for no bound. */
  minPrice: string;
  maxPrice: string;
  /** "1" to "5" (one decimal at most), or '' for any rating. */
  minRating: string;
}

/** As long as the server takes (`q` is at most 200 characters). */
const MAX_QUERY_LENGTH = 200;

/** A search is ordered by best match unless another order is picked; a plain list, newest first. */
export const defaultSort = (q: string): ProductSort => (q ? 'relevance' : 'newest');

/** A bound as the server takes it, without leading zeros ("012.50" is "12.5"); '' when it is not one. */
export function readPrice(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return PRICE_BOUND_PATTERN.test(text) ? String(Number(text)) : '';
}

function readRating(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return MIN_RATING_PATTERN.test(text) && Number(text) <= 5 ? String(Number(text)) : '';
}

export function readFilters(params: URLSearchParams): ListFilters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const rawSort = params.get('sort');
  // Relevance has nothing to rank by without words.
  const sort = isProductSort(rawSort) && (q || rawSort !== 'relevance') ? rawSort : defaultSort(q);
  let minPrice = readPrice(params.get('min_price'));
  let maxPrice = readPrice(params.get('max_price'));
  if (minPrice && maxPrice && Number(maxPrice) < Number(minPrice))
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return { q, sort, minPrice, maxPrice, minRating: readRating(params.get('min_rating')) };
}

/** Whether a price or rating filter narrows the grid (the words and the order are not filters). */
export const hasFilters = (filters: ListFilters): boolean =>
  Boolean(filters.minPrice || filters.maxPrice || filters.minRating);

export const withoutFilters = (filters: ListFilters): ListFilters => ({
  ...filters,
  minPrice: '',
  maxPrice: '',
  minRating: '',
});

/** The query parameters for these filters, shared by the page's address and the API call: defaults left out. */
export function filterParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.sort !== defaultSort(filters.q)) params.set('sort', filters.sort);
  if (filters.minPrice) params.set('min_price', filters.minPrice);
  if (filters.maxPrice) params.set('max_price', filters.maxPrice);
  if (filters.minRating) params.set('min_rating', filters.minRating);
  return params;
}

/** The API call listing these products; `category` narrows `/api/products/` to one category. */
export function listApiUrl(path: string, filters: ListFilters, category?: string): string {
  const params = filterParams(filters);
  if (category) params.set('category', category);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
