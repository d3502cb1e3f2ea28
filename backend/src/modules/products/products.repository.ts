import type { Knex } from 'knex';
import type { ProductInput, Variant } from '@handmade/common';
import type { Db } from '../../db/knex';
import { prepared } from '../../db/prepared';
import type { ImageRow } from '../images';
import type { ProductRow } from './products.mapper';
import { listingState, queueFavoriteNews } from './products.favoriteNews';
import { selectProducts } from './products.query';
import { listByVariantStock, listingColumns, writeVariations } from './products.variations';
import type { ProductSort } from './products.schemas';
import {
  pageOf,
  productsOf,
  productsOfKeys,
  RATING_KEY,
  RELEVANCE,
  type SortedRow,
  type SortKeys,
} from './products.sorts';
import { AUDIENCE_COLUMNS, LISTED, type ProductAudience, whereListed } from '../../db/listed';

export type { SortKeys } from './products.sorts';

export interface ProductListFilter {
  /** `relevance` only comes with `tsquery`; the service turns it into `newest` without one. */
  sort: ProductSort;
  limit: number;
  after: SortKeys | undefined;
  category?: number;
  /** A search as `to_tsquery('english_compound', ...)` input (products.tsquery.ts, migration 034). */
  tsquery?: string;
  sellerId?: number;
  /** Decimal dollars as text ("12.50"), compared as numeric. */
  minPrice?: string;
  maxPrice?: string;
  minRating?: number;
}

export type ListedRow = ProductRow & SortedRow;

/** A product row with its photos, as `findDetailById` reads it. */
export type DetailRow = ProductRow & { images: ImageRow[]; variants: Variant[] };

/**
 * How many matches of a search its relevance order ranks: the newest this many, about eight pages. Finding
 * and ranking a match costs about 0.2 µs from products_listed_id_search, and a word in one listing of
 * twenty is found among the newest 10,000; a word in every listing ("hand") would otherwise rank the whole
 * catalogue, some 100 ms, for a first page (docs/search.md, "Relevance").
 */
export const RELEVANCE_CANDIDATES = 500;

/**
 * A search in a category with this many matches or fewer is sorted from them alone (`pageInCategory`); as
 * many as relevance ranks, so its candidates are then all of them.
 */
const FEW_MATCHES = RELEVANCE_CANDIDATES;

export function createProductsRepository(db: Db) {
  /** A search's words as `query`, for `p.search @@ query` and its rank. */
  const wordsOf = (tsquery: string) => db.raw("to_tsquery('english_compound', ?) AS query", [tsquery]);

  /** `query` (of `products as p`) narrowed to `filter`'s listed products: its words, shop, category and ranges. */
  const matching = (query: Knex.QueryBuilder, filter: ProductListFilter) => {
    whereListed(query);
    if (filter.sellerId !== undefined) query.where('p.seller_id', filter.sellerId);
    if (filter.category !== undefined) query.where('p.category_id', filter.category);
    if (filter.minPrice !== undefined) query.where('p.price', '>=', filter.minPrice);
    if (filter.maxPrice !== undefined) query.where('p.price', '<=', filter.maxPrice);
    if (filter.minRating !== undefined) {
      query.whereRaw(`${RATING_KEY} >= ?`, [Math.round(filter.minRating * 1000)]);
    }
    // Last: PostgreSQL tests a row's conditions that it prices alike in the order they are written, and
    // the words' test reads the row's whole tsvector, where a price is one comparison. Written after the
    // price, a walk of the newest listings tests the words of those in the price range alone.
    if (filter.tsquery !== undefined) {
      query.crossJoin(wordsOf(filter.tsquery)).whereRaw('p.search @@ query');
    }
    return query;
  };

  /**
   * `rows` (of `products as p`, with a search's words as `query`) as `pageOf` reads them in `order`. For
   * relevance, their candidates: the newest `RELEVANCE_CANDIDATES`, each ranked. A materialized CTE, so
   * PostgreSQL finds them first (newest first through products_listed_id_search for a common word, from the
   * GIN index for a rare one) and ranks those alone.
   */
  const inOrder = (rows: Knex.QueryBuilder, order: ProductSort) =>
    order === 'relevance'
      ? db
          .queryBuilder()
          .withMaterialized(
            'candidates',
            rows
              .select('p.id', db.raw(`${RELEVANCE} AS rank`))
              .orderBy('p.id', 'desc')
              .limit(RELEVANCE_CANDIDATES),
          )
          .from('candidates')
      : rows;

  /**
   * A search's page in a category. PostgreSQL takes a word and a category as independent (no statistics
   * cover a tsvector): it expects "scarf" in a twentieth of Home & Living, and walks the category's newest
   * listings to find them, every one of them when none holds the word. So the statement first reads up to
   * `FEW_MATCHES` + 1 matches in any order (`matches`, from the GIN index of categories and words, migration
   * 035); with that many or fewer the page is sorted from those, otherwise it is read as any other search's.
   * Each half is gated on the count, a condition PostgreSQL checks once before running its half
   * (docs/search.md, "A word its category does not hold").
   */
  const pageInCategory = (filter: ProductListFilter & { tsquery: string }, order: ProductSort) => {
    const matchCount = '(SELECT count(*) FROM matches)';
    const few = db('products as p')
      .crossJoin(wordsOf(filter.tsquery))
      .whereIn('p.id', db('matches').select('id'))
      .whereRaw(`${matchCount} <= ${FEW_MATCHES}`);
    const many = matching(db('products as p'), filter).whereRaw(`${matchCount} > ${FEW_MATCHES}`);
    return db
      .queryBuilder()
      .withMaterialized(
        'matches',
        matching(db('products as p'), filter)
          .select('p.id')
          .limit(FEW_MATCHES + 1),
      )
      .unionAll(
        [few, many].map((rows) => pageOf(db, inOrder(rows, order), order, filter.limit, filter.after)),
        true,
      );
  };

  return {
    /**
     * One keyset page of listed products (`limit` + 1 rows, so the caller knows whether more follow). A
     * search matches the weighted `search` column through its GIN index; every other filter and sort is read
     * from the listing indexes of `products` (migrations 001, 002, 014). A page whose plan is the same for
     * any category, shop or cursor is one prepared statement; a search's or a range's is planned for its
     * values, and reads its rows by a statement of their own (`productsOfKeys`).
     */
    async list(filter: ProductListFilter): Promise<ListedRow[]> {
      const { tsquery, limit, after } = filter;
      // Without words to rank by, relevance is newest first (the service says so too).
      const order = filter.sort === 'relevance' && tsquery === undefined ? 'newest' : filter.sort;
      if (tsquery !== undefined) {
        const page =
          filter.category === undefined
            ? pageOf(db, inOrder(matching(db('products as p'), filter), order), order, limit, after)
            : pageInCategory({ ...filter, tsquery }, order);
        return productsOfKeys(db, page, order);
      }
      const page = pageOf(db, matching(db('products as p'), filter), order, limit, after);
      const ranged = [filter.minPrice, filter.maxPrice, filter.minRating].some(
        (value) => value !== undefined,
      );
      return ranged ? productsOfKeys(db, page, order) : prepared(productsOf(db, page, order));
    },

    /**
     * The closest catalogue word (`search_vocabulary`, by trigram similarity) to each of `words` that is
     * not one: "ceramc" -> "ceramic". The last word is left alone while it starts a known word, when
     * `lastIsPrefix` (the user may still be typing it). Words with no close match are left out. Its plan
     * is the same for any words: prepared.
     */
    async fixesOf(words: string[], lastIsPrefix: boolean): Promise<Map<string, string>> {
      const { rows } = await prepared(
        db.raw<{ rows: { word: string; fix: string }[] }>(
          `SELECT w.word, fix.word AS fix
           FROM unnest(?::text[]) WITH ORDINALITY AS w(word, position)
           CROSS JOIN LATERAL (
             SELECT v.word FROM search_vocabulary v WHERE v.word % w.word
             ORDER BY similarity(v.word, w.word) DESC, v.ndoc DESC, v.word LIMIT 1
           ) AS fix
           WHERE NOT EXISTS (SELECT FROM search_vocabulary known WHERE known.word = w.word)
             AND NOT (?::boolean AND w.position = ? AND EXISTS (
               SELECT FROM search_vocabulary known WHERE known.word LIKE w.word || '%'))`,
          [words, lastIsPrefix, words.length],
        ),
      );
      return new Map(rows.map((row) => [row.word, row.fix]));
    },

    /** Catalogue words starting with `prefix` (letters alone), the most used first, `limit` at most. */
    async wordsStartingWith(prefix: string, limit: number): Promise<string[]> {
      const rows: { word: string }[] = await db('search_vocabulary')
        .select('word')
        .whereLike('word', `${prefix}%`)
        .orderBy([
          { column: 'ndoc', order: 'desc' },
          { column: 'word', order: 'asc' },
        ])
        .limit(limit);
      return rows.map((row) => row.word);
    },

    async findById(id: number): Promise<ProductRow | undefined> {
      return prepared(selectProducts(db).where('p.id', id).first());
    },

    /** The product with its photos (preview first, then in their order), in one statement. */
    async findDetailById(id: number): Promise<DetailRow | undefined> {
      const query = selectProducts(db)
        .select(
          db.raw(
            `(SELECT coalesce(json_agg(i ORDER BY i.preview DESC, i.position, i.id), '[]')
              FROM product_images i WHERE i.product_id = p.id) AS images`,
          ),
          db.raw(
            `(SELECT coalesce(json_agg(json_build_object('id', v.id, 'option_values', v.option_values,
                'price', v.price, 'inventory', v.inventory, 'sku', v.sku) ORDER BY v.position), '[]')
              FROM product_variants v WHERE v.product_id = p.id) AS variants`,
          ),
        )
        .where('p.id', id)
        .first();
      return prepared(query);
    },

    /**
     * `count` random listed products (fewer when two draws land on one), picked without sorting the table:
     * each draw is a random id between the smallest and largest listed ids, then the first listed id at or
     * above it (both ends of one index). The draws are a subquery of their own so that each is drawn once
     * and is the index's bound: inside the inner SELECT, random() would be drawn again for every row it
     * reads. The count is written into the statement: one prepared statement, one plan, per count.
     */
    async findRandom(count: number): Promise<ProductRow[]> {
      const query = selectProducts(db)
        .whereRaw(
          `p.id IN (
            SELECT (SELECT id FROM products WHERE ${LISTED} AND id >= draws.id ORDER BY id LIMIT 1)
            FROM (
              SELECT ends.low + floor(random() * (ends.high - ends.low + 1))::int AS id
              FROM (SELECT min(id) AS low, max(id) AS high FROM products WHERE ${LISTED}) AS ends,
                generate_series(1, ${Math.trunc(count)})
            ) AS draws)`,
        )
        .orderByRaw('random()');
      return prepared(query);
    },

    /** Every product of the seller, archived (sold out) ones included, newest first. */
    async listBySeller(sellerId: number): Promise<ProductRow[]> {
      return prepared(selectProducts(db).where('p.seller_id', sellerId).orderBy('p.id', 'desc'));
    },

    /** Who may see the product: its seller, and the buyer of a private listing (null when listed). */
    async audienceOf(id: number): Promise<ProductAudience | undefined> {
      return prepared(db('products').select(AUDIENCE_COLUMNS).where({ id }).first());
    },

    async findSellerId(id: number): Promise<number | undefined> {
      const row = await db('products').select('seller_id').where({ id }).first();
      return row?.seller_id;
    },

    async insert(sellerId: number, input: ProductInput): Promise<number> {
      return db.transaction(async (trx) => {
        const [row] = await trx('products')
          .insert({ ...listingColumns(input), seller_id: sellerId })
          .returning('id');
        await writeVariations(trx, row.id, input);
        await listByVariantStock(trx, row.id);
        return row.id as number;
      });
    },

    /**
     * The form requires stock, so editing a sold-out (archived) product restocks and lists it again (a
     * listing with variants, when one of them has stock). A lower price or a restock is news for the
     * people who favorited it, queued with the edit.
     */
    async update(id: number, input: ProductInput): Promise<void> {
      await db.transaction(async (trx) => {
        const before = await listingState(trx, id);
        const hasVariants = await trx('product_variants').where({ product_id: id }).first('id');
        const columns = listingColumns(input);
        // A listing with variants keeps the price and stock they give, unless this edit drops them.
        const keepsVariants = hasVariants && input.variants === undefined && input.options === undefined;
        const { price: _price, inventory: _inventory, ...rest } = columns;
        await trx('products')
          .where({ id })
          .update({ ...(keepsVariants ? rest : columns), archived_at: null, updated_at: trx.fn.now() });
        await writeVariations(trx, id, input);
        await listByVariantStock(trx, id);
        await queueFavoriteNews(trx, id, before, await listingState(trx, id));
      });
    },

    /** Deletes the product (its images, cart lines, favorites and reviews by cascade); its image keys. */
    async deleteReturningImageKeys(id: number): Promise<string[] | undefined> {
      return db.transaction(async (trx: Knex.Transaction) => {
        const product = await trx('products').select('id').where({ id }).forUpdate().first();
        if (!product) return undefined;
        const images: { key: string }[] = await trx('product_images').select('key').where({ product_id: id });
        await trx('products').where({ id }).delete();
        return images.map((image) => image.key);
      });
    },

    /** Preview images of listed products, newest product first, paged by product id. */
    async listPreviewImages(limit: number, beforeProductId: number | undefined) {
      const query = whereListed(db('product_images as i'))
        .join('products as p', 'p.id', 'i.product_id')
        .select('i.id', 'i.product_id', 'i.url', 'i.url_medium', 'i.url_small', 'i.preview')
        .where('i.preview', true)
        .orderBy('p.id', 'desc')
        .limit(limit + 1);
      if (beforeProductId !== undefined) query.where('p.id', '<', beforeProductId);
      return query;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
