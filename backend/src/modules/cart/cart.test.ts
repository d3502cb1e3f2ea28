import { MESSAGES, ORDER_TOTAL_MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { QUANTITY_MESSAGE } from './cart.schemas';
import { CART_MESSAGES } from './cart.service';

const test = createTestApp();

async function someProduct(inventory = 10) {
  const seller = await createShopper(test);
  return { seller, product: await insertProduct(test, seller.user.id, { inventory, price: 19.99 }) };
}

describe('POST /api/cart/add', () => {
  it('adds a line (201), then sets the new quantity on the same line (200)', async () => {
    const { product } = await someProduct();
    const me = await createShopper(test);
    const other = await createShopper(test);

    const added = await me.agent
      .post('/api/cart/add/')
      .send({ product_id: product.id, quantity: 1, gift: false, cart_id: other.user.cart_id })
      .expect(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      cart_id: me.user.cart_id,
      product_id: product.id,
      quantity: 1,
      gift: false,
      variant: null,
      personalization: null,
      product: expect.objectContaining({ id: product.id, price: 19.99, inventory: 10 }),
    });
    const again = await me.agent
      .post('/api/cart/add')
      .send({ product_id: product.id, quantity: 3 })
      .expect(200);
    expect(again.body).toMatchObject({ id: added.body.id, quantity: 3, gift: false });
    expect(await test.db('cart_items').where({ cart_id: me.user.cart_id })).toHaveLength(1);
    expect(await test.db('cart_items').where({ cart_id: other.user.cart_id })).toHaveLength(0);
  });

  it('answers an add with the very JSON the cart then shows for its line, whatever the title', async () => {
    const seller = await createShopper(test);
    await test
      .db('users')
      .where({ id: seller.user.id })
      .update({ seller_stars_total: 9, seller_review_count: 2 });
    const product = await insertProduct(test, seller.user.id, {
      title: 'A "quoted" \\ title </script>\twith é, 日本, 🍵',
      price: 0.1,
    });
    const me = await createShopper(test);

    const added = await me.agent
      .post('/api/cart/add')
      .send({ product_id: product.id, gift: true })
      .expect(201);
    const cart = await me.agent.get('/api/cart').expect(200);
    expect(added.text).toBe(JSON.stringify(cart.body.cart_items[0]));
    expect(added.body.product).toMatchObject({ title: product.title, seller: { seller_rating: 4.5 } });
  });

  it('defaults the quantity to 1 and keeps the gift flag unless it is sent', async () => {
    const { product } = await someProduct();
    const me = await createShopper(test);
    const res = await me.agent.post('/api/cart/add').send({ product_id: product.id, gift: true }).expect(201);
    expect(res.body).toMatchObject({ quantity: 1, gift: true });
    const again = await me.agent
      .post('/api/cart/add')
      .send({ product_id: product.id, quantity: 2 })
      .expect(200);
    expect(again.body).toMatchObject({ quantity: 2, gift: true });
  });

  it('refuses more than the stock, sold-out and archived products, and bad quantities', async () => {
    const { product } = await someProduct(3);
    const me = await createShopper(test);
    const over = await me.agent
      .post('/api/cart/add')
      .send({ product_id: product.id, quantity: 4 })
      .expect(400);
    expect(over.body).toEqual({
      message: 'Only 3 left in stock.',
      errors: { quantity: 'Only 3 left in stock.' },
    });

    const seller = await createShopper(test);
    const soldOut = await insertProduct(test, seller.user.id, { inventory: 0 });
    const archived = await insertProduct(test, seller.user.id, { inventory: 2, archived_at: new Date() });
    for (const id of [soldOut.id, archived.id]) {
      const res = await me.agent.post('/api/cart/add').send({ product_id: id }).expect(409);
      expect(res.body.message).toBe(CART_MESSAGES.soldOut);
    }
    for (const quantity of [0, -1, 1.5, 'two', 100_001, '0x2', '1e0', '0b1', ' ']) {
      const res = await me.agent.post('/api/cart/add').send({ product_id: product.id, quantity }).expect(400);
      expect(res.body.errors).toEqual({ quantity: QUANTITY_MESSAGE });
    }
    expect(await test.db('cart_items').where({ cart_id: me.user.cart_id })).toHaveLength(0);
  });

  it('refuses the own product (403), unknown products (404), bad ids (400) and signed-out users (401)', async () => {
    const { seller, product } = await someProduct();
    const own = await seller.agent.post('/api/cart/add').send({ product_id: product.id }).expect(403);
    expect(own.body).toEqual({ message: MESSAGES.ownProduct });
    await seller.agent.post('/api/cart/add').send({ product_id: 999999999 }).expect(404);
    await seller.agent.post('/api/cart/add').send({ product_id: 'x' }).expect(400);
    const hex = await seller.agent.post('/api/cart/add').send({ product_id: `0x${product.id.toString(16)}` });
    expect(hex.status).toBe(400);
    expect(hex.body.errors).toEqual({ product_id: 'A valid product id is required.' });
    await seller.agent.post('/api/cart/add').send({ product_id: product.id, gift: 'yes' }).expect(400);
    await test.request().post('/api/cart/add').send({ product_id: product.id }).expect(401);
    expect(await test.db('cart_items').where({ product_id: product.id })).toHaveLength(0);
  });
});

describe('POST /api/cart/add with a session that is not live', () => {
  it('answers 401 and writes nothing once signed out, after a password change or once closed, whatever the body', async () => {
    const { product } = await someProduct();
    const signedOut = await createShopper(test);
    await signedOut.agent.post('/api/auth/logout').expect(200);
    const superseded = await createShopper(test);
    await test.db('users').where({ id: superseded.user.id }).increment('token_version', 1);
    const closed = await createShopper(test);
    await test.db('users').where({ id: closed.user.id }).update({ closed_at: new Date() });

    for (const shopper of [signedOut, superseded, closed]) {
      for (const body of [{ product_id: product.id }, { product_id: 999999999 }, { product_id: 'x' }, []]) {
        const res = await shopper.agent.post('/api/cart/add').send(body).expect(401);
        expect(res.body).toEqual({ message: 'Authentication required' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(await test.db('cart_items').where({ cart_id: shopper.user.cart_id })).toHaveLength(0);
    }
  });

  it('answers a live session whatever its body, and never lets a cache keep it', async () => {
    const { product } = await someProduct();
    const me = await createShopper(test);
    const added = await me.agent.post('/api/cart/add').send({ product_id: product.id }).expect(201);
    expect(added.headers['cache-control']).toBe('no-store');
    const refused = await me.agent.post('/api/cart/add').send({ product_id: 'x' }).expect(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const forged = await test
      .request()
      .post('/api/cart/add')
      .set('Cookie', 'session=not.a.jwt')
      .send({ product_id: product.id })
      .expect(401);
    expect(forged.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/cart', () => {
  it('answers the cart with its lines and products; 401 signed out', async () => {
    const { product: a, seller: sellerA } = await someProduct();
    const { product: b, seller: sellerB } = await someProduct();
    const me = await createShopper(test);
    await me.agent.post('/api/cart/add').send({ product_id: a.id, quantity: 2 }).expect(201);
    await me.agent.post('/api/cart/add').send({ product_id: b.id }).expect(201);

    const res = await me.agent.get('/api/cart/').expect(200);
    expect(res.body).toEqual({
      id: me.user.cart_id,
      user_id: me.user.id,
      cart_items: [
        expect.objectContaining({
          product_id: a.id,
          quantity: 2,
          product: expect.objectContaining({ id: a.id }),
        }),
        expect.objectContaining({
          product_id: b.id,
          quantity: 1,
          product: expect.objectContaining({ id: b.id }),
        }),
      ],
      shops: [
        expect.objectContaining({ seller_id: sellerA.user.id, subtotal: 39.98, coupon: null, discount: 0 }),
        expect.objectContaining({ seller_id: sellerB.user.id, subtotal: 19.99, coupon: null, discount: 0 }),
      ],
    });
    const empty = await (await createShopper(test)).agent.get('/api/cart').expect(200);
    expect(empty.body.cart_items).toEqual([]);
    await test.request().get('/api/cart').expect(401);
  });

  it('reads 2 or 20 lines in the same number of queries', async () => {
    const cartOf = async (count: number) => {
      const seller = await createShopper(test);
      const buyer = await createShopper(test);
      for (let i = 0; i < count; i += 1) {
        const product = await insertProduct(test, seller.user.id);
        await insertCartLine(test, buyer.user.cart_id, product.id);
      }
      let length = 0;
      const queries = await countQueries(test, async () => {
        const res = await buyer.agent.get('/api/cart').expect(200);
        length = res.body.cart_items.length;
      });
      expect(length).toBe(count);
      return queries;
    };
    expect(await cartOf(20)).toBe(await cartOf(2));
  });
});

describe('editing and removing lines', () => {
  it('edits the quantity and gift of an own line, within the stock', async () => {
    const { product } = await someProduct(5);
    const me = await createShopper(test);
    const line = await insertCartLine(test, me.user.cart_id, product.id);

    const res = await me.agent.put(`/api/cart/${line.id}/edit`).send({ quantity: 5, gift: true }).expect(200);
    expect(res.body).toMatchObject({
      id: line.id,
      cart_id: me.user.cart_id,
      product_id: product.id,
      quantity: 5,
    });
    expect(res.body.gift).toBe(true);
    expect(res.body.product.id).toBe(product.id);
    const over = await me.agent.put(`/api/cart/${line.id}/edit`).send({ quantity: 6 }).expect(400);
    expect(over.body.errors).toEqual({ quantity: 'Only 5 left in stock.' });
    const bad = await me.agent.put(`/api/cart/${line.id}/edit`).send({}).expect(400);
    expect(bad.body.errors).toEqual({ quantity: QUANTITY_MESSAGE });
    expect(await test.db('cart_items').where({ id: line.id }).first()).toMatchObject({
      quantity: 5,
      gift: true,
    });
  });

  it('refuses with 400 a quantity that would cost more than one order can hold, on add and on edit', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 200, price: 99_999_999.99 });
    const me = await createShopper(test);
    const tooMany = { quantity: ORDER_TOTAL_MESSAGES.lineTooLarge };

    const added = await me.agent
      .post('/api/cart/add')
      .send({ product_id: product.id, quantity: 101 })
      .expect(400);
    expect(added.body).toEqual({ message: ORDER_TOTAL_MESSAGES.lineTooLarge, errors: tooMany });
    expect(await test.db('cart_items').where({ cart_id: me.user.cart_id })).toEqual([]);

    const line = await me.agent
      .post('/api/cart/add')
      .send({ product_id: product.id, quantity: 100 })
      .expect(201);
    const edited = await me.agent.put(`/api/cart/${line.body.id}/edit`).send({ quantity: 101 }).expect(400);
    expect(edited.body).toEqual({ message: ORDER_TOTAL_MESSAGES.lineTooLarge, errors: tooMany });
    const again = await me.agent
      .post('/api/cart/add')
      .send({ product_id: product.id, quantity: 101 })
      .expect(400);
    expect(again.body.errors).toEqual(tooMany);
    expect(await test.db('cart_items').where({ id: line.body.id }).first()).toMatchObject({ quantity: 100 });
  });

  it('answers 403 for a line in another cart, 404 for an unknown line, 400 for a bad id, 401 signed out', async () => {
    const { product } = await someProduct();
    const owner = await createShopper(test);
    const intruder = await createShopper(test);
    const line = await insertCartLine(test, owner.user.cart_id, product.id, 2);

    const edit = await intruder.agent.put(`/api/cart/${line.id}/edit`).send({ quantity: 1 }).expect(403);
    expect(edit.body.message).toBe(CART_MESSAGES.notYours);
    await intruder.agent.delete(`/api/cart/item/${line.id}`).expect(403);
    await intruder.agent.put('/api/cart/999999999/edit').send({ quantity: 1 }).expect(404);
    await intruder.agent.delete('/api/cart/item/999999999').expect(404);
    await intruder.agent.put('/api/cart/abc/edit').send({ quantity: 1 }).expect(400);
    await intruder.agent.delete('/api/cart/item/1e3').expect(400);
    await test.request().put(`/api/cart/${line.id}/edit`).send({ quantity: 1 }).expect(401);
    await test.request().delete(`/api/cart/item/${line.id}`).expect(401);
    await test.request().delete('/api/cart/clear').expect(401);
    await intruder.agent.delete('/api/cart/clear').expect(200);
    expect(await test.db('cart_items').where({ id: line.id }).first()).toMatchObject({ quantity: 2 });
  });

  it('removes one line, then clears the cart', async () => {
    const { product: a } = await someProduct();
    const { product: b } = await someProduct();
    const { product: c } = await someProduct();
    const me = await createShopper(test);
    const line = await insertCartLine(test, me.user.cart_id, a.id);
    await insertCartLine(test, me.user.cart_id, b.id);
    await insertCartLine(test, me.user.cart_id, c.id);

    const removed = await me.agent.delete(`/api/cart/item/${line.id}`).expect(200);
    expect(removed.body).toEqual({ message: CART_MESSAGES.removed });
    expect(await test.db('cart_items').where({ cart_id: me.user.cart_id })).toHaveLength(2);
    const cleared = await me.agent.delete('/api/cart/clear/').expect(200);
    expect(cleared.body).toEqual({ message: CART_MESSAGES.cleared });
    expect(await test.db('cart_items').where({ cart_id: me.user.cart_id })).toHaveLength(0);
  });
});
