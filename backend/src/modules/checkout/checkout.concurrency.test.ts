import { describe, expect, it } from 'vitest';
import { createShopper, insertCartLine, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';

const shoppers = (count: number) => Promise.all(Array.from({ length: count }, () => createShopper(test)));

async function soldOf(productId: number): Promise<number> {
  const row = await test.db('order_items').where({ product_id: productId }).sum({ sold: 'quantity' }).first();
  return Number(row?.sold ?? 0);
}

describe('checkout under concurrency', () => {
  it('sells a stock of 10 to exactly 10 of 40 buyers checking out at once', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 10 });
    const buyers = await shoppers(40);
    for (const buyer of buyers) await insertCartLine(test, buyer.user.cart_id, product.id, 1);

    const results = await Promise.all(buyers.map((buyer) => buyer.agent.put(CHECKOUT)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);

    const row = await test.db('products').where({ id: product.id }).first();
    expect(row.inventory).toBe(0);
    expect(row.archived_at).toBeInstanceOf(Date);
    expect(await test.db('order_items').where({ product_id: product.id })).toHaveLength(10);
    expect(await soldOf(product.id)).toBe(10);
    const orderNumbers = results
      .filter((res) => res.status === 200)
      .map((res) => res.body.order.order_number);
    expect(new Set(orderNumbers).size).toBe(10);
  });

  it('never oversells several products spread over random carts, and a refused cart changes nothing', async () => {
    const seller = await createShopper(test);
    const stocks = [5, 7, 3];
    const products = await Promise.all(
      stocks.map((inventory) => insertProduct(test, seller.user.id, { inventory, price: 9.5 })),
    );
    const buyers = await shoppers(40);
    const carts = new Map<Shopper, { product_id: number; quantity: number }[]>();
    for (const [index, buyer] of buyers.entries()) {
      // Every cart holds at least one product; the rest of the subset is random.
      const lines = products
        .filter((_product, i) => i === index % products.length || Math.random() < 0.5)
        .map((product) => ({ product_id: product.id, quantity: 1 + Math.floor(Math.random() * 2) }))
        .sort((a, b) => a.product_id - b.product_id);
      for (const line of lines)
        await insertCartLine(test, buyer.user.cart_id, line.product_id, line.quantity);
      carts.set(buyer, lines);
    }

    const results = await Promise.all(buyers.map((buyer) => buyer.agent.put(CHECKOUT)));
    expect(results.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    expect(results.some((res) => res.status === 200)).toBe(true);

    for (const [index, product] of products.entries()) {
      const sold = await soldOf(product.id);
      const row = await test.db('products').where({ id: product.id }).first();
      expect(sold).toBeLessThanOrEqual(stocks[index]!);
      expect(row.inventory).toBe(stocks[index]! - sold);
      expect(row.inventory).toBeGreaterThanOrEqual(0);
      expect(row.archived_at === null).toBe(row.inventory > 0);
    }

    for (const [index, buyer] of buyers.entries()) {
      const res = results[index]!;
      const lines = carts.get(buyer)!;
      const orders = await test.db('orders').where({ user_id: buyer.user.id });
      const cartRows = await test
        .db('cart_items')
        .where({ cart_id: buyer.user.cart_id })
        .orderBy('product_id');
      if (res.status === 200) {
        expect(orders).toHaveLength(1);
        const items = await test.db('order_items').where({ order_id: orders[0].id }).orderBy('product_id');
        expect(items.map((item) => [item.product_id, item.quantity])).toEqual(
          lines.map((line) => [line.product_id, line.quantity]),
        );
        expect(res.body.order.total).toBe(lines.reduce((sum, line) => sum + line.quantity * 9.5, 0));
        expect(cartRows).toHaveLength(0);
      } else {
        expect(res.body.lines.length).toBeGreaterThan(0);
        expect(orders).toHaveLength(0);
        expect(cartRows.map((row) => [row.product_id, row.quantity])).toEqual(
          lines.map((line) => [line.product_id, line.quantity]),
        );
      }
    }
  });
});
