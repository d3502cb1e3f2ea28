import { DEFAULT_PROCESSING_DAYS, ORDER_TOTAL_MESSAGES, shipsBy } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { CART_MESSAGES } from '../cart/cart.service';
import { IDEMPOTENCY_CONSTRAINT } from './checkout.repository';
import { CHECKOUT_MESSAGES } from './checkout.service';

const test = createTestApp();
/** A line of a listing without variants, bought without personalization. */
const noVariant = { option_values: null, personalization: null };
const CHECKOUT = '/api/products/successful-transaction';

async function stockOf(productId: number) {
  return test.db('products').select('inventory', 'archived_at').where({ id: productId }).first();
}

describe('PUT /api/products/successful-transaction', () => {
  it('buys the cart: stock down, sold-out archived, order written, cart cleared', async () => {
    const seller = await createShopper(test);
    const mug = await insertProduct(test, seller.user.id, { inventory: 5, price: 19.99 });
    const pin = await insertProduct(test, seller.user.id, { inventory: 3, price: 0.1 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, mug.id, 2);
    await insertCartLine(test, buyer.user.cart_id, pin.id, 3);

    const res = await buyer.agent.put(CHECKOUT).send({}).expect(200);
    expect(res.body.products).toEqual([expect.objectContaining({ id: mug.id, inventory: 3 })]);
    expect(res.body.deleted_products).toEqual([expect.objectContaining({ id: pin.id, inventory: 0 })]);
    expect(res.body.products[0].seller).toMatchObject({ id: seller.user.id, username: seller.user.username });
    expect(res.body.order).toEqual({
      id: expect.any(Number),
      order_number: expect.stringMatching(/^\d{16}$/),
      total: 40.28,
      created_at: expect.stringMatching(/Z$/),
      items: [
        { product_id: mug.id, title: mug.title, unit_price: 19.99, quantity: 2, ...noVariant },
        { product_id: pin.id, title: pin.title, unit_price: 0.1, quantity: 3, ...noVariant },
      ],
      // One seller, so one shipment: free shipping (no profile), paid by the buyer just now.
      shipments: [
        {
          id: expect.any(Number),
          order_id: res.body.order.id,
          order_number: res.body.order.order_number,
          created_at: res.body.order.created_at,
          seller: { id: seller.user.id, username: seller.user.username },
          buyer: buyer.user.username,
          status: 'paid',
          items: [
            {
              product_id: mug.id,
              title: mug.title,
              unit_price: 19.99,
              quantity: 2,
              ...noVariant,
              preview_image: null,
            },
            {
              product_id: pin.id,
              title: pin.title,
              unit_price: 0.1,
              quantity: 3,
              ...noVariant,
              preview_image: null,
            },
          ],
          subtotal: 40.28,
          shipping: 0,
          discount: 0,
          coupon_code: null,
          total: 40.28,
          address: null,
          ship_by: shipsBy(new Date(), DEFAULT_PROCESSING_DAYS.max, 0, null),
          late: false,
          carrier: null,
          tracking_number: null,
          tracking_url: null,
          events: [{ status: 'paid', at: expect.stringMatching(/Z$/), by: 'buyer', note: null }],
          case: null,
        },
      ],
    });
    const stamp = Number(res.body.order.order_number.slice(0, 13));
    expect(Math.abs(stamp - Date.now())).toBeLessThan(60_000);

    expect(await stockOf(mug.id)).toMatchObject({ inventory: 3, archived_at: null });
    expect((await stockOf(pin.id))?.archived_at).toBeInstanceOf(Date);
    expect(await test.db('cart_items').where({ cart_id: buyer.user.cart_id })).toHaveLength(0);
    const orders = await test.db('orders').where({ user_id: buyer.user.id });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ order_number: res.body.order.order_number, total: 40.28 });
    expect(await test.db('order_items').where({ order_id: orders[0].id })).toHaveLength(2);
  });

  it('answers 400 for an empty cart and 401 signed out', async () => {
    const buyer = await createShopper(test);
    const res = await buyer.agent.put(`${CHECKOUT}/`).expect(400);
    expect(res.body.message).toBe(CHECKOUT_MESSAGES.emptyCart);
    await test.request().put(CHECKOUT).expect(401);
  });

  it('refuses the whole cart with 409 and per-line details when a line exceeds the stock', async () => {
    const seller = await createShopper(test);
    const enough = await insertProduct(test, seller.user.id, { inventory: 5 });
    const short = await insertProduct(test, seller.user.id, { inventory: 2 });
    const gone = await insertProduct(test, seller.user.id, { inventory: 4, archived_at: new Date() });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, enough.id, 1);
    await insertCartLine(test, buyer.user.cart_id, short.id, 3);
    await insertCartLine(test, buyer.user.cart_id, gone.id, 1);

    const res = await buyer.agent.put(CHECKOUT).expect(409);
    expect(res.body).toEqual({
      message: CHECKOUT_MESSAGES.unavailable,
      errors: { [short.id]: 'Only 2 left in stock.', [gone.id]: CART_MESSAGES.soldOut },
      lines: [
        { product_id: short.id, requested: 3, available: 2 },
        { product_id: gone.id, requested: 1, available: 0 },
      ],
    });
    expect(await stockOf(enough.id)).toMatchObject({ inventory: 5, archived_at: null });
    expect(await stockOf(short.id)).toMatchObject({ inventory: 2, archived_at: null });
    expect(await test.db('cart_items').where({ cart_id: buyer.user.cart_id })).toHaveLength(3);
    expect(await test.db('orders').where({ user_id: buyer.user.id })).toHaveLength(0);
  });

  it('refuses with 409 a cart that costs more than one order can hold, changing nothing', async () => {
    const seller = await createShopper(test);
    const dearest = { inventory: 200, price: 99_999_999.99 };
    const [one, two, three] = [
      await insertProduct(test, seller.user.id, dearest),
      await insertProduct(test, seller.user.id, dearest),
      await insertProduct(test, seller.user.id, dearest),
    ] as const;
    // One line over the bound (its price may have risen since it was added), or lines that are only together.
    const oneLine = await createShopper(test);
    await insertCartLine(test, oneLine.user.cart_id, one.id, 101);
    const together = await createShopper(test);
    await insertCartLine(test, together.user.cart_id, two.id, 51);
    await insertCartLine(test, together.user.cart_id, three.id, 51);

    for (const buyer of [oneLine, together]) {
      const res = await buyer.agent.put(CHECKOUT).send({}).expect(409);
      expect(res.body).toEqual({
        message: ORDER_TOTAL_MESSAGES.orderTooLarge,
        errors: { quantity: ORDER_TOTAL_MESSAGES.orderTooLarge },
      });
      expect(await test.db('orders').where({ user_id: buyer.user.id })).toHaveLength(0);
    }
    for (const product of [one, two, three]) {
      expect(await stockOf(product.id)).toMatchObject({ inventory: 200, archived_at: null });
    }
    expect(
      await test.db('cart_items').whereIn('cart_id', [oneLine.user.cart_id, together.user.cart_id]),
    ).toHaveLength(3);
    expect(await test.db('shipments').where({ seller_id: seller.user.id })).toHaveLength(0);

    // At the bound itself, it buys.
    const atBound = await insertProduct(test, seller.user.id, { inventory: 200, price: 99_999_999.99 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, atBound.id, 100);
    const bought = await buyer.agent.put(CHECKOUT).send({}).expect(200);
    expect(bought.body.order.total).toBe(9_999_999_999);
  });

  it('leaves a sold-out product in other carts, whose checkout then gets the 409', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 1 });
    const [first, second] = [await createShopper(test), await createShopper(test)];
    await insertCartLine(test, first.user.cart_id, product.id);
    await insertCartLine(test, second.user.cart_id, product.id);
    await first.agent.put(CHECKOUT).expect(200);
    expect(await test.db('cart_items').where({ cart_id: second.user.cart_id })).toHaveLength(1);
    const res = await second.agent.put(CHECKOUT).expect(409);
    expect(res.body.lines).toEqual([{ product_id: product.id, requested: 1, available: 0 }]);
  });
  it('buys a cart of 2 or 20 lines in the same number of queries', async () => {
    const checkoutOf = async (count: number) => {
      const seller = await createShopper(test);
      const buyer = await createShopper(test);
      for (let i = 0; i < count; i += 1) {
        const product = await insertProduct(test, seller.user.id, { inventory: 3 });
        await insertCartLine(test, buyer.user.cart_id, product.id, i % 2 === 0 ? 3 : 1);
      }
      let items = 0;
      const queries = await countQueries(test, async () => {
        const res = await buyer.agent.put(CHECKOUT).set('Idempotency-Key', 'count').expect(200);
        items = res.body.order.items.length;
      });
      expect(items).toBe(count);
      return queries;
    };
    expect(await checkoutOf(20)).toBe(await checkoutOf(2));
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer instead of buying twice', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 10 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id, 2);

    const first = await buyer.agent.put(CHECKOUT).set('Idempotency-Key', 'order-1').expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The shopper refills the cart; the retry must not buy it.
    await insertCartLine(test, buyer.user.cart_id, product.id, 1);
    const retry = await buyer.agent.put(CHECKOUT).set('Idempotency-Key', 'order-1').expect(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await test.db('orders').where({ user_id: buyer.user.id })).toHaveLength(1);
    expect(await stockOf(product.id)).toMatchObject({ inventory: 8 });

    const other = await buyer.agent.put(CHECKOUT).set('Idempotency-Key', 'order-2').expect(200);
    expect(other.body.order.order_number).not.toBe(first.body.order.order_number);
    expect(await stockOf(product.id)).toMatchObject({ inventory: 7 });
  });

  it('buys once when the same key arrives several times at once', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 10 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id, 3);

    const results = await Promise.all(
      Array.from({ length: 6 }, () => buyer.agent.put(CHECKOUT).set('Idempotency-Key', 'double-click')),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((res) => res.body.order.order_number)).size).toBe(1);
    expect(await test.db('orders').where({ user_id: buyer.user.id })).toHaveLength(1);
    expect(await stockOf(product.id)).toMatchObject({ inventory: 7 });
  });

  it('lets the same key be used by different users, and refuses a key over 200 characters', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 10 });
    const [a, b] = [await createShopper(test), await createShopper(test)];
    await insertCartLine(test, a.user.cart_id, product.id);
    await insertCartLine(test, b.user.cart_id, product.id);
    const tooLong = await a.agent.put(CHECKOUT).set('Idempotency-Key', 'k'.repeat(201)).expect(400);
    expect(tooLong.body.message).toBe(CHECKOUT_MESSAGES.badKey);
    const first = await a.agent.put(CHECKOUT).set('Idempotency-Key', 'same').expect(200);
    const second = await b.agent.put(CHECKOUT).set('Idempotency-Key', 'same').expect(200);
    expect(second.body.order.id).not.toBe(first.body.order.id);
    expect(await stockOf(product.id)).toMatchObject({ inventory: 8 });
  });

  it('serialises a user’s concurrent checkouts without a key: one buys, the others find the cart empty', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 10 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id, 2);
    const results = await Promise.all(Array.from({ length: 4 }, () => buyer.agent.put(CHECKOUT)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await stockOf(product.id)).toMatchObject({ inventory: 8 });
  });
});

describe('the schema checkout relies on', () => {
  it('has the unique index that settles racing retries of one Idempotency-Key', async () => {
    const row = await test
      .db('pg_constraint')
      .where({ conname: IDEMPOTENCY_CONSTRAINT, contype: 'u' })
      .first();
    expect(row).toBeDefined();
  });
});
