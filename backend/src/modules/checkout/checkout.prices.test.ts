import { CHECKOUT_PRICE_MESSAGES, totalChangedMessage } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';

async function cartWithMug(price: number) {
  const seller = await createShopper(test);
  const mug = await insertProduct(test, seller.user.id, { inventory: 5, price });
  const buyer = await createShopper(test);
  await insertCartLine(test, buyer.user.cart_id, mug.id, 2);
  return { seller, buyer, mug };
}

const ordersOf = (userId: number) => test.db('orders').where({ user_id: userId });

describe('checkout at the prices the buyer saw', () => {
  it('buys when the expected total is the cart’s total', async () => {
    const { buyer } = await cartWithMug(12.5);
    const res = await buyer.agent.put(CHECKOUT).send({ expected_total: 25 }).expect(200);
    expect(res.body.order.total).toBe(25);
  });

  it('refuses with 409 and the new lines when a price went up since, and buys nothing', async () => {
    const { buyer, mug } = await cartWithMug(12.5);
    await test.db('products').where({ id: mug.id }).update({ price: 999 });

    const res = await buyer.agent.put(CHECKOUT).send({ expected_total: 25 }).expect(409);
    expect(res.body).toEqual({
      message: CHECKOUT_PRICE_MESSAGES.pricesChanged,
      errors: { expected_total: totalChangedMessage(1998) },
      total: 1998,
      lines: [{ product_id: mug.id, title: mug.title, unit_price: 999, quantity: 2 }],
    });
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect(await test.db('products').where({ id: mug.id }).first()).toMatchObject({ inventory: 5 });
    expect(await test.db('cart_items').where({ cart_id: buyer.user.cart_id })).toHaveLength(1);

    // The buyer confirms the new total.
    const confirmed = await buyer.agent.put(CHECKOUT).send({ expected_total: 1998 }).expect(200);
    expect(confirmed.body.order.total).toBe(1998);
  });

  it('refuses a lower price too: the buyer sees what they pay before they pay it', async () => {
    const { buyer, mug } = await cartWithMug(12.5);
    await test.db('products').where({ id: mug.id }).update({ price: 10 });
    await buyer.agent.put(CHECKOUT).send({ expected_total: 25 }).expect(409);
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
  });

  it('buys at the current prices when no total is sent, as curl does', async () => {
    const { buyer, mug } = await cartWithMug(12.5);
    await test.db('products').where({ id: mug.id }).update({ price: 13 });
    const res = await buyer.agent.put(CHECKOUT).expect(200);
    expect(res.body.order.total).toBe(26);
  });

  it.each([['"25"'], ['"0x19"'], ['-1'], ['25.001'], ['null'], ['true']])(
    'refuses an expected total of %s with 400 under expected_total, buying nothing',
    async (raw) => {
      const { buyer } = await cartWithMug(12.5);
      const res = await buyer.agent
        .put(CHECKOUT)
        .set('content-type', 'application/json')
        .send(`{"expected_total": ${raw}}`)
        .expect(400);
      expect(res.body.errors).toEqual({ expected_total: CHECKOUT_PRICE_MESSAGES.expectedTotal });
      expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    },
  );
});
