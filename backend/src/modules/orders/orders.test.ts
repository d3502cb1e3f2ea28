import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';

describe('GET /api/orders', () => {
  it('lists the signed-in user’s orders newest first with their lines, keeping snapshots', async () => {
    const seller = await createShopper(test);
    const vase = await insertProduct(test, seller.user.id, { inventory: 9, price: 30 });
    const scarf = await insertProduct(test, seller.user.id, { inventory: 9, price: 12.25 });
    const buyer = await createShopper(test);
    const stranger = await createShopper(test);
    await insertCartLine(test, stranger.user.cart_id, vase.id);
    await stranger.agent.put(CHECKOUT).expect(200);

    await insertCartLine(test, buyer.user.cart_id, vase.id, 2);
    const first = await buyer.agent.put(CHECKOUT).expect(200);
    await insertCartLine(test, buyer.user.cart_id, scarf.id, 1);
    await insertCartLine(test, buyer.user.cart_id, vase.id, 1);
    const second = await buyer.agent.put(CHECKOUT).expect(200);
    // A later price change or deletion does not rewrite what was bought.
    await test.db('products').where({ id: vase.id }).update({ price: 99 });
    await test.db('products').where({ id: scarf.id }).delete();

    const res = await buyer.agent.get('/api/orders/').expect(200);
    expect(res.body).toEqual([
      {
        id: second.body.order.id,
        order_number: second.body.order.order_number,
        total: 42.25,
        created_at: expect.any(String),
        items: [
          { product_id: vase.id, title: vase.title, unit_price: 30, quantity: 1 },
          { product_id: null, title: scarf.title, unit_price: 12.25, quantity: 1 },
        ],
      },
      first.body.order,
    ]);
    expect((await (await createShopper(test)).agent.get('/api/orders').expect(200)).body).toEqual([]);
    await test.request().get('/api/orders').expect(401);
  });

  it('reads 2 or 20 orders in the same number of queries', async () => {
    const historyOf = async (count: number) => {
      const seller = await createShopper(test);
      const product = await insertProduct(test, seller.user.id, { inventory: 100 });
      const buyer = await createShopper(test);
      for (let i = 0; i < count; i += 1) {
        await insertCartLine(test, buyer.user.cart_id, product.id);
        await buyer.agent.put(CHECKOUT).expect(200);
      }
      let length = 0;
      const queries = await countQueries(test, async () => {
        const res = await buyer.agent.get('/api/orders').expect(200);
        length = res.body.length;
      });
      expect(length).toBe(count);
      return queries;
    };
    expect(await historyOf(20)).toBe(await historyOf(2));
  });
});
