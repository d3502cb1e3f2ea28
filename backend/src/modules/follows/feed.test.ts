import { feedUnseenAnswerSchema, FEED_UNSEEN_CAP } from '@handmade/common';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();

const follow = (me: Shopper, shop: Shopper) => me.agent.put(`/api/shops/${shop.user.id}/follow`).expect(200);
/** The path of a page's `Link: rel="next"`, if any. */
const nextOf = (res: supertest.Response) =>
  /<([^>]+)>; rel="next"/.exec((res.headers.link as string | undefined) ?? '')?.[1];
const ids = (body: { id: number }[]) => body.map((product) => product.id);
const unseen = async (me: Shopper) =>
  feedUnseenAnswerSchema.parse((await me.agent.get('/api/feed/unseen').expect(200)).body).unseen;

/** Follows every `Link: rel="next"` from `path` and gathers the ids of each page. */
async function allPages(me: Shopper, path: string): Promise<number[][]> {
  const pages: number[][] = [];
  let next: string | undefined = path;
  while (next) {
    const res: supertest.Response = await me.agent.get(next).expect(200);
    pages.push(ids(res.body));
    next = nextOf(res);
  }
  return pages;
}

describe('GET /api/feed', () => {
  it('lists the followed shops’ listed products alone, newest first, in keyset pages', async () => {
    const potter = await createShopper(test);
    const weaver = await createShopper(test);
    const stranger = await createShopper(test);
    const me = await createShopper(test);
    await follow(me, potter);
    await follow(me, weaver);

    const bowl = await insertProduct(test, potter.user.id);
    const scarf = await insertProduct(test, weaver.user.id);
    await insertProduct(test, stranger.user.id);
    const vase = await insertProduct(test, potter.user.id);
    const rug = await insertProduct(test, weaver.user.id);
    await insertProduct(test, potter.user.id, { archived_at: new Date() });
    const hidden = await insertProduct(test, weaver.user.id);
    await test
      .db('products')
      .where({ id: hidden.id })
      .update({ hidden_at: new Date(), hidden_reason: 'spam' });
    const custom = await insertProduct(test, potter.user.id);
    await test.db('products').where({ id: custom.id }).update({ private_buyer_id: me.user.id });

    expect(await allPages(me, '/api/feed?limit=3')).toEqual([[rug.id, vase.id, scarf.id], [bowl.id]]);
    const first = await me.agent.get('/api/feed').expect(200);
    expect(first.body[0]).toMatchObject({ id: rug.id, title: rug.title, seller: { id: weaver.user.id } });
    expect(first.headers.link).toBeUndefined();
  });

  it('is empty without follows; 401 signed out; 400 for a cursor of another list', async () => {
    const me = await createShopper(test);
    await insertProduct(test, (await createShopper(test)).user.id);
    expect((await me.agent.get('/api/feed/').expect(200)).body).toEqual([]);
    await test.request().get('/api/feed').expect(401);
    await test.request().get('/api/feed/unseen').expect(401);

    const products = await test.request().get('/api/products?limit=1').expect(200);
    const cursor = new URL(nextOf(products)!, 'http://x').searchParams.get('cursor');
    await me.agent.get(`/api/feed?cursor=${cursor}`).expect(400);
    await me.agent.get('/api/feed?limit=0').expect(400);
  });

  it('reads 2 or 20 listings in the same number of queries', async () => {
    const queriesFor = async (count: number) => {
      const shop = await createShopper(test);
      const me = await createShopper(test);
      await follow(me, shop);
      for (let i = 0; i < count; i += 1) await insertProduct(test, shop.user.id);
      return countQueries(test, async () => {
        expect((await me.agent.get('/api/feed').expect(200)).body).toHaveLength(count);
      });
    };
    expect(await queriesFor(20)).toBe(await queriesFor(2));
  });
});

describe('GET /api/feed/unseen', () => {
  it('counts listings since the follow and since the feed was last opened, then zero once it is', async () => {
    const shop = await createShopper(test);
    const me = await createShopper(test);
    await insertProduct(test, shop.user.id);
    await follow(me, shop);
    expect(await unseen(me)).toBe(0);

    const first = await insertProduct(test, shop.user.id);
    const second = await insertProduct(test, shop.user.id);
    const hidden = await insertProduct(test, shop.user.id);
    await test
      .db('products')
      .where({ id: hidden.id })
      .update({ hidden_at: new Date(), hidden_reason: 'spam' });
    expect(await unseen(me)).toBe(2);

    expect(ids((await me.agent.get('/api/feed?limit=1').expect(200)).body)).toEqual([second.id]);
    expect(await unseen(me)).toBe(0);
    const third = await insertProduct(test, shop.user.id);
    expect(await unseen(me)).toBe(1);

    // A later page does not mark anything seen: only what the first page showed is.
    const page = await me.agent.get('/api/feed?limit=1').expect(200);
    expect(ids(page.body)).toEqual([third.id]);
    const next = nextOf(page)!;
    expect(ids((await me.agent.get(next).expect(200)).body)).toEqual([second.id]);
    expect(await unseen(me)).toBe(0);
    expect(first.id).toBeLessThan(second.id);
  });

  it('stops counting at the cap', async () => {
    const shop = await createShopper(test);
    const me = await createShopper(test);
    await follow(me, shop);
    await test.db('products').insert(
      Array.from({ length: FEED_UNSEEN_CAP + 3 }, (_, i) => ({
        seller_id: shop.user.id,
        title: `Linen napkin ${i}`,
        description: 'Washed linen.',
        inventory: 1,
        price: 9,
        category_id: 1,
      })),
    );
    expect(await unseen(me)).toBe(FEED_UNSEEN_CAP);
  });
});
