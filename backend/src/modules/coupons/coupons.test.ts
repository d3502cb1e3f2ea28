import { COUPON_MESSAGES, salePrice } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp, unique } from '../../../test/testApp';

const test = createTestApp();
const COUPONS = '/api/shop/coupons';
const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const codeOf = () => `C${unique().slice(1, 9).toUpperCase()}`;

describe('a seller’s coupons', () => {
  it('creates, lists with uses and revenue, edits and deletes its own coupons', async () => {
    const seller = await createShopper(test);
    const code = codeOf();
    const created = await seller.agent
      .post(COUPONS)
      .send({ code: code.toLowerCase(), percent_off: 15, min_subtotal: '20', max_uses: 3 })
      .expect(201);
    expect(created.body).toMatchObject({ code, percent_off: 15, amount_off: null, min_subtotal: 20 });
    expect(created.body).toMatchObject({ max_uses: 3, uses: 0, revenue: 0, ends_at: null });

    const list = await seller.agent.get(COUPONS).expect(200);
    expect(list.body.map((coupon: { code: string }) => coupon.code)).toEqual([code]);

    const edited = await seller.agent
      .put(`${COUPONS}/${created.body.id}`)
      .send({ code, amount_off: 5, ends_at: '2099-11-28' })
      .expect(200);
    expect(edited.body).toMatchObject({
      percent_off: null,
      amount_off: 5,
      ends_at: '2099-11-29T00:00:00.000Z',
    });

    await seller.agent.delete(`${COUPONS}/${created.body.id}`).expect(200);
    expect((await seller.agent.get(COUPONS).expect(200)).body).toEqual([]);
  });

  it('refuses bad input under each field, and the same code twice whatever its case', async () => {
    const seller = await createShopper(test);
    const both = await seller.agent
      .post(COUPONS)
      .send({ code: 'AB', percent_off: 95, amount_off: 3 })
      .expect(400);
    expect(both.body.errors).toMatchObject({
      code: COUPON_MESSAGES.codeInvalid,
      percent_off: COUPON_MESSAGES.percentInvalid,
    });
    const dates = await seller.agent
      .post(COUPONS)
      .send({ code: codeOf(), amount_off: 3, starts_at: '2099-05-02', ends_at: '2099-05-01' })
      .expect(400);
    expect(dates.body.errors).toEqual({ ends_at: COUPON_MESSAGES.endsBeforeStart });

    const code = codeOf();
    await seller.agent.post(COUPONS).send({ code, amount_off: 3 }).expect(201);
    const again = await seller.agent
      .post(COUPONS)
      .send({ code: code.toLowerCase(), percent_off: 10 })
      .expect(409);
    expect(again.body.errors).toEqual({ code: COUPON_MESSAGES.codeTaken });
  });

  it('keeps another seller out (404) and the signed-out out (401)', async () => {
    const seller = await createShopper(test);
    const other = await createShopper(test);
    const { body } = await seller.agent.post(COUPONS).send({ code: codeOf(), amount_off: 3 }).expect(201);

    await other.agent.put(`${COUPONS}/${body.id}`).send({ code: codeOf(), amount_off: 1 }).expect(404);
    await other.agent.delete(`${COUPONS}/${body.id}`).expect(404);
    expect((await other.agent.get(COUPONS).expect(200)).body).toEqual([]);
    await test.request().get(COUPONS).expect(401);
    await test.request().post(COUPONS).send({ code: codeOf(), amount_off: 1 }).expect(401);
    await test
      .request()
      .put('/api/shop/sale')
      .send({ percent_off: 10, ends_at: isoIn(1) })
      .expect(401);
    expect(await test.db('coupons').where({ id: body.id }).first()).toMatchObject({ amount_off: 3 });
  });

  it('refuses a max_uses below the uses so far', async () => {
    const seller = await createShopper(test);
    const code = codeOf();
    const { body } = await seller.agent.post(COUPONS).send({ code, amount_off: 3 }).expect(201);
    await test.db('coupons').where({ id: body.id }).update({ uses: 4 });
    const res = await seller.agent
      .put(`${COUPONS}/${body.id}`)
      .send({ code, amount_off: 3, max_uses: 2 })
      .expect(400);
    expect(res.body.errors).toEqual({ max_uses: COUPON_MESSAGES.maxUsesBelowUses(4) });
  });
});

describe('a shop’s sale', () => {
  it('gives every product of the shop a sale_price while it runs, and none after', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const mug = await insertProduct(test, seller.user.id, { price: 24.5 });
    await insertCartLine(test, buyer.user.cart_id, mug.id, 2);
    await buyer.agent.post('/api/favorites').send({ product_id: mug.id }).expect(201);

    const before = await test.request().get(`/api/products/${mug.id}`).expect(200);
    expect(before.body).toMatchObject({ price: 24.5, sale_price: null, sale: null });

    const sale = await seller.agent
      .put('/api/shop/sale')
      .send({ percent_off: 15, ends_at: isoIn(2) })
      .expect(200);
    expect(sale.body).toMatchObject({ percent_off: 15 });
    const expected = salePrice(24.5, 15);
    expect(expected).toBe(20.83);

    const detail = await test.request().get(`/api/products/${mug.id}`).expect(200);
    expect(detail.body).toMatchObject({ price: 24.5, sale_price: expected, sale: { percent_off: 15 } });
    const shopList = await test.request().get(`/api/users/${seller.user.id}/products`).expect(200);
    expect(shopList.body[0]).toMatchObject({ id: mug.id, sale_price: expected });
    const favorites = await buyer.agent.get('/api/favorites/current').expect(200);
    expect(
      favorites.body.find((f: { product_id: number }) => f.product_id === mug.id).product.sale_price,
    ).toBe(expected);
    const cart = await buyer.agent.get('/api/cart').expect(200);
    expect(cart.body.cart_items[0].product.sale_price).toBe(expected);
    expect(cart.body.shops[0]).toMatchObject({ subtotal: expected * 2, discount: 0 });
    const shop = await test.request().get(`/api/users/${seller.user.id}`).expect(200);
    expect(shop.body.sale).toMatchObject({ percent_off: 15 });

    const bought = await buyer.agent.put('/api/products/successful-transaction').send({}).expect(200);
    expect(bought.body.order.items[0].unit_price).toBe(expected);
    expect(bought.body.order.total).toBe(expected * 2);

    // The sale's end passes.
    await test
      .db('users')
      .where({ id: seller.user.id })
      .update({ sale_starts_at: new Date(Date.now() - 2 * DAY), sale_ends_at: new Date(Date.now() - DAY) });
    const after = await test.request().get(`/api/products/${mug.id}`).expect(200);
    expect(after.body).toMatchObject({ price: 24.5, sale_price: null, sale: null });
  });

  it('ends at once with null, and refuses a percentage out of 1..90', async () => {
    const seller = await createShopper(test);
    const mug = await insertProduct(test, seller.user.id, { price: 10 });
    const bad = await seller.agent
      .put('/api/shop/sale')
      .send({ percent_off: 95, ends_at: isoIn(1) })
      .expect(400);
    expect(bad.body.errors).toEqual({ percent_off: COUPON_MESSAGES.percentInvalid });
    await seller.agent
      .put('/api/shop/sale')
      .send({ percent_off: 50, ends_at: isoIn(1) })
      .expect(200);
    expect((await test.request().get(`/api/products/${mug.id}`)).body.sale_price).toBe(5);
    const ended = await seller.agent
      .put('/api/shop/sale')
      .set('content-type', 'application/json')
      .send('null')
      .expect(200);
    expect(ended.body).toBeNull();
    expect((await test.request().get(`/api/products/${mug.id}`)).body.sale_price).toBeNull();
  });

  it('a sale that has not started yet changes no price', async () => {
    const seller = await createShopper(test);
    const mug = await insertProduct(test, seller.user.id, { price: 10 });
    await seller.agent
      .put('/api/shop/sale')
      .send({ percent_off: 50, starts_at: isoIn(1), ends_at: isoIn(2) })
      .expect(200);
    expect((await test.request().get(`/api/products/${mug.id}`)).body.sale_price).toBeNull();
    expect((await seller.agent.get('/api/shop/sale').expect(200)).body).toMatchObject({ percent_off: 50 });
  });
});
