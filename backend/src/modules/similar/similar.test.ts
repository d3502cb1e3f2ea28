import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp, unique } from '../../../test/testApp';

const test = createTestApp();

/** A word of letters alone no other test uses: a title word the similar products can share. */
const word = () => unique('').replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);

const similarTo = async (productId: number, agent = test.request()) =>
  ((await agent.get(`/api/products/${productId}/similar`).expect(200)).body as { id: number }[]).map(
    (product) => product.id,
  );

async function buy(buyer: Shopper, productIds: number[]) {
  for (const product_id of productIds) {
    await buyer.agent.post('/api/cart/add').send({ product_id, quantity: 1 }).expect(201);
  }
  await buyer.agent.put('/api/products/successful-transaction').send({}).expect(200);
}

const favorite = (shopper: Shopper, productId: number) =>
  shopper.agent.post('/api/favorites').send({ product_id: productId }).expect(201);

describe('GET /api/products/:id/similar', () => {
  it('lists listed products of the same category sharing a title word, never the product itself or an unlisted one', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const shared = word();
    // Only the shared word is common to them: another test's "bowl" must not outrank it.
    const titled = () => `${shared} ${word()}`;
    const source = await insertProduct(test, seller.user.id, { title: titled(), category_id: 2 });
    const alike = await insertProduct(test, seller.user.id, { title: titled(), category_id: 2 });
    const hidden = await insertProduct(test, seller.user.id, { title: titled(), category_id: 2 });
    await test
      .db('products')
      .where({ id: hidden.id })
      .update({ hidden_at: new Date(), hidden_reason: 'Spam' });
    const privateOne = await insertProduct(test, seller.user.id, { title: titled(), category_id: 2 });
    await test.db('products').where({ id: privateOne.id }).update({ private_buyer_id: buyer.user.id });
    const archived = await insertProduct(test, seller.user.id, {
      title: titled(),
      category_id: 2,
      archived_at: new Date(),
    });
    const soldOut = await insertProduct(test, seller.user.id, {
      title: titled(),
      category_id: 2,
      inventory: 0,
    });

    const ids = await similarTo(source.id);

    expect(ids[0]).toBe(alike.id);
    expect(ids.length).toBeLessThanOrEqual(12);
    for (const unlisted of [source, hidden, privateOne, archived, soldOut])
      expect(ids).not.toContain(unlisted.id);
  });

  it('ranks what the same people bought or favorited first, the most shared first, then the same words', async () => {
    const seller = await createShopper(test);
    const shared = word();
    const source = await insertProduct(test, seller.user.id, { title: `${shared} scarf`, category_id: 5 });
    const worded = await insertProduct(test, seller.user.id, { title: `${shared} hat`, category_id: 5 });
    const boughtByTwo = await insertProduct(test, seller.user.id, {
      title: `Oak spoon ${word()}`,
      category_id: 1,
    });
    const favoritedByOne = await insertProduct(test, seller.user.id, {
      title: `Ring ${word()}`,
      category_id: 4,
    });
    const [first, second] = [await createShopper(test), await createShopper(test)];
    await buy(first, [source.id, boughtByTwo.id]);
    await favorite(second, source.id);
    await buy(second, [boughtByTwo.id]);
    await favorite(second, favoritedByOne.id);

    const ids = await similarTo(source.id);

    expect(ids.slice(0, 3)).toEqual([boughtByTwo.id, favoritedByOne.id, worded.id]);
  });

  it('answers in the same few queries however many people and products it weighs', async () => {
    const seller = await createShopper(test);
    const lone = await insertProduct(test, seller.user.id, { title: `${word()} brooch` });
    const popular = await insertProduct(test, seller.user.id, { title: `${word()} brooch` });
    for (let index = 0; index < 6; index += 1) {
      const fan = await createShopper(test);
      await favorite(fan, popular.id);
      const other = await insertProduct(test, seller.user.id, { title: `Pin ${word()}` });
      await favorite(fan, other.id);
    }

    const few = await countQueries(test, () => similarTo(lone.id));
    const many = await countQueries(test, () => similarTo(popular.id));

    expect((await similarTo(popular.id)).length).toBeGreaterThanOrEqual(6);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(2);
  });

  it('is 404 for a product the viewer may not see, and private for those who may', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const privateOne = await insertProduct(test, seller.user.id);
    await test.db('products').where({ id: privateOne.id }).update({ private_buyer_id: buyer.user.id });
    const hidden = await insertProduct(test, seller.user.id);
    await test
      .db('products')
      .where({ id: hidden.id })
      .update({ hidden_at: new Date(), hidden_reason: 'Spam' });

    await test.request().get(`/api/products/${privateOne.id}/similar`).expect(404);
    await test.request().get(`/api/products/${hidden.id}/similar`).expect(404);
    await test.request().get('/api/products/2147483000/similar').expect(404);
    const own = await buyer.agent.get(`/api/products/${privateOne.id}/similar`).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    await seller.agent.get(`/api/products/${hidden.id}/similar`).expect(200);
  });

  it('is cacheable like the other catalogue reads', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    const res = await test.request().get(`/api/products/${product.id}/similar/`).expect(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.headers.etag).toBeDefined();
  });
});
