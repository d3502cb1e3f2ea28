import type { ProductInput } from '@handmade/common';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/httpError';
import { type JsonText, withField } from '../../http/jsonText';
import { decodeCursor, encodeCursor, takePage } from '../../http/pagination';
import type { Logger } from '../../logger';
import type { Storage } from '../../storage';
import { variantKeys } from '../../storage/imageVariants';
import { toProduct, toRandomProductJson, type Product } from './products.mapper';
import { cardsArray, type CardPage, type LastKeys } from './products.cardPage';
import type { ProductListFilter, ProductsRepository, SortKeys } from './products.repository';
import type { ProductListQuery, ProductSort } from './products.schemas';
import { searchWords } from './products.tsquery';

export const PRODUCT_NOT_FOUND = "Product couldn't be found";
export const NOT_PRODUCT_OWNER = 'You can only change your own products.';

const id = z.number().int().min(1).max(2_147_483_647);
const price = z.string().regex(/^\d{1,8}\.\d{2}$/);
const ratingKey = z.number().int().min(-1).max(5000);
const count = z.number().int().min(0);

/** What a cursor holds for each sort: the sort key(s) of the last row, then its id. */
const CURSOR_KEYS: Record<ProductSort, { schema: z.ZodType<SortKeys>; of: (last: LastKeys) => SortKeys }> = {
  newest: { schema: z.tuple([id]), of: (row) => [row.id] },
  price_asc: { schema: z.tuple([price, id]), of: (row) => [row.price!.toFixed(2), row.id] },
  price_desc: { schema: z.tuple([price, id]), of: (row) => [row.price!.toFixed(2), row.id] },
  rating: {
    schema: z.tuple([ratingKey, count, id]),
    of: (row) => [Number(row.rating_key), row.review_count!, row.id],
  },
  relevance: {
    schema: z.tuple([z.union([z.literal(0), z.literal(1)]), id]),
    of: (row) => [Number(row.relevance_tier), row.id],
  },
};

export interface ProductPage {
  /** The page's products as a JSON array, written from their cards. */
  items: JsonText;
  next: string | undefined;
  /** The search that was run instead of `q` when nothing matched `q` and a typo correction did. */
  corrected?: string;
}

export function createProductsService(products: ProductsRepository, storage: Storage, logger: Logger) {
  const owned = async (userId: number, productId: number) => {
    const sellerId = await products.findSellerId(productId);
    if (sellerId === undefined) throw notFound(PRODUCT_NOT_FOUND);
    if (sellerId !== userId) throw forbidden(NOT_PRODUCT_OWNER);
  };

  const found = async (productId: number): Promise<Product> => {
    const row = await products.findById(productId);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return toProduct(row);
  };

  /**
   * A page of `q`, or when nothing matched it and some of its words are misspelt, of the search with each
   * replaced by the closest catalogue word. Pages of a corrected search keep the typed `q` in their links:
   * each page finds no exact match and corrects the same way.
   */
  const search = async (
    filter: ProductListFilter,
    q: string,
  ): Promise<{ page: CardPage; corrected?: string }> => {
    const exact = await products.searchPage(filter, searchWords(q), /\p{L}$/u.test(q));
    if (exact.page.cards !== null || !exact.fixes.size) return { page: exact.page };
    const corrected = q.replace(/\p{L}{3,}/gu, (word) => exact.fixes.get(word.toLowerCase()) ?? word);
    // Read as a search (one statement when it is one word), with no words of its own to correct.
    const fixed = await products.searchPage({ ...filter, search: corrected }, [], false);
    return { page: fixed.page, corrected };
  };

  return {
    /** A keyset page of listed products; `sellerId` narrows it to one shop. */
    async list(query: ProductListQuery, sellerId?: number): Promise<ProductPage> {
      // Relevance is the default with words to rank by; without them it would list newest first anyway.
      const sort: ProductSort = query.q
        ? (query.sort ?? 'relevance')
        : query.sort === 'relevance'
          ? 'newest'
          : (query.sort ?? 'newest');
      const keys = CURSOR_KEYS[sort];
      const filter: ProductListFilter = {
        sort,
        limit: query.limit,
        after: query.cursor ? decodeCursor(query.cursor, sort, keys.schema) : undefined,
        category: query.category,
        search: query.q,
        sellerId,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        minRating: query.min_rating,
      };
      const { page, corrected } = query.q
        ? await search(filter, query.q)
        : { page: await products.list(filter) };
      return {
        items: cardsArray(page),
        next: page.more ? encodeCursor(sort, keys.of(page as LastKeys)) : undefined,
        ...(corrected && page.cards !== null && { corrected }),
      };
    },

    /** A random listed product, as its JSON. */
    async random(): Promise<Buffer> {
      const [row] = await products.findRandom(1);
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      return toRandomProductJson(row);
    },

    async previewImages(limit: number, cursor: string | undefined) {
      const before = cursor ? decodeCursor(cursor, 'preview', z.tuple([id]))[0] : undefined;
      const rows = await products.listPreviewImages(limit, before);
      const page = takePage(rows, limit, (last) => encodeCursor('preview', [last.product_id]));
      return {
        items: page.items.map(({ id, product_id, url, preview }) => ({ id, product_id, url, preview })),
        next: page.next,
      };
    },

    /** The seller's own listings, sold-out (archived) ones included with inventory 0. */
    async mine(userId: number): Promise<{ products: Product[]; user_id: number }> {
      const rows = await products.listBySeller(userId);
      return { products: rows.map(toProduct), user_id: userId };
    },

    /** Archived products still answer here: an order or a bookmark may point at them. */
    async detail(productId: number): Promise<JsonText> {
      const row = await products.findDetailById(productId);
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      return withField(row.card, 'product_images', row.photos);
    },

    async create(userId: number, input: ProductInput): Promise<Product> {
      return found(await products.insert(userId, input));
    },

    async update(userId: number, productId: number, input: ProductInput): Promise<Product> {
      await owned(userId, productId);
      await products.update(productId, input);
      return found(productId);
    },

    /** Deletes the row first, then every stored variant of its photos; a storage hiccup only leaves orphans. */
    async remove(userId: number, productId: number): Promise<{ message: string }> {
      await owned(userId, productId);
      const keys = await products.deleteReturningImageKeys(productId);
      if (!keys) throw notFound(PRODUCT_NOT_FOUND);
      const objects = keys.flatMap(variantKeys);
      await storage.remove(objects).catch((error: unknown) => {
        logger.warn({ err: error, keys: objects }, 'could not remove the photos of a deleted product');
      });
      return { message: 'Product deleted.' };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
