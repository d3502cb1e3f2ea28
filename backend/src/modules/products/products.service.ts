import { variationErrors, type ProductDetail, type ProductInput } from '@handmade/common';
import { z } from 'zod';
import { mayView, type Viewer } from '../../db/listed';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import { decodeCursor, encodeCursor, takePage } from '../../http/pagination';
import type { EventBus } from '../../events';
import type { Logger } from '../../logger';
import type { Storage } from '../../storage';
import { variantKeys } from '../../storage/imageVariants';
import { toImage } from '../images';
import { toProduct, toRandomProduct, type Product } from './products.mapper';
import type { ListedRow, ProductListFilter, ProductsRepository } from './products.repository';
import type { ProductListQuery, ProductSort } from './products.schemas';
import { CURSOR_KEYS } from './products.sorts';
import { createRandomPicks } from './randomPicks';
import { lastPrefix, searchWords, toTsquery } from './products.tsquery';

export const PRODUCT_NOT_FOUND = "Product couldn't be found";
export const NOT_PRODUCT_OWNER = 'You can only change your own products.';
export const SEARCHES_BUSY = 'Search is busy right now. Please try again in a moment.';

/** A prefix that starts more catalogue words than this is matched as a prefix (see `toTsquery`). */
const MAX_PREFIX_WORDS = 16;

/** How a search's last word is searched (`lastWordOf`), and whether it starts any catalogue word. */
interface LastWord {
  searchedAs: string[];
  startsWords: boolean;
}

const NO_LAST_WORD: LastWord = { searchedAs: [], startsWords: false };

export interface ProductPage {
  items: Product[];
  next: string | undefined;
  /** The search that was run instead of `q` when nothing matched `q` and a typo correction did. */
  corrected?: string;
}

/** Told after each listing is created, edited or deleted (the search vocabulary follows). */
export type CatalogueChanged = () => void;

/** Refuses (400) a shipping profile that is not the seller's own. */
export type CheckOwnProfile = (sellerId: number, profileId: number | null | undefined) => Promise<void>;

/** Options and variants that do not agree are a 400 keyed `options` or `variants`. */
function checkVariations(input: ProductInput): void {
  if (input.options === undefined && input.variants === undefined) return;
  const errors = variationErrors(input.options, input.variants);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

export function createProductsService(
  products: ProductsRepository,
  storage: Storage,
  logger: Logger,
  {
    catalogueChanged = () => {},
    checkOwnProfile,
    keep = { events: undefined, ttlMs: 0 },
  }: {
    catalogueChanged?: CatalogueChanged;
    checkOwnProfile: CheckOwnProfile;
    /** What a process may keep, as the response cache: random picks (randomPicks.ts). */
    keep?: { events: EventBus | undefined; ttlMs: number };
  },
) {
  const randomPicks = createRandomPicks(
    async (count) => (await products.findRandom(count)).map(toRandomProduct),
    keep.events,
    keep.ttlMs,
  );
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
   * What `q`'s last word is searched as (`toTsquery`'s `prefixWords`): the catalogue words it starts, a few
   * of them, or itself when it starts none; as a prefix (none) when it starts many or is no prefix. And
   * whether it starts any catalogue word.
   */
  const lastWordOf = async (q: string): Promise<LastWord> => {
    const prefix = lastPrefix(q);
    if (prefix === undefined) return NO_LAST_WORD;
    const words = await products.wordsStartingWith(prefix, MAX_PREFIX_WORDS + 1);
    if (words.length === 0) return { searchedAs: [prefix], startsWords: false };
    return { searchedAs: words.length <= MAX_PREFIX_WORDS ? words : [], startsWords: true };
  };

  /** A page of `filter`, and the next page's cursor while more follow. */
  const page = async (filter: ProductListFilter) => {
    const rows = await products.list(filter);
    return takePage(rows, filter.limit, (last: ListedRow) => encodeCursor(filter.sort, last.sort_keys));
  };

  /**
   * A page of `q`, or when nothing matched it and some of its words are misspelt, of the search with each
   * replaced by the closest catalogue word. Pages of a corrected search keep the typed `q` in their links:
   * each page finds no exact match and corrects the same way. A corrected last word is a whole word, not a
   * prefix: a word still being typed starts a catalogue word, and such a word is never corrected (so a
   * search of that word alone has nothing to correct). A last word left as typed is searched as it was in
   * `q`.
   */
  const search = async (
    filter: ProductListFilter,
    q: string,
    lastWord: LastWord,
  ): Promise<Awaited<ReturnType<typeof page>> & { corrected?: string }> => {
    const exact = await page(filter);
    const words = searchWords(q);
    if (exact.items.length > 0 || words.length === 0) return exact;
    const lastIsPrefix = /\p{L}$/u.test(q);
    const last = lastPrefix(q);
    if (lastIsPrefix && lastWord.startsWords && words.length === 1 && words[0] === last) return exact;
    const fixes = await products.fixesOf(words, lastIsPrefix);
    if (fixes.size === 0) return exact;
    const corrected = q.replace(/\p{L}{3,}/gu, (word) => fixes.get(word.toLowerCase()) ?? word);
    const lastFix = last === undefined ? undefined : fixes.get(last);
    const fixed = await page({
      ...filter,
      tsquery: toTsquery(corrected, lastFix ? [lastFix] : lastWord.searchedAs),
    });
    return { ...fixed, corrected: fixed.items.length > 0 ? corrected : undefined };
  };

  return {
    /** A keyset page of listed products; `sellerId` narrows it to one shop. */
    async list(query: ProductListQuery, sellerId?: number): Promise<ProductPage> {
      const lastWord = query.q === undefined ? NO_LAST_WORD : await lastWordOf(query.q);
      const tsquery = query.q === undefined ? undefined : toTsquery(query.q, lastWord.searchedAs);
      // Relevance is the default with words to rank by; without them the list is newest first.
      const sort: ProductSort = tsquery
        ? (query.sort ?? 'relevance')
        : query.sort === 'relevance' || query.sort === undefined
          ? 'newest'
          : query.sort;
      const filter: ProductListFilter = {
        sort,
        limit: query.limit,
        after: query.cursor ? decodeCursor(query.cursor, sort, CURSOR_KEYS[sort]) : undefined,
        category: query.category,
        tsquery,
        sellerId,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        minRating: query.min_rating,
      };
      // Text with nothing to search for ("-") finds nothing.
      if (query.q !== undefined && tsquery === undefined) return { items: [], next: undefined };
      const found =
        query.q === undefined
          ? { ...(await page(filter)), corrected: undefined }
          : await search(filter, query.q, lastWord);
      return {
        items: found.items.map(toProduct),
        next: found.next,
        ...(found.corrected && { corrected: found.corrected }),
      };
    },

    /** A random listed product, its seller's rating rounded to whole stars (the landing page's pick). */
    async random(): Promise<Product> {
      const product = await randomPicks.next();
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },

    async previewImages(limit: number, cursor: string | undefined) {
      const before = cursor
        ? decodeCursor(cursor, 'preview', z.tuple([z.number().int().min(1).max(2_147_483_647)]))[0]
        : undefined;
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

    /**
     * Archived products still answer here: an order or a bookmark may point at them. A private listing
     * answers its buyer and seller alone, a hidden one its seller and admins (`viewer` is asked only then),
     * and anyone else 404.
     */
    async detail(productId: number, viewer: () => Promise<Viewer>): Promise<ProductDetail> {
      const row = await products.findDetailById(productId);
      const restricted = row && (row.private_buyer_id !== null || row.hidden_at !== null);
      if (!row || (restricted && !mayView(row, await viewer()))) throw notFound(PRODUCT_NOT_FOUND);
      return { ...toProduct(row), product_images: row.images.map(toImage), variants: row.variants };
    },

    async create(userId: number, input: ProductInput): Promise<Product> {
      checkVariations(input);
      await checkOwnProfile(userId, input.shipping_profile_id);
      const product = await found(await products.insert(userId, input));
      catalogueChanged();
      return product;
    },

    async update(userId: number, productId: number, input: ProductInput): Promise<Product> {
      await owned(userId, productId);
      checkVariations(input);
      await checkOwnProfile(userId, input.shipping_profile_id);
      await products.update(productId, input);
      catalogueChanged();
      return found(productId);
    },

    /** Deletes the row first, then every stored variant of its photos; a storage hiccup only leaves orphans. */
    async remove(userId: number, productId: number): Promise<{ message: string }> {
      await owned(userId, productId);
      const keys = await products.deleteReturningImageKeys(productId);
      if (!keys) throw notFound(PRODUCT_NOT_FOUND);
      catalogueChanged();
      const objects = keys.flatMap(variantKeys);
      await storage.remove(objects).catch((error: unknown) => {
        logger.warn({ err: error, keys: objects }, 'could not remove the photos of a deleted product');
      });
      return { message: 'Product deleted.' };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
