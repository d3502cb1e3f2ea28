import { orderDetailAnswerSchema } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();
/** A line of a listing without variants, bought without personalization. */
const noVariant = { option_values: null, personalization: null };
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
          { product_id: vase.id, title: vase.title, unit_price: 30, quantity: 1, ...noVariant },
          { product_id: null, title: scarf.title, unit_price: 12.25, quantity: 1, ...noVariant },
        ],
        shipments: [
          expect.objectContaining({
            order_id: second.body.order.id,
            status: 'paid',
            total: 42.25,
            items: [
              {
                product_id: vase.id,
                title: vase.title,
                unit_price: 30,
                quantity: 1,
                ...noVariant,
                preview_image: null,
              },
              {
                product_id: null,
                title: scarf.title,
                unit_price: 12.25,
                quantity: 1,
                ...noVariant,
                preview_image: null,
              },
            ],
          }),
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

describe('GET /api/orders/:id', () => {
  it('answers one of my orders with each line’s current photo, and keeps deleted lines', async () => {
    const seller = await createShopper(test);
    const vase = await insertProduct(test, seller.user.id, { inventory: 9, price: 30 });
    const scarf = await insertProduct(test, seller.user.id, { inventory: 9, price: 12.25 });
    await test.db('product_images').insert([
      {
        product_id: vase.id,
        key: `k-${vase.id}`,
        url: '/uploads/v.webp',
        url_medium: '/uploads/v-m.webp',
        url_small: '/uploads/v-s.webp',
        preview: true,
        position: 0,
      },
      {
        product_id: vase.id,
        key: `k2-${vase.id}`,
        url: '/uploads/w.webp',
        url_medium: '/uploads/w-m.webp',
        url_small: '/uploads/w-s.webp',
        preview: false,
        position: 1,
      },
    ]);
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, vase.id, 2);
    await insertCartLine(test, buyer.user.cart_id, scarf.id, 1);
    const bought = await buyer.agent.put(CHECKOUT).expect(200);
    const order = bought.body.order;
    await test.db('products').where({ id: scarf.id }).delete();

    const res = await buyer.agent.get(`/api/orders/${order.id}/`).expect(200);
    expect(orderDetailAnswerSchema.parse(res.body)).toEqual({
      id: order.id,
      order_number: order.order_number,
      total: 72.25,
      created_at: order.created_at,
      items: [
        {
          product_id: vase.id,
          title: vase.title,
          unit_price: 30,
          quantity: 2,
          ...noVariant,
          preview_image: '/uploads/v-s.webp',
        },
        {
          product_id: null,
          title: scarf.title,
          unit_price: 12.25,
          quantity: 1,
          ...noVariant,
          preview_image: null,
        },
      ],
      shipments: [
        expect.objectContaining({
          id: order.shipments[0].id,
          status: 'paid',
          total: 72.25,
          items: [
            {
              product_id: vase.id,
              title: vase.title,
              unit_price: 30,
              quantity: 2,
              ...noVariant,
              preview_image: '/uploads/v-s.webp',
            },
            {
              product_id: null,
              title: scarf.title,
              unit_price: 12.25,
              quantity: 1,
              ...noVariant,
              preview_image: null,
            },
          ],
        }),
      ],
    });
  });

  it('answers 404 for another buyer’s order and an unknown one, 401 signed out, 400 for a bad id', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 9 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id);
    const { order } = (await buyer.agent.put(CHECKOUT).expect(200)).body;

    const other = await createShopper(test);
    const res = await other.agent.get(`/api/orders/${order.id}`).expect(404);
    expect(res.body).toEqual({ message: "Order couldn't be found" });
    // Not even the seller of what it holds may read the buyer's order.
    await seller.agent.get(`/api/orders/${order.id}`).expect(404);
    await buyer.agent.get('/api/orders/2147483647').expect(404);
    await test.request().get(`/api/orders/${order.id}`).expect(401);
    await buyer.agent.get('/api/orders/abc').expect(400);
  });
});
