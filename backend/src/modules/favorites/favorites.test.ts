import { MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { FAVORITE_MESSAGES } from './favorites.service';
import { PRODUCT_ID_MESSAGE } from '../products';

const test = createTestApp();

async function someProduct() {
  const seller = await createShopper(test);
  return { seller, product: await insertProduct(test, seller.user.id, { price: 12.5 }) };
}

describe('POST /api/favorites', () => {
  it('adds a favorite from an object body or a bare number, with its product', async () => {
    const { seller, product } = await someProduct();
    const { product: other } = await someProduct();
    const { agent, user } = await createShopper(test);

    const res = await agent.post('/api/favorites/').send({ product_id: product.id }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      user_id: user.id,
      product_id: product.id,
      product: expect.objectContaining({
        id: product.id,
        price: 12.5,
        seller: expect.objectContaining({ id: seller.user.id, seller_rating: 'No Reviews' }),
      }),
    });
    const bare = await agent
      .post('/api/favorites')
      .set('content-type', 'application/json')
      .send(String(other.id))
      .expect(201);
    expect(bare.body.product_id).toBe(other.id);
  });

  it('refuses the own product (403), a second time (409), unknown (404), bad ids (400), signed out (401)', async () => {
    const { seller, product } = await someProduct();
    const own = await seller.agent.post('/api/favorites').send({ product_id: product.id }).expect(403);
    expect(own.body).toEqual({ message: MESSAGES.ownProduct });

    const { agent } = await createShopper(test);
    await agent.post('/api/favorites').send({ product_id: product.id }).expect(201);
    const twice = await agent.post('/api/favorites').send({ product_id: product.id }).expect(409);
    expect(twice.body.message).toBe(FAVORITE_MESSAGES.already);
    await agent.post('/api/favorites').send({ product_id: 999999999 }).expect(404);
    for (const body of [{ product_id: 'abc' }, { product_id: -3 }, { product_id: 1.5 }, {}]) {
      const bad = await agent.post('/api/favorites').send(body).expect(400);
      expect(bad.body.errors).toEqual({ product_id: PRODUCT_ID_MESSAGE });
    }
    await test.request().post('/api/favorites').send({ product_id: product.id }).expect(401);
    expect(await test.db('favorites').where({ product_id: product.id })).toHaveLength(1);
  });
});

describe('GET /api/favorites/current', () => {
  it('lists only the signed-in user’s favorites, newest first; 401 signed out', async () => {
    const { product: a } = await someProduct();
    const { product: b } = await someProduct();
    const me = await createShopper(test);
    const other = await createShopper(test);
    await me.agent.post('/api/favorites').send({ product_id: a.id }).expect(201);
    await me.agent.post('/api/favorites').send({ product_id: b.id }).expect(201);
    await other.agent.post('/api/favorites').send({ product_id: a.id }).expect(201);

    const res = await me.agent.get('/api/favorites/current').expect(200);
    expect(res.body.map((favorite: { product_id: number }) => favorite.product_id)).toEqual([b.id, a.id]);
    expect(res.body.every((favorite: { user_id: number }) => favorite.user_id === me.user.id)).toBe(true);
    expect(res.body[0].product).toMatchObject({ id: b.id, title: b.title });
    await test.request().get('/api/favorites/current').expect(401);
  });

  it('reads 2 or 20 favorites in the same number of queries', async () => {
    const listOf = async (count: number) => {
      const { seller } = await someProduct();
      const buyer = await createShopper(test);
      for (let i = 0; i < count; i += 1) {
        const product = await insertProduct(test, seller.user.id);
        await test.db('favorites').insert({ user_id: buyer.user.id, product_id: product.id });
      }
      let length = 0;
      const queries = await countQueries(test, async () => {
        const res = await buyer.agent.get('/api/favorites/current').expect(200);
        length = res.body.length;
      });
      expect(length).toBe(count);
      return queries;
    };
    expect(await listOf(20)).toBe(await listOf(2));
  });
});

describe('DELETE /api/favorites/:productId', () => {
  it('removes the favorite and answers it; 404 when not a favorite, 400 bad id, 401 signed out', async () => {
    const { product } = await someProduct();
    const me = await createShopper(test);
    const other = await createShopper(test);
    const created = await me.agent.post('/api/favorites').send({ product_id: product.id }).expect(201);

    await test.request().delete(`/api/favorites/${product.id}`).expect(401);
    const notMine = await other.agent.delete(`/api/favorites/${product.id}`).expect(404);
    expect(notMine.body.message).toBe(FAVORITE_MESSAGES.notFavorite);
    const removed = await me.agent.delete(`/api/favorites/${product.id}/`).expect(200);
    expect(removed.body).toEqual(created.body);
    await me.agent.delete(`/api/favorites/${product.id}`).expect(404);
    await me.agent.delete('/api/favorites/zero').expect(400);
    expect(await test.db('favorites').where({ product_id: product.id })).toHaveLength(0);
  });
});
