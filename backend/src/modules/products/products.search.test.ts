import { randomInt } from 'node:crypto';
import { PRODUCT_SORTS } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { createDb } from '../../db/knex';
import { countQueries } from '../../../test/shopFixtures';
import type { ProductListFilter } from './products.filters';
import { createProductsRepository } from './products.repository';
import {
  PREFIX_WORDS,
  searchFactsStatement,
  toSearchFacts,
  type SearchFactsRow,
} from './products.searchFacts';
import { shortRangeCount } from './products.searchHits';
import { cardIds, nextLink } from './products.testing';
import { parseSearch } from './products.tsquery';

const test = createTestApp();

/**
 * A made-up word of letters only (the vocabulary keeps no digits), used by no other test. No vowel, s or y,
 * so the English stemmer leaves it and each of its prefixes as they are ("abcdy" would become "abcdi").
 */
const LETTERS = 'bcdfghjkmnpqrtvwxz';
function word(): string {
  return Array.from({ length: 9 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}

interface Row {
  title: string;
  description?: string;
  price?: number;
  stars?: [number, number];
}

async function seed(rows: Row[]) {
  const { user } = await signUp(test);
  const inserted: { id: number }[] = await test
    .db('products')
    .insert(
      rows.map((row) => ({
        seller_id: user.id,
        title: row.title,
        description: row.description ?? 'Made by hand.',
        inventory: 2,
        price: row.price ?? 20,
        category_id: 1,
        stars_total: row.stars?.[0] ?? 0,
        review_count: row.stars?.[1] ?? 0,
      })),
    )
    .returning('id');
  return { user, ids: inserted.map((row) => row.id) };
}

const ids = (body: { id: number }[]) => body.map((product) => product.id);

/** A list's filter: relevance, 60 to a page, from the first, unless `filter` says. */
const filterOf = (filter: Partial<ProductListFilter>): ProductListFilter => ({
  sort: 'relevance',
  limit: 60,
  after: undefined,
  ...filter,
});

/** One page straight from the repository (see `filterOf`): its ids, and whether more follow. */
async function listedPage(filter: Partial<ProductListFilter>) {
  const page = await createProductsRepository(test.db).list(filterOf(filter));
  return { ids: cardIds(page), more: page.more };
}

const listedIds = async (filter: Partial<ProductListFilter>) => (await listedPage(filter)).ids;

async function walk(path: string) {
  const got: number[] = [];
  let url: string | undefined = path;
  while (url) {
    const res = await test.request().get(url).expect(200);
    got.push(...ids(res.body));
    url = nextLink(res);
    expect(got.length).toBeLessThan(100);
  }
  return got;
}

describe('search', () => {
  it('matches the last word as a prefix, the others as whole words', async () => {
    const tag = word();
    const { ids: made } = await seed([{ title: `${tag} wool scarf` }, { title: `${tag} wool mittens` }]);
    const res = await test.request().get(`/api/products?q=${tag}%20wool%20sca`).expect(200);
    expect(ids(res.body)).toEqual([made[0]]);
    const all = await test
      .request()
      .get(`/api/products?q=${tag.slice(0, 5)}`)
      .expect(200);
    expect(ids(all.body).sort()).toEqual([...made].sort());
  });

  it('matches a last-word prefix as the words it starts, a few or many, through the window and the index', async () => {
    const tag = word();
    const few = word().slice(0, 6);
    const many = word().slice(0, 6);
    const manyWords = Array.from({ length: PREFIX_WORDS + 1 }, (_, i) => `${many}${LETTERS[i]}`);
    await seed([
      { title: `${tag} ${few}b` },
      { title: 'Plain cup', description: `A ${tag} cup, ${few}c inside.` },
      { title: `${tag} ${few}d ${few}b` },
      { title: `${few}b alone` },
      { title: `${tag} alone` },
      ...manyWords.map((started, i) => (i % 2 ? { title: `${tag} ${started}` } : { title: started })),
    ]);
    const facts = async (q: string) => {
      const statement = searchFactsStatement(parseSearch(q)!, false);
      const { rows } = await test.db.raw(statement.sql, statement.bindings);
      return toSearchFacts(rows[0] as SearchFactsRow).prefixWords;
    };
    expect(await facts(`${tag} ${few}`)).toEqual([`${few}b`, `${few}c`, `${few}d`]);
    expect(parseSearch(`${tag} or cup ${few}`)!.beforePrefix).toBeUndefined();
    expect(await facts(`${tag} ${many}`)).toBeUndefined();

    // What the prefix itself finds, title matches first, newest first within each.
    const found = async (prefix: string) => {
      const tsquery = `'${tag}' & '${prefix}':*`;
      const { rows } = await test.db.raw(
        `SELECT id FROM products WHERE archived_at IS NULL AND search @@ to_tsquery('english', ?)
         ORDER BY title_search @@ to_tsquery('english', ?) DESC, id DESC`,
        [tsquery, tsquery],
      );
      return (rows as { id: number }[]).map((row) => row.id);
    };
    for (const prefix of [few, many]) {
      const expected = await found(prefix);
      expect(expected.length, prefix).toBeGreaterThan(2);
      const res = await test.request().get(`/api/products?q=${tag}%20${prefix}`).expect(200);
      expect(ids(res.body), prefix).toEqual(expected);
      expect(await listedIds({ search: `${tag} ${prefix}`, searchWindow: 0 }), prefix).toEqual(expected);
    }
  });

  it('keeps one plan for the pages of all searches over the whole catalogue, and plans them in a category unless a window reads them', async () => {
    const [first, second] = [word(), word()];
    const { ids: made } = await seed([
      { title: `${first}-${second} bowl` },
      { title: `${second} cup`, description: `A ${first}-${second} cup.` },
      { title: `${first} ${second} plate` },
    ]);
    // One connection, so what it prepared can be read back from the same session.
    const db = createDb(test.config.databaseUrl!, 1);
    try {
      const repository = createProductsRepository(db);
      const page = async (search: string, category?: number) =>
        cardIds(
          await repository.list({
            sort: 'relevance',
            limit: 60,
            after: undefined,
            search,
            searchWindow: 0,
            category,
          }),
        );
      // A hyphenated word is searched as its whole word alone (one word: read from the postings).
      expect(await page(`${first}-${second}`)).toEqual([made[0], made[1]]);
      // A hyphenated word and another: the GIN index, the words bound as one value the facts parsed.
      expect(await page(`${first}-${second} bow`)).toEqual([made[0]]);
      // Plain words: the first one's postings, the others probed; one statement whatever the words.
      expect(await page(`${second} cup`)).toEqual([made[1]]);
      expect(await page(`${first} ${second}`)).toEqual([made[2], made[0], made[1]]);
      expect(await page(`${second} cup`, 1)).toEqual([made[1]]);
      const pages = async () =>
        (await db('pg_prepared_statements').select('statement'))
          .map((row) => row.statement as string)
          .filter((text) => text.includes('search @@'));
      expect(await pages()).toHaveLength(2);
      // A window of the sort's index (the words counted common) keeps its plan in a category too.
      const windowed = await repository.list({
        sort: 'rating',
        limit: 60,
        after: undefined,
        search: `${second} cup`,
        searchWindow: 100_000,
        category: 1,
      });
      expect(cardIds(windowed)).toEqual([made[1]]);
      expect(await pages()).toHaveLength(3);
    } finally {
      await db.destroy();
    }
  });

  it('keeps one plan for the pages of one-word searches whatever the word, rare or common, one postings word or several', async () => {
    const common = word();
    const single = Array.from({ length: 8 }, () => word());
    const merged = Array.from({ length: 8 }, () => word());
    await seed([
      ...Array.from({ length: 30 }, (_, i) => ({ title: `${common} ${i}` })),
      ...single.map((w) => ({ title: `${w} once` })),
      ...merged.flatMap((w) => [{ title: `${w}b` }, { title: `${w}c` }]),
    ]);
    await test.db.raw('ANALYZE search_postings');
    // One connection, so what it prepared can be read back from the same session.
    const db = createDb(test.config.databaseUrl!, 1);
    try {
      const repository = createProductsRepository(db);
      const page = async (search: string) =>
        cardIds(await repository.list({ sort: 'relevance', limit: 60, after: undefined, search }));
      for (const [i, rare] of single.entries()) {
        expect(await page(i % 2 ? rare : common)).toHaveLength(i % 2 ? 1 : 30);
      }
      for (const prefix of merged) expect(await page(prefix)).toHaveLength(2);
      // Read with their range, in one statement.
      const read = async (search: string) =>
        cardIds(
          (await repository.searchPage({ sort: 'relevance', limit: 60, after: undefined, search }, [], true))
            .page,
        );
      for (const [i, rare] of single.entries()) {
        expect(await read(i % 2 ? rare : common)).toHaveLength(i % 2 ? 1 : 30);
      }
      for (const prefix of merged) expect(await read(prefix)).toHaveLength(2);
      // In a category too, whichever category: the one most products are in, or one with none.
      const inCategory = async (search: string, category: number) =>
        cardIds(
          (
            await repository.searchPage(
              { sort: 'relevance', limit: 60, after: undefined, search, category },
              [],
              true,
            )
          ).page,
        );
      for (const [i, rare] of single.entries()) {
        expect(await inCategory(i % 2 ? rare : common, 1)).toHaveLength(i % 2 ? 1 : 30);
      }
      for (const rare of single) expect(await inCategory(rare, 5)).toHaveLength(0);
      const plans: { generic_plans: number; custom_plans: number }[] = await db('pg_prepared_statements')
        .select('generic_plans', 'custom_plans')
        .whereLike('statement', '%search_postings s WHERE s.lexeme%AS hits%');
      // PostgreSQL plans a prepared statement's first five runs for their values, then keeps one plan.
      expect(plans).toHaveLength(4);
      for (const plan of plans) {
        expect(plan.custom_plans).toBe(5);
        expect(plan.generic_plans).toBeGreaterThanOrEqual(3);
      }
    } finally {
      await db.destroy();
    }
  });

  it("finds several plain words from the first one's postings, or through the index when they hold too few", async () => {
    const [a, b] = [word(), word()];
    const { ids: made } = await seed([
      { title: `${a} ${b} one` },
      { title: `${a} alone`, description: `With ${b} inside.` },
      { title: `${b} first`, description: `And ${a} after.` },
      { title: `${a} only` },
      { title: `${a} ${b} two`, price: 55 },
      { title: 'Plain', description: `${a} ${b} in words.` },
      { title: `${a} ${b} three` },
      ...Array.from({ length: 5 }, (_, i) => ({ title: `${a} filler ${i}` })),
    ]);
    const [one, alone, bFirst, , two, plain, three] = made as number[];
    // Title matches of both words newest first, then the rest; the newest products hold the first word alone.
    const expected = [three, two, one, plain, bFirst, alone] as number[];
    // A window of the first word's postings that holds them all, one too short for a page, and none at all.
    for (const searchWindow of [undefined, 1, 3, 0]) {
      expect(await listedIds({ search: `${a} ${b}`, searchWindow }), String(searchWindow)).toEqual(expected);
      // A page, and the row after it read to know that more follow.
      expect(await listedPage({ search: `${a} ${b}`, searchWindow, limit: 1 })).toEqual({
        ids: expected.slice(0, 1),
        more: true,
      });
      expect(await listedIds({ search: `${a} ${b}`, searchWindow, sort: 'newest' })).toEqual(
        [...expected].sort((x, y) => y - x),
      );
      expect(await listedIds({ search: `${a} ${b}`, searchWindow, minPrice: '50.00' })).toEqual([two]);
      expect(await listedIds({ search: `${a} ${b}`, searchWindow, category: 1 })).toEqual(expected);
      expect(await listedIds({ search: `${a} ${b}`, searchWindow, category: 2 })).toEqual([]);
    }
    expect(await walk(`/api/products?q=${a}%20${b}&limit=2`)).toEqual(expected);
    expect(await walk(`/api/products?q=${b}%20${a}&limit=4`)).toEqual([
      three,
      two,
      one,
      plain,
      bFirst,
      alone,
    ]);
  });

  it('ranks title matches first by default with q, newest first within each, and sort=newest still works', async () => {
    const tag = word();
    const { ids: made } = await seed([
      { title: `${tag} bowl`, description: 'Thrown on the wheel.' },
      { title: 'Plain bowl', description: `Glazed in ${tag} blue.` },
      { title: `${tag} cup`, description: 'Thrown on the wheel.' },
      { title: 'Plain cup', description: `Glazed in ${tag} green.` },
    ]);
    const relevance = await test.request().get(`/api/products?q=${tag}`).expect(200);
    expect(ids(relevance.body)).toEqual([made[2], made[0], made[3], made[1]]);
    const explicit = await test.request().get(`/api/products?q=${tag}&sort=relevance`).expect(200);
    expect(explicit.body).toEqual(relevance.body);
    const newest = await test.request().get(`/api/products?q=${tag}&sort=newest`).expect(200);
    expect(ids(newest.body)).toEqual([...made].reverse());
  });

  it('pages through relevance with cursors, never repeating or skipping a row', async () => {
    const tag = word();
    const rows: Row[] = Array.from({ length: 7 }, (_, i) =>
      i % 2 ? { title: `${tag} item ${i}` } : { title: `Item ${i}`, description: `A ${tag} thing.` },
    );
    const { ids: made } = await seed(rows);
    const got = await walk(`/api/products?q=${tag}&limit=2`);
    const inTitle = made.filter((_, i) => i % 2).reverse();
    const inText = made.filter((_, i) => !(i % 2)).reverse();
    expect(got).toEqual([...inTitle, ...inText]);
  });

  it('lists newest first for sort=relevance without q', async () => {
    const res = await test.request().get('/api/products?sort=relevance&limit=5').expect(200);
    const newest = await test.request().get('/api/products?limit=5').expect(200);
    expect(res.body).toEqual(newest.body);
    const next = nextLink(res);
    if (next) await test.request().get(next).expect(200);
  });

  it('corrects a misspelt word when nothing matches exactly, on every page, and says so', async () => {
    const tag = word();
    const { ids: made, user } = await seed([
      { title: `Ceramic ${tag} mug` },
      { title: `Ceramic ${tag} cup` },
      { title: `Ceramic ${tag} jug` },
    ]);
    const typo = `${tag.slice(0, 4)}${tag.slice(5)}`;
    let res = await test.request().get(`/api/products?q=ceramic%20${typo}`).expect(200);
    // The facts of a search nothing can match bring the fixes along, so a corrected search costs the facts
    // of the typed words more than a search (facts, then a page), no more.
    const statements = await countQueries(test, async () => {
      res = await test.request().get(`/api/products?q=ceramic%20${typo}`).expect(200);
    });
    expect(statements).toBe(3);
    expect(ids(res.body)).toEqual([...made].reverse());
    expect(res.headers['x-search-corrected']).toBe(encodeURIComponent(`ceramic ${tag}`));
    expect(await walk(`/api/products?q=${typo}%20ceramic&limit=2`)).toEqual([...made].reverse());
    // One word: its page brings the fixes when it is empty, and the corrected word's page is one statement.
    const oneWord = await countQueries(test, async () => {
      res = await test.request().get(`/api/products?q=${typo}`).expect(200);
    });
    expect(oneWord).toBe(2);
    expect(ids(res.body)).toEqual([...made].reverse());
    expect(res.headers['x-search-corrected']).toBe(tag);
    const shop = await test.request().get(`/api/users/${user.id}/products?q=${typo}`).expect(200);
    expect(decodeURIComponent(shop.headers['x-search-corrected'] as string)).toBe(tag);
    let exact = await test.request().get(`/api/products?q=${tag}`).expect(200);
    expect(
      await countQueries(test, async () => {
        exact = await test.request().get(`/api/products?q=${tag}`).expect(200);
      }),
    ).toBe(1);
    expect(exact.headers['x-search-corrected']).toBeUndefined();
    const nothing = await test.request().get(`/api/products?q=${word()}${word()}`).expect(200);
    expect(nothing.body).toEqual([]);
    expect(nothing.headers['x-search-corrected']).toBeUndefined();
  });

  it('corrects a search over a price range, reading the fixes after an empty page planned for its values', async () => {
    const [mug, cup] = [word(), word()];
    const { ids: made } = await seed([
      { title: `Ceramic ${mug} mug`, price: 30 },
      { title: `Ceramic ${cup} cup`, price: 30 },
    ]);
    const typo = (tag: string) => `${tag.slice(0, 4)}${tag.slice(5)}`;
    const typed = `${typo(mug)} or ${typo(cup)}`;
    // With `or`, no word is required, so the facts cannot tell that nothing matches: the page is read and
    // comes back empty. Over a range too long to read whole, the page is planned for its values, and the
    // fixes are read after it.
    const products = createProductsRepository(test.db);
    const planned = filterOf({ search: typed, maxPrice: '100', shortRange: 0 });
    const words = [...typed.split(' ')];
    expect(await countQueries(test, () => products.searchPage(planned, words, true))).toBe(3);
    // A corrected search has no words left to fix: its empty page is the last statement.
    const corrected = filterOf({ search: `${mug} or ${cup}`, maxPrice: '10', shortRange: 0 });
    let empty: Awaited<ReturnType<typeof products.searchPage>> | undefined;
    expect(
      await countQueries(test, async () => {
        empty = await products.searchPage(corrected, [], false);
      }),
    ).toBe(2);
    expect(empty).toEqual({ page: expect.objectContaining({ cards: null }), fixes: new Map() });
    // A short range (every range here) is read whole with one plan kept: the page and its fixes in one
    // statement. The corrected search then reads its facts and page.
    let res = await test.request().get(`/api/products?q=${encodeURIComponent(typed)}&max_price=100`);
    const statements = await countQueries(test, async () => {
      res = await test
        .request()
        .get(`/api/products?q=${encodeURIComponent(typed)}&max_price=100`)
        .expect(200);
    });
    expect(statements).toBe(4);
    expect(res.headers['x-search-corrected']).toBe(encodeURIComponent(`${mug} or ${cup}`));
    expect(ids(res.body)).toEqual([...made].reverse());
    // A page with products reads no fixes.
    expect(
      await countQueries(test, async () => {
        res = await test.request().get(`/api/products?q=${mug}%20or%20${cup}&max_price=100`).expect(200);
      }),
    ).toBe(2);
    expect(ids(res.body)).toEqual([...made].reverse());
    expect(res.headers['x-search-corrected']).toBeUndefined();

    // The fixes keep one plan, whatever the words. One connection, so what it prepared can be read back.
    const db = createDb(test.config.databaseUrl!, 1);
    try {
      const repository = createProductsRepository(db);
      const typos = [mug, cup, word(), word(), word(), word(), word()].map(typo);
      for (const [i, one] of typos.entries()) {
        const words = [one, typos[(i + 1) % typos.length]!];
        const filter: ProductListFilter = {
          sort: 'relevance',
          limit: 60,
          after: undefined,
          search: words.join(' or '),
          maxPrice: '100',
          shortRange: 0,
        };
        const { fixes } = await repository.searchPage(filter, [...words, 'or'], true);
        if (i === 0) expect(fixes.get(one)).toBe(mug);
      }
      const plans: { generic_plans: number }[] = await db('pg_prepared_statements')
        .select('generic_plans')
        .whereLike('statement', 'SELECT json_object_agg(f.word, f.fix) AS fixes FROM%');
      expect(plans).toHaveLength(1);
      expect(plans[0]!.generic_plans).toBeGreaterThanOrEqual(2);
    } finally {
      await db.destroy();
    }
  });

  it('answers rare, absent and odd words without error, in every sort', async () => {
    const odd = ['zzzz', 'the', '-', '"', 'a or', 'or b', '"x y', 'hand-', '-wool', 'ünïcödé'];
    for (const sort of ['', ...PRODUCT_SORTS]) {
      for (const q of odd) {
        const url = `/api/products?q=${encodeURIComponent(q)}${sort && `&sort=${sort}`}`;
        const res = await test.request().get(url);
        expect(res.status, url).toBe(200);
      }
    }
  });
});

describe('price and rating filters', () => {
  it('narrow lists and searches to a price range and a minimum rating', async () => {
    const tag = word();
    const { ids: made, user } = await seed([
      { title: `${tag} a`, price: 5, stars: [5, 1] },
      { title: `${tag} b`, price: 12.5, stars: [9, 2] },
      { title: `${tag} c`, price: 20, stars: [8, 2] },
      { title: `${tag} d`, price: 40 },
    ]);
    const range = await test.request().get(`/api/products?q=${tag}&min_price=12.5&max_price=20`).expect(200);
    expect(ids(range.body)).toEqual([made[2], made[1]]);
    const rated = await test.request().get(`/api/products?q=${tag}&min_rating=4.5`).expect(200);
    expect(ids(rated.body)).toEqual([made[1], made[0]]);
    const both = await test
      .request()
      .get(`/api/products?q=${tag}&min_price=6&min_rating=4&sort=price_asc`)
      .expect(200);
    expect(ids(both.body)).toEqual([made[1], made[2]]);
    // Through a window of the sort's own index too, which starts at a price range asked for.
    const windowed = (filter: Partial<ProductListFilter>) =>
      listedIds({ search: tag, searchWindow: 2, shortRange: 0, ...filter });
    expect(await windowed({ sort: 'price_asc', minPrice: '12.50' })).toEqual([made[1], made[2], made[3]]);
    expect(await windowed({ sort: 'price_desc', maxPrice: '20.00' })).toEqual([made[2], made[1], made[0]]);
    expect(
      await listedPage({
        search: tag,
        searchWindow: 2,
        shortRange: 0,
        sort: 'rating',
        minRating: 4.5,
        limit: 1,
      }),
    ).toEqual({ ids: [made[0]], more: true });
    expect(await windowed({ sort: 'rating', minRating: 4.5 })).toEqual([made[0], made[1]]);
    const shop = await test
      .request()
      .get(`/api/users/${user.id}/products?max_price=12.50&sort=price_desc`)
      .expect(200);
    expect(ids(shop.body)).toEqual([made[1], made[0]]);
    const cheap = await test.request().get('/api/products?max_price=12&limit=200').expect(200);
    expect(cheap.body.every((p: { price: number }) => p.price <= 12)).toBe(true);
  });

  it('reads a short price range whole: every sort, both relevance tiers, cursors across them', async () => {
    const tag = word();
    // A price range of its own: only these products are in it, so it is read whole whatever the words.
    const [a, b, c, , e, , g, h] = (
      await seed([
        { title: `${tag} a`, price: 9876.01, stars: [5, 1] },
        { title: 'plain b', description: `About ${tag}.`, price: 9876.02, stars: [8, 2] },
        { title: `${tag} c`, price: 9876.03 },
        { title: 'plain d', price: 9876.04 },
        { title: `${tag} e`, price: 9876.05, stars: [9, 2] },
        { title: `${tag} f`, price: 9876.5 },
        { title: 'plain g', description: `About ${tag}.`, price: 9876.03 },
        { title: 'plain h', description: `About ${tag}.`, price: 9876.04, stars: [10, 2] },
      ])
    ).ids;
    const range = `q=${tag}&min_price=9876.01&max_price=9876.05`;
    // Relevance: title matches newest first, then the description's.
    const relevance = [e, c, a, h, g, b];
    expect(await walk(`/api/products?${range}&limit=2`)).toEqual(relevance);
    expect(await walk(`/api/products?${range}&limit=2&sort=price_desc`)).toEqual([e, h, g, c, b, a]);
    expect(await walk(`/api/products?${range}&limit=4&sort=rating`)).toEqual([h, a, e, b, g, c]);
    const rated = await test.request().get(`/api/products?${range}&min_rating=4.5&sort=newest`).expect(200);
    expect(ids(rated.body)).toEqual([h, e, a]);
    // The same answers when the range is not read whole: never (0), or as one too long for it (1).
    const listed = (filter: Partial<ProductListFilter>) =>
      listedIds({ search: tag, minPrice: '9876.01', maxPrice: '9876.05', ...filter });
    for (const shortRange of [undefined, 0, 1]) {
      expect(await listed({ shortRange })).toEqual(relevance);
      expect(await listed({ shortRange, sort: 'price_asc' })).toEqual([a, b, c, g, h, e]);
    }
  });

  it('reads a short price range of several words through the first word’s postings, as the whole range finds', async () => {
    const [tag, other] = [word(), word()];
    const [a, b, , , e] = (
      await seed([
        { title: `${tag} ${other} a`, price: 8765.01, stars: [5, 1] },
        { title: `plain ${other} b`, description: `About ${tag}.`, price: 8765.02, stars: [8, 2] },
        { title: `${tag} c`, price: 8765.03 },
        { title: `${other} d`, description: `Not the other word.`, price: 8765.04 },
        { title: `${other} ${tag} e`, price: 8765.05, stars: [9, 2] },
      ])
    ).ids;
    const listed = (search: string, filter: Partial<ProductListFilter>) =>
      listedIds({ search, minPrice: '8765.01', maxPrice: '8765.05', ...filter });
    const expected = { relevance: [e, a, b], price_asc: [a, b, e], rating: [a, e, b], newest: [e, b, a] };
    for (const search of [`${tag} ${other}`, `${other} ${tag}`]) {
      for (const [sort, page] of Object.entries(expected)) {
        // Read through the first word's postings (the range is short), and as a range too long for that.
        for (const shortRange of [undefined, 0]) {
          expect(await listed(search, { sort: sort as ProductListFilter['sort'], shortRange })).toEqual(page);
        }
      }
      expect(await listed(search, { minRating: 4.5, sort: 'newest' })).toEqual([e, a]);
    }
    const res = await test
      .request()
      .get(`/api/products?q=${tag}%20${other}&min_price=8765.01&max_price=8765.05&limit=2`)
      .expect(200);
    expect(ids(res.body)).toEqual([e, a]);
    expect(ids((await test.request().get(nextLink(res)!).expect(200)).body)).toEqual([b]);
  });

  it('reads a one-word search over a price range the statistics call long in one statement, fixes and all, by rating with a minimum too', async () => {
    const tag = word();
    const [cheap, dear] = (
      await seed([
        { title: `${tag} jug`, price: 5, stars: [9, 2] },
        { title: `${tag} bowl`, price: 50, stars: [5, 1] },
        ...Array.from({ length: 4 }, () => ({ title: 'Plain cup', price: 20 })),
      ])
    ).ids;
    await test.db.raw('ANALYZE products');
    // Read after the ANALYZE; a short range of one product makes each range here, of at least five, clearly longer.
    const products = createProductsRepository(test.db);
    const filter = filterOf({ search: tag, minPrice: '1.00', shortRange: 1 });
    let found: number[] = [];
    const statements = await countQueries(test, async () => {
      found = cardIds((await products.searchPage(filter, [tag], true)).page);
    });
    expect(statements).toBe(1);
    expect(found).toEqual([dear, cheap]);
    expect(await listedIds(filter)).toEqual(found);
    expect(cardIds((await products.searchPage({ ...filter, minPrice: '10.00' }, [tag], true)).page)).toEqual([
      dear,
    ]);
    // By rating, a minimum rating bounds the walk in the rating index: one statement too.
    const rated = { ...filter, sort: 'rating' as const, minRating: 4.6 };
    expect(
      await countQueries(test, async () => {
        found = cardIds((await products.searchPage(rated, [tag], true)).page);
      }),
    ).toBe(1);
    expect(found).toEqual([dear]);
    expect(await listedIds({ ...rated, minRating: 4 })).toEqual([dear, cheap]);
    // A misspelling: its empty page and its fix in that statement.
    const typo = `${tag.slice(0, 4)}${tag.slice(5)}`;
    let fixes = new Map<string, string>();
    expect(
      await countQueries(test, async () => {
        ({ fixes } = await products.searchPage({ ...filter, search: typo }, [typo], true));
      }),
    ).toBe(1);
    expect(fixes.get(typo)).toBe(tag);
  });

  it('counts a price range only when the statistics do not put it far past a short one', () => {
    const filter: ProductListFilter = { sort: 'newest', limit: 60, after: undefined, maxPrice: '12.00' };
    expect(shortRangeCount(filter)).toBeDefined();
    expect(shortRangeCount(filter, 1700)).toBeDefined();
    expect(shortRangeCount(filter, 6000)).toBeDefined();
    expect(shortRangeCount(filter, 6001)).toBeUndefined();
    expect(shortRangeCount({ ...filter, shortRange: 10 }, 41)).toBeUndefined();
    expect(shortRangeCount({ ...filter, maxPrice: undefined }, 0)).toBeUndefined();
  });

  it.each([
    ['min_price=abc', 'min_price'],
    ['min_price=-1', 'min_price'],
    ['max_price=1.234', 'max_price'],
    ['max_price=1e3', 'max_price'],
    ['min_price=20&max_price=10', 'max_price'],
    ['min_rating=0', 'min_rating'],
    ['min_rating=6', 'min_rating'],
    ['min_rating=5.5', 'min_rating'],
    ['min_rating=four', 'min_rating'],
    ['sort=best', 'sort'],
  ])('answers 400 naming the parameter for %s', async (query, key) => {
    for (const path of ['/api/products', '/api/users/1/products']) {
      const res = await test.request().get(`${path}?${query}`).expect(400);
      expect(res.body.message).toEqual(expect.stringContaining(key));
      expect(res.body.errors[key]).toEqual(expect.any(String));
    }
  });
});
