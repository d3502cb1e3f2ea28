import type { Knex } from 'knex';
import type { Image, ProductInput } from '@handmade/common';
import { builtOnce } from '../../db/builtOnce';
import type { Db } from '../../db/knex';
import { planEachTime, LIMIT_IN_TEXT } from '../../db/preparedStatements';
import { queryRows } from '../../db/queryRows';
import { photosAsJson } from '../images';
import type { ProductRow, RandomCardRow } from './products.mapper';
import { cardPageStatement, EMPTY_CARD_PAGE, type CardPage } from './products.cardPage';
import { selectProducts } from './products.query';
import { priceConditions, sortOf, type Fragment, type ProductListFilter } from './products.filters';
import { applyProductFilters, type PreparedSearch } from './products.listQuery';
import {
  oneWordRange,
  searchFactsStatement,
  toSearchFacts,
  type SearchFacts,
  type SearchFactsRow,
} from './products.searchFacts';
import { createPriceStatistics, priceRangeShare } from './products.priceStatistics';
import { fencesPriceIndex, shortRangeCount } from './products.searchHits';
import { parseSearch, type ParsedSearch } from './products.tsquery';
import { fixesObject, searchWordFixes } from './products.typos';

export type { ProductListFilter, SortKeys } from './products.filters';

const toNumber = (price: string | undefined) => (price === undefined ? undefined : Number(price));

/** A search's page, with the fixes of its words when it is empty. */
type SearchPageRow = CardPage & { fixes: Record<string, string> | null };

const pageAndFixes = (row: SearchPageRow) => {
  const { fixes, ...page } = row;
  return { page: page as CardPage, fixes: new Map(Object.entries(fixes ?? {})) };
};

/**
 * A search whose page may be read with its one word's range, in one statement: one term over the whole
 * catalogue or a category, in any order, with no price range, one that is clearly long by the statistics
 * (`rows`; see `shortRangeCount`) or one narrow enough for the postings' price index whatever the word
 * (`fencesPriceIndex`: the word's postings in the range are at most its products), and a minimum rating only
 * by rating; see `oneWordRange`. Over a long range such a page reads its words' postings in the order's
 * index up to a page, each checked against the price, a walk that stops after about n / (the range's share)
 * postings a word, at most 61 / 6 % here; over a narrow one, each word's postings in the range from the price
 * index, sorted: the facts would only say to read them that way. By rating, a minimum rating bounds each
 * word's walk in the rating index; in another order it may refuse most of what a walk reads. A range in
 * between needs the facts (a short range read whole, or the price index for a rare word). Any other search
 * reads its facts first.
 */
const readsOneWord = (filter: ProductListFilter, parsed: ParsedSearch, rows: number | undefined) =>
  parsed.singleTerm &&
  filter.sellerId === undefined &&
  (filter.minRating === undefined || filter.sort === 'rating') &&
  (priceConditions(filter).length === 0 ||
    (rows !== undefined && (fencesPriceIndex(filter, rows) || shortRangeCount(filter, rows) === undefined)));

export function createProductsRepository(db: Db) {
  const priceStatistics = createPriceStatistics(db);

  const detailOf = builtOnce((id: number) =>
    db('product_cards as c')
      .select('c.card', photosAsJson(db, 'c.product_id').wrap('', ' AS photos'))
      .where('c.product_id', id),
  );

  /** How many products `filter`'s price range holds, by the statistics; undefined without either. */
  const rangeRows = async (filter: ProductListFilter) => {
    if (filter.minPrice === undefined && filter.maxPrice === undefined) return undefined;
    const statistics = await priceStatistics.current();
    if (!statistics) return undefined;
    const share = priceRangeShare(statistics, toNumber(filter.minPrice), toNumber(filter.maxPrice));
    return statistics.rows * share;
  };

  /**
   * A search's words and the facts its page is built from, read in a statement of their own; undefined
   * without a search or when its text holds nothing to search for. The postings hold one word's products
   * and what a search filters by, not the shop, so a shop's search reads no postings range. `rows`: the
   * price range's size by the statistics (`rangeRows`).
   */
  const readSearch = async (
    filter: ProductListFilter,
    rows: number | undefined,
    fixes?: Fragment,
  ): Promise<PreparedSearch | undefined> => {
    const parsed = filter.search === undefined ? undefined : parseSearch(filter.search);
    if (!parsed) return undefined;
    const withRange = filter.sellerId === undefined && parsed.singleTerm;
    const facts = searchFactsStatement(parsed, withRange, fixes, shortRangeCount(filter, rows));
    const [row] = await queryRows<SearchFactsRow>(db, db.raw(facts.sql, facts.bindings));
    const read = toSearchFacts(row!);
    // The postings of a one-word search's words in the range, were they spread over prices like products.
    if (rows === undefined || !read.range) return { parsed, facts: read };
    return { parsed, facts: { ...read, rangePostings: read.share * rows } };
  };

  /** The one row of `statement`, built around `page`: planned for its values when the page is, else prepared. */
  const onlyRowAround = async <Row extends object>(page: Knex.Sql, statement: Knex.Raw): Promise<Row> => {
    const [row] = await queryRows<Row>(db, page.options?.planEachTime ? planEachTime(statement) : statement);
    return row!;
  };

  /** The page `page` (`applyProductFilters` of `filter`) as one row of cards. */
  const cardsOf = (page: Knex.Sql, filter: ProductListFilter, search?: PreparedSearch): Promise<CardPage> => {
    const sort = sortOf(filter, search?.parsed);
    return onlyRowAround(page, db.raw(cardPageStatement(`(${page.sql})`, filter.limit, sort), page.bindings));
  };

  /** The page of `filter` (`applyProductFilters`) as one row of cards. */
  const cardPage = (filter: ProductListFilter, search?: PreparedSearch): Promise<CardPage> =>
    cardsOf(applyProductFilters(db, filter, search).toSQL(), filter, search);

  /** The fixes of `fixes` (`searchWordFixes`), as the page's statement reads them. */
  const fixesAlone = async (fixes: Fragment): Promise<SearchPageRow['fixes']> => {
    const [row] = await queryRows<Pick<SearchPageRow, 'fixes'>>(
      db,
      db.raw(fixesObject(fixes), fixes.bindings),
    );
    return row!.fixes;
  };

  /**
   * A search's page and, only when it is empty, the closest catalogue word to each of `fixes`' words, in one
   * statement; without `fixes` (no word to fix), the page alone. A page planned for its values reads the
   * fixes in a statement of their own after it, when it is empty: a statement holding them would plan them
   * every run too (0.4 of a price-filtered search's 1.8 ms of planning), where alone they keep one plan.
   * `before` are CTEs the page reads and `whole` a condition on them: the fixes are looked for only when it
   * holds, and the row says whether it did.
   */
  const pageWithFixes = async (
    filter: ProductListFilter,
    search: PreparedSearch,
    fixes: Fragment | undefined,
    before?: Fragment & { whole: string },
  ): Promise<SearchPageRow & { whole?: boolean }> => {
    const page = applyProductFilters(db, filter, search).toSQL();
    const planned = page.options?.planEachTime === true;
    if (planned && !before) {
      const cards = await cardsOf(page, filter, search);
      return { ...cards, fixes: cards.cards === null && fixes ? await fixesAlone(fixes) : null };
    }
    const cards = cardPageStatement('page', filter.limit, sortOf(filter, search.parsed));
    const whenEmpty = `NOT EXISTS (SELECT FROM page)${before ? ` AND ${before.whole}` : ''}`;
    const typos =
      fixes && !planned
        ? {
            sql: `LEFT JOIN LATERAL (${fixesObject(fixes, whenEmpty)}) AS typos ON true`,
            bindings: fixes.bindings,
          }
        : { sql: 'CROSS JOIN (SELECT NULL::json AS fixes) AS typos', bindings: [] };
    const statement = db.raw(
      `WITH ${before ? `${before.sql},` : ''} page AS MATERIALIZED (${page.sql})
       SELECT cards.*, typos.fixes${before ? `, ${before.whole} AS whole` : ''} FROM (${cards}) AS cards
       ${typos.sql}`,
      [...(before?.bindings ?? []), ...page.bindings, ...typos.bindings],
    );
    const row = await onlyRowAround<SearchPageRow & { whole?: boolean }>(page, statement);
    const lookedFor = fixes && planned && row.cards === null && row.whole !== false;
    return lookedFor ? { ...row, fixes: await fixesAlone(fixes) } : row;
  };

  /**
   * A one-word search's page read with its words, in one statement (`oneWordRange`); undefined when
   * PostgreSQL does not parse it as one word, or its range holds more words than are merged.
   */
  const oneWordPage = async (
    filter: ProductListFilter,
    parsed: ParsedSearch,
    rows: number | undefined,
    fixes: Fragment | undefined,
  ) => {
    const range = oneWordRange(parsed.tsquery);
    // The range's page reads its words' postings alone: no tsquery, and no estimate but the price range's
    // size, which bounds the products of any word in it.
    const facts: SearchFacts = {
      hopeless: false,
      share: 1,
      range: range.words,
      query: '',
      ...(rows !== undefined && { rangePostings: rows }),
    };
    const row = await pageWithFixes(filter, { parsed, facts }, fixes, {
      ...range,
      whole: `EXISTS (SELECT FROM one_word) AND ${range.words.sql} IS NOT NULL`,
    });
    const { whole, ...read } = row;
    return whole ? pageAndFixes(read) : undefined;
  };

  return {
    /**
     * One page of listed products as one row of cards, in one statement; a search reads its facts first, and
     * none when nothing can match.
     */
    async list(filter: ProductListFilter): Promise<CardPage> {
      const search = await readSearch(filter, await rangeRows(filter));
      if (search?.facts.hopeless) return EMPTY_CARD_PAGE;
      return cardPage(filter, search);
    },

    /**
     * A page of a search and, only when it came back empty, the closest catalogue word to each of `words`
     * that is not one (see products.typos.ts), in one round trip after the search's facts. When nothing can
     * match, the facts bring the fixes; text with nothing to search for ("-") finds nothing.
     */
    async searchPage(
      filter: ProductListFilter,
      words: string[],
      lastIsPrefix: boolean,
    ): Promise<{ page: CardPage; fixes: Map<string, string> }> {
      const fixes = words.length > 0 ? searchWordFixes(words, lastIsPrefix) : undefined;
      const parsed = filter.search === undefined ? undefined : parseSearch(filter.search);
      const rows = await rangeRows(filter);
      if (parsed && readsOneWord(filter, parsed, rows)) {
        const page = await oneWordPage(filter, parsed, rows, fixes);
        if (page) return page;
      }
      const search = await readSearch(filter, rows, fixes);
      if (!search || search.facts.hopeless) {
        return { page: EMPTY_CARD_PAGE, fixes: search?.facts.fixes ?? new Map() };
      }
      return pageAndFixes(await pageWithFixes(filter, search, fixes));
    },

    async findById(id: number): Promise<ProductRow | undefined> {
      return selectProducts(db).where('p.id', id).first();
    },

    /** The product's card with its photos (an `Image[]`, preview first): one round trip. */
    async findDetailById(id: number): Promise<{ card: string; photos: Image[] } | undefined> {
      const [row] = await queryRows<{ card: string; photos: Image[] }>(db, detailOf(id));
      return row;
    },

    /**
     * `count` random listed products (a product may come twice), each picked without sorting the table: a
     * random id between the smallest and largest listed ids, then the first listed id at or above it (both
     * ends of one index), in one statement. Each comes as its card, with its seller's rating as a total and
     * a count.
     */
    async findRandom(count: number): Promise<RandomCardRow[]> {
      // The count is part of the text: as a binding, the planner guessed 1,000 picks for any count, so a
      // plan for all counts always looked worse than one for the count asked, and each call was planned.
      return queryRows<RandomCardRow>(
        db,
        db.raw(
          `SELECT c.card, u.seller_stars_total, u.seller_review_count
           FROM (SELECT n, lo + floor(random() * (hi - lo + 1))::int AS target
                 FROM (SELECT min(id) AS lo, max(id) AS hi FROM products WHERE archived_at IS NULL) AS listed,
                      generate_series(1, ${Math.trunc(count)}) AS n) AS targets
           CROSS JOIN LATERAL (
             SELECT id, seller_id FROM products WHERE archived_at IS NULL AND id >= target ORDER BY id LIMIT 1
           ) AS p
           JOIN product_cards c ON c.product_id = p.id
           JOIN users u ON u.id = p.seller_id
           ORDER BY targets.n`,
        ),
      );
    },

    /** Every product of the seller, archived (sold out) ones included, newest first. */
    async listBySeller(sellerId: number): Promise<ProductRow[]> {
      return selectProducts(db).where('p.seller_id', sellerId).orderBy('p.id', 'desc');
    },

    async findSellerId(id: number): Promise<number | undefined> {
      const row = await db('products').select('seller_id').where({ id }).first();
      return row?.seller_id;
    },

    async insert(sellerId: number, input: ProductInput): Promise<number> {
      const [row] = await db('products')
        .insert({ ...input, seller_id: sellerId })
        .returning('id');
      return row.id;
    },

    /** The form requires stock, so editing a sold-out (archived) product restocks and lists it again. */
    async update(id: number, input: ProductInput): Promise<void> {
      await db('products')
        .where({ id })
        .update({ ...input, archived_at: null, updated_at: db.fn.now() });
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
      const query = db('product_images as i')
        .join('products as p', 'p.id', 'i.product_id')
        .select('i.id', 'i.product_id', 'i.url', 'i.url_medium', 'i.url_small', 'i.preview')
        .where('i.preview', true)
        .whereNull('p.archived_at')
        .orderBy('p.id', 'desc')
        .limit(limit + 1, LIMIT_IN_TEXT);
      if (beforeProductId !== undefined) query.where('p.id', '<', beforeProductId);
      return query;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
