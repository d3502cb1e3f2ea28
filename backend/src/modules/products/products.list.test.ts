import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, unique } from '../../../test/testApp';
import { countQueries } from '../../../test/shopFixtures';
import { createDb } from '../../db/knex';
import { createProductsRepository } from './products.repository';
import { nextLink } from './products.testing';

const test = createTestApp();

interface Listed {
  id: number;
  price: number;
  category_id: number;
  stars_total: number;
  review_count: number;
}

/** Rows straight into the table, each titled with a search token no other test uses. */
async function seedCatalogue(rows: { price?: number; category_id?: number; stars?: [number, number] }[]) {
  const { user } = await signUp(test);
  const token = unique('tok');
  const inserted: { id: number }[] = await test
    .db('products')
    .insert(
      rows.map((row, index) => ({
        seller_id: user.id,
        title: `Woven ${token} basket ${index}`,
        description: 'A basket woven from willow, sturdy and light.',
        inventory: 2,
        price: row.price ?? 10 + index,
        category_id: row.category_id ?? 1,
        stars_total: row.stars?.[0] ?? 0,
        review_count: row.stars?.[1] ?? 0,
      })),
    )
    .returning('id');
  return { token, user, ids: inserted.map((row) => row.id) };
}

/** Follows `Link: rel="next"` from `path` to the last page, collecting every item. */
async function walk(path: string) {
  const items: Listed[] = [];
  let pages = 0;
  let url: string | undefined = path;
  while (url) {
    const res = await test.request().get(url).expect(200);
    items.push(...res.body);
    pages += 1;
    url = nextLink(res);
    expect(pages).toBeLessThan(50);
  }
  return { items, pages };
}

describe('GET /api/products/', () => {
  it('answers listed products newest first, hiding archived ones', async () => {
    const { token, ids } = await seedCatalogue([{}, {}, {}]);
    await test.db('products').where({ id: ids[1] }).update({ archived_at: new Date(), inventory: 0 });
    const res = await test.request().get(`/api/products?q=${token}`).expect(200);
    expect(res.body.map((p: Listed) => p.id)).toEqual([ids[2], ids[0]]);
    expect(res.headers.link).toBeUndefined();
    expect(res.body[0]).toMatchObject({ seller: { seller_rating: 'No Reviews' }, preview_image: null });
    const slash = await test.request().get(`/api/products/?q=${token}`).expect(200);
    expect(slash.body).toEqual(res.body);
  });

  it.each(['newest', 'price_asc', 'price_desc', 'rating'])(
    'walks every page of sort=%s through the Link header, in order and without duplicates',
    async (sort) => {
      const prices = [5, 12.5, 5, 30, 12.5, 7.25, 5, 99.99];
      const stars: [number, number][] = [
        [5, 1],
        [9, 2],
        [0, 0],
        [10, 2],
        [4, 1],
        [14, 3],
        [0, 0],
        [5, 1],
      ];
      const { token, ids } = await seedCatalogue(prices.map((price, i) => ({ price, stars: stars[i]! })));
      const { items, pages } = await walk(`/api/products/?q=${token}&sort=${sort}&limit=3`);
      expect(pages).toBe(3);
      const got = items.map((p) => p.id);
      expect(new Set(got).size).toBe(ids.length);
      const byId = [...ids].sort((a, b) => b - a);
      const rating = (p: Listed) => (p.review_count ? p.stars_total / p.review_count : -1);
      const expected = {
        newest: byId,
        price_asc: [...items].sort((a, b) => a.price - b.price || a.id - b.id).map((p) => p.id),
        price_desc: [...items].sort((a, b) => b.price - a.price || b.id - a.id).map((p) => p.id),
        rating: [...items]
          .sort((a, b) => rating(b) - rating(a) || b.review_count - a.review_count || b.id - a.id)
          .map((p) => p.id),
      }[sort];
      expect(got).toEqual(expected);
    },
  );

  it('keeps filters and limit in the next link', async () => {
    const { token } = await seedCatalogue([{}, {}, {}]);
    const res = await test.request().get(`/api/products?q=${token}&limit=2&sort=price_asc`).expect(200);
    const link = nextLink(res)!;
    expect(link).toMatch(/^\/api\/products\/?\?/);
    const params = new URL(link, 'http://x').searchParams;
    expect(params.get('q')).toBe(token);
    expect(params.get('limit')).toBe('2');
    expect(params.get('sort')).toBe('price_asc');
    expect(params.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('filters by category', async () => {
    const { token, ids } = await seedCatalogue([{ category_id: 2 }, { category_id: 4 }, { category_id: 2 }]);
    const res = await test.request().get(`/api/products?q=${token}&category=2`).expect(200);
    expect(res.body.map((p: Listed) => p.id)).toEqual([ids[2], ids[0]]);
    expect(res.body.every((p: Listed) => p.category_id === 2)).toBe(true);
    const all = await test.request().get('/api/products?category=4&limit=200').expect(200);
    expect(all.body.every((p: Listed) => p.category_id === 4)).toBe(true);
  });

  it('searches titles and descriptions with web search syntax', async () => {
    const { token, ids } = await seedCatalogue([{}, {}]);
    await test
      .db('products')
      .where({ id: ids[0] })
      .update({ description: `Dyed with ${token}x indigo.` });
    const word = await test.request().get(`/api/products?q=${token}x`).expect(200);
    expect(word.body.map((p: Listed) => p.id)).toEqual([ids[0]]);
    const phrase = await test
      .request()
      .get(`/api/products?q=${encodeURIComponent(`"${token} basket" -indigo`)}`);
    expect(phrase.status).toBe(200);
    expect(phrase.body.map((p: Listed) => p.id)).toEqual([ids[1]]);
    const odd = await test.request().get(`/api/products?q=${encodeURIComponent('the & | ! ( ) :* "')}`);
    expect(odd.status).toBe(200);
    expect(odd.body).toEqual([]);
  });

  it.each([
    ['category=0', 'category'],
    ['category=6', 'category'],
    ['category=home', 'category'],
    ['category=1&category=2', 'category'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=-5', 'limit'],
    ['sort=cheapest', 'sort'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('{"s":"newest","k":["x"]}').toString('base64url')}`, 'cursor'],
    [`sort=price_asc&cursor=${Buffer.from('{"s":"newest","k":[5]}').toString('base64url')}`, 'cursor'],
  ])('answers 400 naming the parameter for %s', async (query, key) => {
    const res = await test.request().get(`/api/products?${query}`).expect(400);
    expect(res.body.message).toEqual(expect.stringContaining(key));
    expect(res.body.errors[key]).toEqual(expect.any(String));
  });

  it('answers pages of 60 by default and 200 at most', async () => {
    const res = await test.request().get('/api/products').expect(200);
    expect(res.body.length).toBeLessThanOrEqual(60);
    const { token } = await seedCatalogue(Array.from({ length: 61 }, () => ({})));
    const page = await test.request().get(`/api/products?q=${token}`).expect(200);
    expect(page.body).toHaveLength(60);
    expect(nextLink(page)).toBeDefined();
  });
});

describe('query counts', () => {
  it('answers a list of 2 and of 20 in the same number of queries', async () => {
    const { token, user } = await seedCatalogue(
      Array.from({ length: 20 }, () => ({ stars: [5, 1] as [number, number] })),
    );
    const path = `/api/products?q=${token}`;
    const small = await countQueries(test, () => test.request().get(`${path}&limit=2`).expect(200));
    const large = await countQueries(test, () => test.request().get(`${path}&limit=20`).expect(200));
    // A search's page, whatever its filters and sort, is two statements: its keys, then its rows.
    expect(small).toBe(2);
    expect(large).toBe(small);
    for (const query of ['sort=price_desc', 'sort=rating', 'min_price=1&max_price=99&sort=rating']) {
      expect(
        await countQueries(test, () => test.request().get(`${path}&${query}&limit=20`).expect(200)),
      ).toBe(2);
    }
    // A list's page is one statement, or two with a price or rating range (planned for its values).
    expect(await countQueries(test, () => test.request().get('/api/products?limit=20').expect(200))).toBe(1);
    expect(
      await countQueries(test, () => test.request().get('/api/products?min_price=1&limit=20').expect(200)),
    ).toBe(2);
    const shop = `/api/users/${user.id}/products`;
    const shopSmall = await countQueries(test, () => test.request().get(`${shop}?limit=2`).expect(200));
    const shopLarge = await countQueries(test, () => test.request().get(`${shop}?limit=20`).expect(200));
    expect(shopLarge).toBe(shopSmall);
    const previews = await countQueries(test, () =>
      test.request().get('/api/products/preview-images').expect(200),
    );
    expect(previews).toBe(1);
    expect(await countQueries(test, () => test.request().get('/api/users/').expect(200))).toBe(1);
  });

  it('plans a category page once per connection, not on every request', async () => {
    const { user } = await signUp(test);
    const db = createDb(test.config.databaseUrl!, 1);
    // A catalogue large enough for the planner to tell a page's plan from a scan of every product, in a
    // transaction rolled back at the end (its statistics with it).
    const trx = await db.transaction();
    try {
      await trx.raw(
        `INSERT INTO products (seller_id, title, description, inventory, price, category_id)
         SELECT ?, 'Jug ' || n, 'A jug thrown on the wheel.', 1, n % 500 + 1, n % 5 + 1
         FROM generate_series(1, 20000) AS n`,
        [user.id],
      );
      await trx.raw('ANALYZE products');
      const products = createProductsRepository(trx);
      // PostgreSQL plans a prepared statement's first five runs for their own values, then keeps one generic
      // plan if it is no dearer than theirs.
      for (const category of [1, 2, 3, 4, 5, 1, 2, 3]) {
        await products.list({ sort: 'price_asc', limit: 60, after: undefined, category });
      }
      const plans: { generic_plans: number; custom_plans: number }[] = await trx('pg_prepared_statements')
        .select('generic_plans', 'custom_plans')
        .whereLike('statement', '%category_id%');
      expect(plans).toEqual([{ generic_plans: 3, custom_plans: 5 }]);
    } finally {
      await trx.rollback();
      await db.destroy();
    }
  });

  it('answers the seller’s listings with 2 or 20 products in the same number of queries', async () => {
    const few = await signUp(test);
    const many = await signUp(test);
    const product = (seller_id: number) => ({
      seller_id,
      title: 'Linen apron',
      description: 'An apron sewn from washed linen.',
      inventory: 1,
      price: 40,
      category_id: 5,
    });
    await test.db('products').insert([product(few.user.id), product(few.user.id)]);
    await test.db('products').insert(Array.from({ length: 20 }, () => product(many.user.id)));
    const small = await countQueries(test, () => few.agent.get('/api/products/current').expect(200));
    const large = await countQueries(test, () => many.agent.get('/api/products/current').expect(200));
    expect(large).toBe(small);
  });
});
