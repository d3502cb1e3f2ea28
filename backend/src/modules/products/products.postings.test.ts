import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { createProductsRepository, type ProductListFilter } from './products.repository';
import { MERGED_WORDS } from './products.searchFacts';
import type { CardPage } from './products.cardPage';
import { cardIds } from './products.testing';

const test = createTestApp();

/** A made-up word the English stemmer leaves as it is (no vowel, s or y), used by no other test. */
const LETTERS = 'bcdfghjkmnpqrtvwxz';
const word = () => Array.from({ length: 9 }, () => LETTERS[randomInt(LETTERS.length)]).join('');

/**
 * The test catalogue is small, so searches read the sort's own index (the window) and never the word
 * indexes the large catalogue needs. Each search here runs both ways: through the window, and with the
 * window at 0, which one-word searches answer from `search_postings` alone (a price range either bounding
 * the price index or checked on each posting). All must agree, row for row.
 * A word that is one postings word (quoted, or a prefix only one word starts) is read from the postings in
 * product order both times; the expected rows say what it must find. The statement that also looks for
 * typo fixes when a page is empty (`searchPage`) wraps the same search and must keep its order; newest
 * first or by relevance with no price or rating range, it reads a one-word search's range itself.
 */
describe('one-word searches from search_postings', () => {
  const repository = () => createProductsRepository(test.db);

  /** A page as a client sees it: its cards, and the last one's keys only when a cursor needs them. */
  const seen = (page: CardPage) => (page.more ? page : { cards: page.cards, more: false });

  /** The page read all three ways, which must agree: its ids, and whether more follow. */
  async function bothPaged(filter: Partial<ProductListFilter> & { search: string }) {
    const full: ProductListFilter = { sort: 'relevance', limit: 60, after: undefined, ...filter };
    const windowed = await repository().list(full);
    const postings = await repository().list({ ...full, searchWindow: 0 });
    expect(seen(postings)).toEqual(seen(windowed));
    const { page } = await repository().searchPage(full, [filter.search], false);
    expect(seen(page)).toEqual(seen(windowed));
    // A price range may bound a read of the postings' price index, or be checked on each posting read.
    for (const priceIndexRows of [0, Infinity]) {
      const read = await repository().list({ ...full, searchWindow: 0, priceIndexRows });
      expect(seen(read)).toEqual(seen(windowed));
    }
    return { ids: cardIds(postings), more: postings.more };
  }

  const both = async (filter: Partial<ProductListFilter> & { search: string }) =>
    (await bothPaged(filter)).ids;

  async function seed() {
    const tag = word();
    const { user } = await signUp(test);
    const rows = [
      { key: 'vase', title: `${tag} vase`, description: 'Thrown by hand.', price: 10, category_id: 1 },
      { key: 'bowl', title: 'Serving bowl', description: `A ${tag} bowl.`, price: 30, category_id: 2 },
      // Two words starting like the tag: one row per product all the same.
      {
        key: 'lamp',
        title: `${tag}x lamp`,
        description: `Pairs with any ${tag}.`,
        price: 20,
        category_id: 1,
      },
      { key: 'cup', title: `${tag} cup`, description: 'Stoneware.', price: 50, category_id: 2 },
      { key: 'other', title: 'Linen napkin', description: 'Woven.', price: 15, category_id: 1 },
    ];
    const inserted: { id: number }[] = await test
      .db('products')
      .insert(
        rows.map(({ key: _key, ...row }) => ({ ...row, seller_id: user.id, inventory: 2, stars_total: 0 })),
      )
      .returning('id');
    const id = Object.fromEntries(rows.map((row, index) => [row.key, inserted[index]!.id]));
    return { tag, id };
  }

  it('finds what the full-text index finds, in every sort, tier and filter, and pages alike', async () => {
    const { tag, id } = await seed();
    // Relevance: title matches newest first, then the description-only match.
    expect(await both({ search: tag })).toEqual([id.cup, id.lamp, id.vase, id.bowl]);
    expect(await both({ search: `${tag}x` })).toEqual([id.lamp]);
    // A quoted word is matched whole, not as a prefix.
    expect(await both({ search: `"${tag}"` })).toEqual([id.cup, id.vase, id.lamp, id.bowl]);
    expect(await both({ search: tag, sort: 'newest' })).toEqual([id.cup, id.lamp, id.bowl, id.vase]);
    expect(await both({ search: tag, sort: 'price_asc' })).toEqual([id.vase, id.lamp, id.bowl, id.cup]);
    expect(await both({ search: tag, sort: 'price_desc' })).toEqual([id.cup, id.bowl, id.lamp, id.vase]);
    expect(await both({ search: tag, category: 2 })).toEqual([id.cup, id.bowl]);
    expect(await both({ search: tag, minPrice: '15', maxPrice: '30.00' })).toEqual([id.lamp, id.bowl]);
    // In price order the range bounds the postings' price index; out of it, the range is checked on each row.
    expect(await both({ search: tag, sort: 'price_asc', minPrice: '15', maxPrice: '30' })).toEqual([
      id.lamp,
      id.bowl,
    ]);
    expect(await both({ search: tag, sort: 'price_desc', maxPrice: '30' })).toEqual([
      id.bowl,
      id.lamp,
      id.vase,
    ]);
    expect(await both({ search: tag, sort: 'rating', minPrice: '20' })).toEqual([id.cup, id.lamp, id.bowl]);
    expect(await both({ search: word() })).toEqual([]);
    // A word no product uses makes the search empty at once; a word found once stemmed ("bowls") does not.
    expect(await both({ search: `${word()} ${tag}` })).toEqual([]);
    expect(await both({ search: `bowls ${tag}` })).toEqual([id.bowl]);
    // A page of two, then the rest after the cursor's keys.
    expect(await bothPaged({ search: tag, sort: 'newest', limit: 1 })).toEqual({ ids: [id.cup], more: true });
    expect(await both({ search: tag, sort: 'newest', after: [id.lamp!] })).toEqual([id.bowl, id.vase]);
    expect(await both({ search: tag, sort: 'price_asc', after: ['20.00', id.lamp!] })).toEqual([
      id.bowl,
      id.cup,
    ]);
    expect(await both({ search: tag, after: [1, id.lamp!] })).toEqual([id.vase, id.bowl]);
  });

  it('reads a word that is one postings word in product order, in every sort, tier, filter and page', async () => {
    const { tag, id } = await seed();
    // Quoted, the tag is one word ("tagx" no longer matches): the lamp is found through its description.
    const exact = `"${tag}"`;
    expect(await both({ search: exact, sort: 'newest' })).toEqual([id.cup, id.lamp, id.bowl, id.vase]);
    expect(await both({ search: exact, sort: 'price_asc' })).toEqual([id.vase, id.lamp, id.bowl, id.cup]);
    expect(await both({ search: exact, category: 2 })).toEqual([id.cup, id.bowl]);
    expect(await both({ search: exact, minPrice: '15', maxPrice: '30' })).toEqual([id.lamp, id.bowl]);
    expect(await bothPaged({ search: exact, sort: 'newest', limit: 1 })).toEqual({
      ids: [id.cup],
      more: true,
    });
    expect(await both({ search: exact, after: [1, id.cup!] })).toEqual([id.vase, id.lamp, id.bowl]);
    expect(await both({ search: exact, after: [0, id.lamp!] })).toEqual([id.bowl]);
    expect(await both({ search: `${tag}x` })).toEqual([id.lamp]);
  });

  it('finds every product of a prefix that starts more words than a page merges', async () => {
    const tag = word();
    const { user } = await signUp(test);
    const suffixes = [...LETTERS].flatMap((a) => [...LETTERS.slice(0, 4)].map((b) => a + b));
    expect(suffixes.length).toBeGreaterThan(MERGED_WORDS);
    const inserted: { id: number }[] = await test
      .db('products')
      .insert(
        suffixes.map((suffix, index) => ({
          title: index % 2 ? `${tag}${suffix} jug` : 'Plain jug',
          description: `Made as a ${tag}${suffix}.`,
          price: 10,
          category_id: 1,
          seller_id: user.id,
          inventory: 2,
          stars_total: 0,
        })),
      )
      .returning('id');
    const newest = inserted.map((row) => row.id).reverse();
    const inTitle = newest.filter((id) => inserted.findIndex((row) => row.id === id) % 2);
    const limit = suffixes.length;
    expect(await both({ search: tag, sort: 'newest', limit })).toEqual(newest);
    expect(await both({ search: tag, limit })).toEqual([
      ...inTitle,
      ...newest.filter((id) => !inTitle.includes(id)),
    ]);
    // One price: in price order, oldest first.
    expect(await both({ search: tag, sort: 'price_asc', limit })).toEqual([...newest].reverse());
  });

  it('finds a hyphenated word by its whole word, as the phrase of its parts does', async () => {
    const [a, b] = [word(), word()];
    const { user } = await signUp(test);
    const titles = [`${a}-${b} jug`, 'Plain cup', `${a} ${b} plate`, `${b}-${a} bowl`];
    const inserted: { id: number }[] = await test
      .db('products')
      .insert(
        titles.map((title, index) => ({
          title,
          description: index === 1 ? `Pairs with a ${a}-${b}.` : 'Handmade.',
          price: 10 + index,
          category_id: 1,
          seller_id: user.id,
          inventory: 2,
          stars_total: 0,
        })),
      )
      .returning('id');
    const [jug, cup, plate, bowl] = inserted.map((row) => row.id);
    // Apart or the other way round, the words do not make the hyphenated word.
    expect(await both({ search: `${a}-${b}` })).toEqual([jug, cup]);
    expect(await both({ search: `${a}-${b.slice(0, 5)}` })).toEqual([jug, cup]);
    expect(await both({ search: `${a}-${b}`, sort: 'newest' })).toEqual([cup, jug]);
    // A word typed after it still counts, and in a quoted phrase the words next to it must be next to it.
    expect(await both({ search: `${a}-${b} jug` })).toEqual([jug]);
    expect(await both({ search: `"${a}-${b} jug"` })).toEqual([jug]);
    // With other words, it is still the whole word: before them, last, as a prefix, or left out.
    expect(await both({ search: `jug ${a}-${b}` })).toEqual([jug]);
    expect(await both({ search: `${a}-${b} ${b}-${a}` })).toEqual([]);
    expect(await both({ search: `plate ${a}-${b.slice(0, 5)}` })).toEqual([]);
    expect(await both({ search: `-${a}-${b} ${b}` })).toEqual([bowl, plate]);
  });

  it('sorts and filters by rating, and follows review totals as they change', async () => {
    const { tag, id } = await seed();
    const rate = (key: string, stars_total: number, review_count: number) =>
      test.db('products').where({ id: id[key] }).update({ stars_total, review_count });
    await rate('vase', 9, 2);
    await rate('lamp', 8, 2);
    await rate('cup', 5, 1);
    await rate('bowl', 3, 1);
    expect(await both({ search: tag, sort: 'rating' })).toEqual([id.cup, id.vase, id.lamp, id.bowl]);
    expect(await both({ search: `"${tag}"`, sort: 'rating' })).toEqual([id.cup, id.vase, id.lamp, id.bowl]);
    expect(await both({ search: tag, minRating: 4 })).toEqual([id.cup, id.lamp, id.vase]);
    expect(await both({ search: `"${tag}"`, minRating: 4 })).toEqual([id.cup, id.vase, id.lamp]);
    expect(await both({ search: tag, sort: 'rating', after: [5000, 1, id.cup!] })).toEqual([
      id.vase,
      id.lamp,
      id.bowl,
    ]);

    await rate('bowl', 10, 2);
    expect(await both({ search: tag, sort: 'rating' })).toEqual([id.bowl, id.cup, id.vase, id.lamp]);
    expect(await both({ search: tag, minRating: 4.5, maxPrice: '30' })).toEqual([id.vase, id.bowl]);
  });

  it('follows products as they are edited, sold out, restocked and deleted', async () => {
    const { tag, id } = await seed();
    await test.db('products').where({ id: id.vase }).update({ title: 'Plain vase' });
    await test.db('products').where({ id: id.lamp }).update({ price: 99 });
    await test.db('products').where({ id: id.cup }).update({ archived_at: test.db.fn.now() });
    await test.db('products').where({ id: id.bowl }).delete();
    expect(await both({ search: tag, sort: 'price_asc' })).toEqual([id.lamp]);
    expect(await both({ search: tag, maxPrice: '50' })).toEqual([]);

    await test.db('products').where({ id: id.cup }).update({ archived_at: null, category_id: 3 });
    await test
      .db('products')
      .where({ id: id.other })
      .update({ description: `Goes with a ${tag}.` });
    expect(await both({ search: tag })).toEqual([id.cup, id.lamp, id.other]);
    expect(await both({ search: tag, category: 3 })).toEqual([id.cup]);

    const rows = await test.db('search_postings').whereIn('product_id', Object.values(id)).count({ n: '*' });
    const expected = await test
      .db('products')
      .whereIn('id', Object.values(id))
      .whereNull('archived_at')
      .sum({ n: test.db.raw('length(search)') });
    expect(Number(rows[0]!.n)).toBe(Number(expected[0]!.n));
  });
});
