import { shopOrderLineAnswerSchema, shopStatsAnswerSchema } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  countQueries,
  createShopper,
  insertCartLine,
  insertProduct,
  type Shopper,
} from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { nextLink } from '../products/products.testing';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';
const DAY = 86_400_000;

async function buy(buyer: Shopper, lines: [number, number][]) {
  for (const [productId, quantity] of lines)
    await insertCartLine(test, buyer.user.cart_id, productId, quantity);
  const res = await buyer.agent.put(CHECKOUT).expect(200);
  return res.body.order as { id: number; order_number: string };
}

/** Moves an order back in time, as if it had been placed `daysAgo` days ago. */
async function backdate(orderId: number, daysAgo: number) {
  await test
    .db('orders')
    .where({ id: orderId })
    .update({ created_at: new Date(Date.now() - daysAgo * DAY) });
}

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/shop/orders', () => {
  it('answers the lines of my products only, newest first, in keyset pages', async () => {
    const seller = await createShopper(test);
    const rival = await createShopper(test);
    const mug = await insertProduct(test, seller.user.id, { inventory: 50, price: 20 });
    const bowl = await insertProduct(test, seller.user.id, { inventory: 50, price: 12.5 });
    const theirs = await insertProduct(test, rival.user.id, { inventory: 50, price: 99 });
    const buyer = await createShopper(test);
    const first = await buy(buyer, [
      [mug.id, 2],
      [theirs.id, 1],
    ]);
    const second = await buy(buyer, [[bowl.id, 1]]);
    const third = await buy(buyer, [
      [mug.id, 1],
      [bowl.id, 3],
    ]);
    // The listing goes, its sold lines stay mine.
    await test.db('products').where({ id: bowl.id }).delete();

    const res = await seller.agent.get('/api/shop/orders?limit=2').expect(200);
    const page = z.array(shopOrderLineAnswerSchema).parse(res.body);
    expect(page).toEqual([
      {
        order_number: third.order_number,
        created_at: expect.any(String),
        buyer: buyer.user.username,
        product_id: null,
        title: bowl.title,
        unit_price: 12.5,
        quantity: 3,
      },
      expect.objectContaining({ order_number: third.order_number, product_id: mug.id, quantity: 1 }),
    ]);
    const rest = await seller.agent.get(nextLink(res)!).expect(200);
    expect(rest.body.map((line: { order_number: string }) => line.order_number)).toEqual([
      second.order_number,
      first.order_number,
    ]);
    expect(nextLink(rest)).toBeUndefined();
    expect(rest.body[1]).toMatchObject({ product_id: mug.id, quantity: 2, unit_price: 20 });

    // The other seller sees their line alone; a buyer with no shop sees nothing.
    const rivals = await rival.agent.get('/api/shop/orders').expect(200);
    expect(rivals.body).toEqual([expect.objectContaining({ product_id: theirs.id, quantity: 1 })]);
    expect((await buyer.agent.get('/api/shop/orders').expect(200)).body).toEqual([]);
  });

  it('refuses a signed-out caller and bad page parameters', async () => {
    await test.request().get('/api/shop/orders').expect(401);
    const seller = await createShopper(test);
    const bad = await seller.agent.get('/api/shop/orders?limit=0').expect(400);
    expect(bad.body.errors.limit).toEqual(expect.any(String));
    const cursor = await seller.agent.get('/api/shop/orders?cursor=abc').expect(400);
    expect(cursor.body.errors).toEqual({ cursor: expect.any(String) });
  });

  it('reads a page of 2 or 40 lines in the same number of queries', async () => {
    const queriesFor = async (count: number) => {
      const seller = await createShopper(test);
      const product = await insertProduct(test, seller.user.id, { inventory: 100 });
      const buyer = await createShopper(test);
      for (let i = 0; i < count; i += 1) await buy(buyer, [[product.id, 1]]);
      return countQueries(test, () => seller.agent.get('/api/shop/orders').expect(200));
    };
    expect(await queriesFor(40)).toBe(await queriesFor(2));
  });
});

describe('GET /api/shop/stats', () => {
  it('answers my sales by UTC day, totals, top products and low stock, never another seller’s', async () => {
    const seller = await createShopper(test);
    const rival = await createShopper(test);
    const mug = await insertProduct(test, seller.user.id, { inventory: 40, price: 20 });
    const vase = await insertProduct(test, seller.user.id, { inventory: 40, price: 45.5 });
    const low = await insertProduct(test, seller.user.id, { inventory: 3 });
    await insertProduct(test, seller.user.id, { inventory: 0, archived_at: new Date() });
    await insertProduct(test, seller.user.id, { inventory: 6 });
    const theirs = await insertProduct(test, rival.user.id, { inventory: 40, price: 7 });
    await insertProduct(test, rival.user.id, { inventory: 1 });
    const buyer = await createShopper(test);

    await buy(buyer, [
      [mug.id, 2],
      [theirs.id, 5],
    ]);
    await buy(buyer, [[vase.id, 1]]);
    const old = await buy(buyer, [[mug.id, 1]]);
    await backdate(old.id, 20);
    const ancient = await buy(buyer, [[vase.id, 4]]);
    await backdate(ancient.id, 45);

    const week = shopStatsAnswerSchema.parse(
      (await seller.agent.get('/api/shop/stats?days=7').expect(200)).body,
    );
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toEqual({ date: today(), orders: 2, units: 3, revenue: 85.5 });
    expect(week.days.slice(0, 6).every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(week.totals).toEqual({ orders: 2, units: 3, revenue: 85.5 });
    expect(week.top_products).toEqual([
      { product_id: vase.id, title: vase.title, units: 1, revenue: 45.5 },
      { product_id: mug.id, title: mug.title, units: 2, revenue: 40 },
    ]);
    expect(week.low_stock.map((product) => product.id)).toEqual([low.id]);

    const month = (await seller.agent.get('/api/shop/stats').expect(200)).body;
    expect(month.days).toHaveLength(30);
    expect(month.totals).toEqual({ orders: 3, units: 4, revenue: 105.5 });
    const quarter = (await seller.agent.get('/api/shop/stats?days=90').expect(200)).body;
    expect(quarter.totals).toEqual({ orders: 4, units: 8, revenue: 287.5 });
    expect(quarter.top_products[0]).toEqual({
      product_id: vase.id,
      title: vase.title,
      units: 5,
      revenue: 227.5,
    });

    const rivals = (await rival.agent.get('/api/shop/stats?days=90').expect(200)).body;
    expect(rivals.totals).toEqual({ orders: 1, units: 5, revenue: 35 });
    expect(rivals.low_stock).toHaveLength(1);
    expect(rivals.top_products.map((top: { product_id: number }) => top.product_id)).toEqual([theirs.id]);
  });

  it('refuses a signed-out caller and a period other than 7, 30 or 90 days', async () => {
    await test.request().get('/api/shop/stats').expect(401);
    const seller = await createShopper(test);
    const res = await seller.agent.get('/api/shop/stats?days=14').expect(400);
    expect(res.body).toEqual({
      message: 'days must be 7, 30 or 90.',
      errors: { days: 'days must be 7, 30 or 90.' },
    });
  });
});

describe('GET /api/shop/orders.csv', () => {
  it('exports my lines as CSV, of a period matching the stats, quoting what needs it', async () => {
    const seller = await createShopper(test);
    const rival = await createShopper(test);
    const plain = await insertProduct(test, seller.user.id, { inventory: 40, price: 20 });
    const odd = await insertProduct(test, seller.user.id, {
      inventory: 40,
      price: 3.1,
      title: '=Mug, "blue"',
    });
    const theirs = await insertProduct(test, rival.user.id, { inventory: 40 });
    const buyer = await createShopper(test);
    const first = await buy(buyer, [
      [plain.id, 2],
      [theirs.id, 1],
    ]);
    await backdate(first.id, 40);
    const second = await buy(buyer, [[odd.id, 3]]);

    const res = await seller.agent.get('/api/shop/orders.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=orders.csv');
    const lines = res.text.split('\r\n');
    expect(lines).toEqual([
      'order_number,created_at,buyer,product_id,title,unit_price,quantity,line_total,status,ship_by,carrier,tracking_number,ship_to,options,personalization',
      expect.stringMatching(
        new RegExp(
          `^${second.order_number},[^,]+,${buyer.user.username},${odd.id},"'=Mug, ""blue""",3.10,3,9.30,paid,\\d{4}-\\d\\d-\\d\\d,,,,,$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^${first.order_number},.*,${plain.id},${plain.title},20.00,2,40.00,paid,[0-9-]+,,,,,$`),
      ),
      '',
    ]);

    const month = await seller.agent.get('/api/shop/orders.csv?days=30').expect(200);
    expect(month.text.split('\r\n')).toHaveLength(3);
    const stats = (await seller.agent.get('/api/shop/stats?days=30').expect(200)).body;
    expect(stats.totals.revenue).toBe(9.3);

    const rivals = await rival.agent.get('/api/shop/orders.csv').expect(200);
    expect(rivals.text).not.toContain(plain.title);
    expect(rivals.text.split('\r\n')).toHaveLength(3);
    await test.request().get('/api/shop/orders.csv').expect(401);
    await seller.agent.get('/api/shop/orders.csv?days=1').expect(400);
  });
});
