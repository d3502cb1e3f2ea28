import type { ParsedUrlQuery } from 'node:querystring';
import { nextLink, parseQuery } from '../../http/pagination';
import type { PublicRead, ReadAnswer } from '../../http/publicReads';
import { parseId } from '../../http/validate';
import { productListQuerySchema } from './products.schemas';
import type { ProductPage, ProductsService } from './products.service';

/** Names the search run instead of `q` after a typo correction, percent-encoded (headers are ASCII). */
export const CORRECTED_HEADER = 'X-Search-Corrected';

/**
 * A page of products as the lists answer it: the array, the link to the next page (`path` with the same
 * query), and the corrected search if any.
 */
export function productPageAnswer(page: ProductPage, path: string, query: object): ReadAnswer {
  const headers: Record<string, string> = {};
  if (page.next) headers.Link = nextLink(path, query, page.next);
  if (page.corrected) headers[CORRECTED_HEADER] = encodeURIComponent(page.corrected);
  return { json: page.items, headers };
}

/** The catalogue's public reads: its list (and searches), a product's detail, and a random product. */
export function productReads(products: ProductsService) {
  return {
    list: {
      path: /^\/api\/products\/?$/,
      answer: async (_params: string[], query: ParsedUrlQuery) => {
        const page = await products.list(parseQuery(productListQuerySchema, { query }));
        return productPageAnswer(page, '/api/products/', query);
      },
    },
    random: {
      path: /^\/api\/products\/random$/,
      noStore: true,
      answer: async () => ({ json: await products.random() }),
    },
    detail: {
      path: /^\/api\/products\/(\d+)$/,
      answer: async ([id]: string[]) => ({ json: await products.detail(parseId(id, 'product')) }),
    },
  } satisfies Record<string, PublicRead>;
}
