import { COUPON_MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertCartLine, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp, unique } from '../../../test/testApp';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';
const DAY = 86_400_000;

const codeOf = () => `C${unique().slice(1, 9).toUpperCase()}`;

async function newCoupon(
  seller: Shopper,
  fields: Record<string, unknown>,
): Promise<{ id: number; code: string }> {
  const res = await seller.agent
    .post('/api/shop/coupons')
    .send({ code: codeOf(), ...fields })
    .expect(201);
  return res.body;
}

/** A buyer with two mugs at $20 of one shop in their cart: $40 of goods, shipped free. */
async function cartOfForty() {
  const seller = await createShopper(test);
  const buyer = await createShopper(test);
  const mug = await insertProduct(test, seller.user.id, { price: 20, inventory: 50 });
  await insertCartLine(test, buyer.user.cart_id, mug.id, 2);
  return { seller, buyer, mug };
}

const ordersOf = (userId: number) => test.db('orders').where({ user_id: userId });

describe('coupons at checkout', () => {
  it('takes a percentage off the shop’s goods; the shipment keeps the discount and the code', async () => {
    const { seller, buyer } = await cartOfForty();
    const coupon = await newCoupon(seller, { percent_off: 15 });
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code.toLowerCase()], expected_total: 34 })
      .expect(200);
    expect(res.body.order.total).toBe(34);
    expect(res.body.order.shipments[0]).toMatchObject({
      subtotal: 40,
      discount: 6,
      total: 34,
      coupon_code: coupon.code,
    });
    const shipment = await test.db('shipments').where({ order_id: res.body.order.id }).first();
    expect(shipment).toMatchObject({ discount: 6, coupon_code: coupon.code, coupon_id: coupon.id });
    const listed = await seller.agent.get('/api/shop/coupons').expect(200);
    expect(listed.body[0]).toMatchObject({ uses: 1, revenue: 34 });

    // The coupon deleted later: the shipment still says what was applied.
    await seller.agent.delete(`/api/shop/coupons/${coupon.id}`).expect(200);
    const kept = await buyer.agent.get(`/api/shipments/${shipment.id}`).expect(200);
    expect(kept.body).toMatchObject({ discount: 6, coupon_code: coupon.code, total: 34 });
  });

  it('takes an amount off, never more than the goods', async () => {
    const { seller, buyer } = await cartOfForty();
    const coupon = await newCoupon(seller, { amount_off: 50 });
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code] })
      .expect(200);
    expect(res.body.order.shipments[0]).toMatchObject({ subtotal: 40, discount: 40, total: 0 });
  });

  it('does not apply a coupon of another shop: refused under coupon_codes, nothing bought', async () => {
    const { buyer } = await cartOfForty();
    const elsewhere = await createShopper(test);
    const coupon = await newCoupon(elsewhere, { percent_off: 50 });
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code] })
      .expect(409);
    expect(res.body.errors).toEqual({ coupon_codes: COUPON_MESSAGES.notForCart(coupon.code) });
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect((await test.db('coupons').where({ id: coupon.id }).first()).uses).toBe(0);
  });

  it('refuses an ended coupon with the day it ended and the new total', async () => {
    const { seller, buyer } = await cartOfForty();
    const coupon = await newCoupon(seller, { percent_off: 10 });
    const ended = new Date(Date.now() - DAY);
    await test
      .db('coupons')
      .where({ id: coupon.id })
      .update({ starts_at: new Date(Date.now() - 3 * DAY), ends_at: ended });
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code], expected_total: 36 })
      .expect(409);
    expect(res.body.errors).toEqual({
      coupon_codes: `${COUPON_MESSAGES.ended(ended.toISOString())} Your new total is $40.00.`,
    });
    expect(res.body.total).toBe(40);
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
  });

  it('refuses a coupon that has not started yet', async () => {
    const { seller, buyer } = await cartOfForty();
    const startsAt = new Date(Date.now() + 2 * DAY).toISOString();
    const coupon = await newCoupon(seller, { percent_off: 10, starts_at: startsAt });
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code] })
      .expect(409);
    expect(res.body.errors.coupon_codes).toContain(COUPON_MESSAGES.notStarted(startsAt));
  });

  it('refuses a used-up coupon', async () => {
    const { seller, buyer } = await cartOfForty();
    const coupon = await newCoupon(seller, { percent_off: 10, max_uses: 1 });
    await test.db('coupons').where({ id: coupon.id }).update({ uses: 1 });
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code] })
      .expect(409);
    expect(res.body.errors.coupon_codes).toContain(COUPON_MESSAGES.usedUp);
  });

  it('refuses a coupon whose minimum the shop’s goods do not reach, and takes it when they do', async () => {
    const { seller, buyer, mug } = await cartOfForty();
    const coupon = await newCoupon(seller, { amount_off: 5, min_subtotal: 50 });
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code] })
      .expect(409);
    expect(res.body.errors.coupon_codes).toContain(COUPON_MESSAGES.minSubtotal(50));
    await test
      .db('cart_items')
      .where({ cart_id: buyer.user.cart_id, product_id: mug.id })
      .update({ quantity: 3 });
    const bought = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code] })
      .expect(200);
    expect(bought.body.order.total).toBe(55);
  });

  it('refuses malformed codes and two coupons of one shop with 400', async () => {
    const { seller, buyer } = await cartOfForty();
    const first = await newCoupon(seller, { percent_off: 10 });
    const second = await newCoupon(seller, { amount_off: 1 });
    const malformed = await buyer.agent.put(CHECKOUT).send({ coupon_codes: 'SPRING' }).expect(400);
    expect(malformed.body.errors).toHaveProperty('coupon_codes');
    const two = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [first.code, second.code] })
      .expect(400);
    expect(two.body.errors).toEqual({ coupon_codes: COUPON_MESSAGES.onePerShop });
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
  });

  it('applies to the sale prices: a sale and a coupon stack', async () => {
    const { seller, buyer } = await cartOfForty();
    await seller.agent
      .put('/api/shop/sale')
      .send({ percent_off: 25, ends_at: new Date(Date.now() + DAY).toISOString() })
      .expect(200);
    const coupon = await newCoupon(seller, { percent_off: 10 });
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: [coupon.code] })
      .expect(200);
    expect(res.body.order.shipments[0]).toMatchObject({ subtotal: 30, discount: 3, total: 27 });
  });

  it('counts one use per order and never passes max_uses, however many buy at once', async () => {
    const seller = await createShopper(test);
    const mug = await insertProduct(test, seller.user.id, { price: 10, inventory: 100 });
    const coupon = await newCoupon(seller, { percent_off: 10, max_uses: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createShopper(test)));
    for (const buyer of buyers) await insertCartLine(test, buyer.user.cart_id, mug.id, 2);

    const answers = await Promise.all(
      buyers.map((buyer) => buyer.agent.put(CHECKOUT).send({ coupon_codes: [coupon.code] })),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(5);
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(res.body.errors.coupon_codes).toContain(COUPON_MESSAGES.usedUp);
    }
    expect((await test.db('coupons').where({ id: coupon.id }).first()).uses).toBe(3);
    expect(await test.db('shipments').where({ coupon_id: coupon.id })).toHaveLength(3);
  });
});

describe('coupons in the cart', () => {
  it('applies a shop’s code to its part of the cart and shows the discount and totals', async () => {
    const { seller, buyer } = await cartOfForty();
    const coupon = await newCoupon(seller, { amount_off: 7.5 });
    const res = await buyer.agent
      .put('/api/cart/coupon')
      .send({ seller_id: seller.user.id, code: coupon.code.toLowerCase() })
      .expect(200);
    expect(res.body.shops).toEqual([
      expect.objectContaining({
        seller_id: seller.user.id,
        subtotal: 40,
        shipping: 0,
        discount: 7.5,
        total: 32.5,
        coupon: expect.objectContaining({ code: coupon.code, amount_off: 7.5 }),
        coupon_problem: null,
      }),
    ]);
    expect((await buyer.agent.get('/api/cart').expect(200)).body.shops[0].discount).toBe(7.5);

    const removed = await buyer.agent.delete(`/api/cart/coupon/${seller.user.id}`).expect(200);
    expect(removed.body.shops[0]).toMatchObject({ discount: 0, total: 40, coupon: null });
  });

  it('refuses an unknown code or another shop’s under code, and a shop not in the cart', async () => {
    const { seller, buyer } = await cartOfForty();
    const elsewhere = await createShopper(test);
    const theirs = await newCoupon(elsewhere, { percent_off: 10 });
    const res = await buyer.agent
      .put('/api/cart/coupon')
      .send({ seller_id: seller.user.id, code: theirs.code })
      .expect(409);
    expect(res.body.errors).toEqual({ code: COUPON_MESSAGES.unknownAtShop(theirs.code) });
    const absent = await buyer.agent
      .put('/api/cart/coupon')
      .send({ seller_id: elsewhere.user.id, code: theirs.code })
      .expect(400);
    expect(absent.body.errors).toEqual({ seller_id: COUPON_MESSAGES.notInCart });
    await test.request().put('/api/cart/coupon').send({ seller_id: 1, code: 'ABC' }).expect(401);
  });

  it('shows why an applied coupon no longer works, without its discount', async () => {
    const { seller, buyer } = await cartOfForty();
    const coupon = await newCoupon(seller, { percent_off: 10 });
    await buyer.agent
      .put('/api/cart/coupon')
      .send({ seller_id: seller.user.id, code: coupon.code })
      .expect(200);
    const ended = new Date(Date.now() - 1000);
    await test
      .db('coupons')
      .where({ id: coupon.id })
      .update({ starts_at: new Date(Date.now() - DAY), ends_at: ended });
    const cart = await buyer.agent.get('/api/cart').expect(200);
    expect(cart.body.shops[0]).toMatchObject({
      discount: 0,
      total: 40,
      coupon_problem: COUPON_MESSAGES.ended(ended.toISOString()),
    });
  });
});
