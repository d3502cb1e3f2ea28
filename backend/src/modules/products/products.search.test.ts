import { randomInt } from 'node:crypto';
import { PRODUCT_SORTS } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { countQueries } from '../../../test/shopFixtures';
import { refreshVocabulary } from '../../db/searchVocabulary';
import { nextLink } from './products.testing';

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
  category?: number;
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
        category_id: row.category ?? 1,
        stars_total: row.stars?.[0] ?? 0,
        review_count: row.stars?.[1] ?? 0,
      })),
    )
    .returning('id');
  return { user, ids: inserted.map((row) => row.id) };
}

const ids = (body: { id: number }[]) => body.map((product) => product.id);

async function walk(path: string, most = 100) {
  const got: number[] = [];
  let url: string | undefined = path;
  while (url) {
    const res = await test.request().get(url).expect(200);
    got.push(...ids(res.body));
    url = nextLink(res);
    expect(got.length).toBeLessThan(most);
  }
  return got;
}

describe('search', () => {
  it('matches the last word as a prefix, the others as whole words', async () => {
    const tag = word();
    const { ids: made } = await seed([{ title: `${tag} wool scarf` }, { title: `${tag} wool mittens` }]);
    // A last word is matched as the catalogue words it starts, once the vocabulary has them.
    await refreshVocabulary(test.db);
    const res = await test.request().get(`/api/products?q=${tag}%20wool%20sca`).expect(200);
    expect(ids(res.body)).toEqual([made[0]]);
    const all = await test
      .request()
      .get(`/api/products?q=${tag.slice(0, 5)}`)
      .expect(200);
    expect(ids(all.body).sort()).toEqual([...made].sort());
    // An earlier word is a whole word: its start matches nothing, and the search is corrected to the word.
    const whole = await test
      .request()
      .get(`/api/products?q=${tag.slice(0, 5)}%20wool`)
      .expect(200);
    expect(whole.headers['x-search-corrected']).toBe(encodeURIComponent(`${tag} wool`));
  });

  it('finds a hyphenated word whole, by its parts, and inside a phrase', async () => {
    const [a, b, c] = [word(), word(), word()];
    const {
      ids: [hyphenated, spaced],
    } = await seed([{ title: `${a}-${b} ${c}` }, { title: `${a} ${b}` }]);
    const search = (q: string) => walk(`/api/products?q=${encodeURIComponent(q)}&sort=newest`);
    // The hyphenated word is a word of its own: only the listing that spells it so.
    expect(await search(`${a}-${b}`)).toEqual([hyphenated]);
    expect(await search(`${a}-${b} ${c}`)).toEqual([hyphenated]);
    expect(await search(`-${a}-${b} ${a}`)).toEqual([spaced]);
    // Its parts are words too.
    expect(await search(`${b} ${a}`)).toEqual([spaced, hyphenated]);
    // A phrase across it: its parts, then the next word.
    expect(await search(`"${a}-${b} ${c}"`)).toEqual([hyphenated]);
    expect(await search(`"${b} ${c}"`)).toEqual([hyphenated]);
  });

  it('ranks a title match above a description-only match, newest first among equals, and sort=newest still works', async () => {
    const tag = word();
    const { ids: made } = await seed([
      { title: `${tag} bowl`, description: 'Thrown on the wheel.' },
      { title: 'Plain bowl', description: `Glazed in ${tag} blue, ${tag} inside and ${tag} outside.` },
      { title: `${tag} cup`, description: 'Thrown on the wheel.' },
      { title: 'Plain cup', description: `Glazed in ${tag} green.` },
    ]);
    const relevance = await test.request().get(`/api/products?q=${tag}`).expect(200);
    expect(ids(relevance.body)).toEqual([made[2], made[0], made[1], made[3]]);
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
    // Other test files list products meanwhile: a shop of this test's own is the list compared exactly.
    const { user, ids: made } = await seed(
      Array.from({ length: 7 }, (_, i) => ({ title: `Plain piece ${i}` })),
    );
    const shop = `/api/users/${user.id}/products`;
    const res = await test.request().get(`${shop}?sort=relevance&limit=5`).expect(200);
    expect(ids(res.body)).toEqual(made.toReversed().slice(0, 5));
    expect(await walk(`${shop}?sort=relevance&limit=5`)).toEqual(made.toReversed());
    const all = await test.request().get('/api/products?sort=relevance&limit=20').expect(200);
    const listed = ids(all.body);
    expect(listed).toEqual(listed.toSorted((a, b) => b - a));
  });

  it('corrects a misspelt word when nothing matches exactly, on every page, and says so', async () => {
    const tag = word();
    const { ids: made, user } = await seed([
      { title: `Ceramic ${tag} mug` },
      { title: `Ceramic ${tag} cup` },
      { title: `Ceramic ${tag} jug` },
    ]);
    await refreshVocabulary(test.db);
    const typo = `${tag.slice(0, 4)}${tag.slice(5)}`;
    let res = await test.request().get(`/api/products?q=ceramic%20${typo}`).expect(200);
    // The catalogue words its last word starts and the exact search's page (empty), the fixes of its words,
    // then the corrected search's page and its rows (a corrected last word is a whole word: no words to look
    // up for it).
    const statements = await countQueries(test, async () => {
      res = await test.request().get(`/api/products?q=ceramic%20${typo}`).expect(200);
    });
    expect(statements).toBe(5);
    expect(ids(res.body)).toEqual([...made].reverse());
    expect(res.headers['x-search-corrected']).toBe(encodeURIComponent(`ceramic ${tag}`));
    expect(await walk(`/api/products?q=${typo}%20ceramic&limit=2`)).toEqual([...made].reverse());
    // A last word left as typed is looked up once, for the search as typed and the corrected one alike.
    const typoFirst = await countQueries(test, async () => {
      res = await test.request().get(`/api/products?q=${typo}%20ceramic`).expect(200);
    });
    expect(typoFirst).toBe(5);
    expect(ids(res.body)).toEqual([...made].reverse());
    res = await test.request().get(`/api/products?q=${typo}`).expect(200);
    expect(ids(res.body)).toEqual([...made].reverse());
    expect(res.headers['x-search-corrected']).toBe(tag);
    const shop = await test.request().get(`/api/users/${user.id}/products?q=${typo}`).expect(200);
    expect(decodeURIComponent(shop.headers['x-search-corrected'] as string)).toBe(tag);
    let exact = await test.request().get(`/api/products?q=${tag}`).expect(200);
    expect(
      await countQueries(test, async () => {
        exact = await test.request().get(`/api/products?q=${tag}`).expect(200);
      }),
    ).toBe(3);
    expect(exact.headers['x-search-corrected']).toBeUndefined();
    // A catalogue word alone has nothing to correct, where nothing matches it: no fixes are looked up. With
    // another word, that one may be misspelt.
    const outOfRange = (q: string) =>
      countQueries(test, () => test.request().get(`/api/products?q=${q}&max_price=1`).expect(200, []));
    expect(await outOfRange(tag)).toBe(2);
    expect(await outOfRange(`ceramic%20${tag}`)).toBe(3);
    const nothing = await test.request().get(`/api/products?q=${word()}${word()}`).expect(200);
    expect(nothing.body).toEqual([]);
    expect(nothing.headers['x-search-corrected']).toBeUndefined();
  });

  it('takes a corrected last word as a whole word, not as the start of longer ones', async () => {
    const tag = word();
    const { ids: made } = await seed([{ title: `${tag} mug` }, { title: `${tag}ware jug` }]);
    await refreshVocabulary(test.db);
    const typo = `${tag.slice(0, 4)}${tag.slice(5)}`;
    const res = await test.request().get(`/api/products?q=${typo}`).expect(200);
    expect(res.headers['x-search-corrected']).toBe(tag);
    expect(ids(res.body)).toEqual([made[0]]);
    // Typed in full, the word is still a prefix while it is the last one.
    const typed = await test.request().get(`/api/products?q=${tag}&sort=newest`).expect(200);
    expect(ids(typed.body)).toEqual([...made].reverse());
  });

  it('corrects words joined by or, over a price range', async () => {
    const [mug, cup] = [word(), word()];
    const { ids: made } = await seed([
      { title: `Ceramic ${mug} mug`, price: 30 },
      { title: `Ceramic ${cup} cup`, price: 30 },
    ]);
    await refreshVocabulary(test.db);
    const typo = (tag: string) => `${tag.slice(0, 4)}${tag.slice(5)}`;
    const typed = `${typo(mug)} or ${typo(cup)}`;
    const res = await test
      .request()
      .get(`/api/products?q=${encodeURIComponent(typed)}&max_price=100`)
      .expect(200);
    expect(res.headers['x-search-corrected']).toBe(encodeURIComponent(`${mug} or ${cup}`));
    expect(ids(res.body)).toEqual([...made].reverse());
    const cheaper = await test
      .request()
      .get(`/api/products?q=${encodeURIComponent(typed)}&max_price=10`)
      .expect(200);
    expect(cheaper.body).toEqual([]);
    expect(cheaper.headers['x-search-corrected']).toBeUndefined();
  });

  it('leaves the last word alone while it starts a catalogue word', async () => {
    const tag = word();
    const { ids: made } = await seed([{ title: `${tag} teapot` }]);
    await refreshVocabulary(test.db);
    const res = await test
      .request()
      .get(`/api/products?q=${tag.slice(0, 6)}`)
      .expect(200);
    expect(ids(res.body)).toEqual(made);
    expect(res.headers['x-search-corrected']).toBeUndefined();
  });

  it('sorts and pages a search in a category alike whether it has few matches or many', async () => {
    const tag = word();
    const [a, b, c, d, , f] = (
      await seed([
        { title: `${tag} a`, price: 30, stars: [5, 1], category: 2 },
        { title: 'plain b', description: `About ${tag}.`, price: 10, stars: [8, 2], category: 2 },
        { title: `${tag} c`, price: 20, category: 2 },
        { title: `${tag} d`, price: 40, stars: [9, 2], category: 2 },
        { title: `${tag} e`, price: 5, category: 3 },
        { title: 'plain f', description: `About ${tag}.`, price: 25, category: 2 },
      ])
    ).ids;
    const few = `q=${tag}&category=2&limit=2`;
    expect(await walk(`/api/products?${few}`)).toEqual([d, c, a, f, b]);
    expect(await walk(`/api/products?${few}&sort=newest`)).toEqual([f, d, c, b, a]);
    expect(await walk(`/api/products?${few}&sort=price_asc`)).toEqual([b, c, f, a, d]);
    expect(await walk(`/api/products?${few}&sort=rating`)).toEqual([a, d, b, f, c]);
    // More matches than relevance ranks (RELEVANCE_CANDIDATES), all in one category: the category's page is
    // the search's own, in every sort.
    const many = word();
    await seed(
      Array.from({ length: 510 }, (_, i) => ({
        title: i % 3 ? `${many} jug ${i}` : `Jug ${i}`,
        description: `About ${many}.`,
        price: (i % 40) + 1,
        stars: [i % 6, 1] as [number, number],
        category: 4,
      })),
    );
    for (const sort of PRODUCT_SORTS) {
      const everywhere = await walk(`/api/products?q=${many}&sort=${sort}&limit=200`, 1000);
      expect(everywhere.length).toBe(sort === 'relevance' ? 500 : 510);
      expect(await walk(`/api/products?q=${many}&category=4&sort=${sort}&limit=200`, 1000)).toEqual(
        everywhere,
      );
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
    const shop = await test
      .request()
      .get(`/api/users/${user.id}/products?max_price=12.50&sort=price_desc`)
      .expect(200);
    expect(ids(shop.body)).toEqual([made[1], made[0]]);
    const cheap = await test.request().get('/api/products?max_price=12&limit=200').expect(200);
    expect(cheap.body.every((p: { price: number }) => p.price <= 12)).toBe(true);
  });

  it('orders a price range in every sort, title matches first, with cursors across them', async () => {
    const tag = word();
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
  });

  it('finds several words over a price range, in every sort', async () => {
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
    const range = 'min_price=8765.01&max_price=8765.05';
    const expected = { relevance: [e, a, b], price_asc: [a, b, e], rating: [a, e, b], newest: [e, b, a] };
    for (const q of [`${tag}%20${other}`, `${other}%20${tag}`]) {
      for (const [sort, page] of Object.entries(expected)) {
        expect(await walk(`/api/products?q=${q}&${range}&sort=${sort}&limit=2`)).toEqual(page);
      }
      const rated = await test.request().get(`/api/products?q=${q}&${range}&min_rating=4.5&sort=newest`);
      expect(ids(rated.body)).toEqual([e, a]);
    }
    const res = await test
      .request()
      .get(`/api/products?q=${tag}%20${other}&min_price=8765.01&max_price=8765.05&limit=2`)
      .expect(200);
    expect(ids(res.body)).toEqual([e, a]);
    expect(ids((await test.request().get(nextLink(res)!).expect(200)).body)).toEqual([b]);
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
