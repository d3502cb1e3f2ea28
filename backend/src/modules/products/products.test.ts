import { MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { createProduct, validProduct, productShape } from './products.testing';

const test = createTestApp();

describe('POST /api/products/new', () => {
  it('creates the product for the signed-in user, whatever seller_id the body names', async () => {
    const seller = await signUp(test);
    const other = await signUp(test);
    const res = await seller.agent
      .post('/api/products/new')
      .send(validProduct({ seller_id: other.user.id, price: '19.999', inventory: '4' }))
      .expect(201);
    expect(res.body).toEqual({
      ...productShape,
      title: 'Hand-thrown mug',
      inventory: 4,
      price: 20,
      category_id: 1,
      seller_id: seller.user.id,
      seller: { ...productShape.seller, id: seller.user.id, username: seller.user.username },
    });
  });

  it.each([
    ['title', { title: '  ' }, 'title', MESSAGES.titleRequired],
    ['missing description', { description: undefined }, 'description', MESSAGES.descriptionRequired],
    ['short description', { description: 'too short' }, 'description', MESSAGES.descriptionShort],
    ['zero inventory', { inventory: 0 }, 'inventory', MESSAGES.inventoryMin],
    ['text inventory', { inventory: 'many' }, 'inventory', MESSAGES.inventoryMin],
    ['zero price', { price: 0 }, 'price', MESSAGES.priceMin],
    ['negative price', { price: -3 }, 'price', MESSAGES.priceMin],
    ['missing category', { category_id: undefined }, 'categoryId', MESSAGES.categoryRequired],
    ['category 6', { category_id: 6 }, 'categoryId', MESSAGES.categoryRequired],
  ])('refuses a bad %s with the spec message under its key', async (_name, change, key, message) => {
    const { agent, user } = await signUp(test);
    const res = await agent.post('/api/products/new').send(validProduct(change)).expect(400);
    expect(res.body.errors[key]).toBe(message);
    expect(await test.db('products').where({ seller_id: user.id })).toEqual([]);
  });

  it.each([
    ['price', '0x10', 'price', MESSAGES.priceMin],
    ['price', '1e3', 'price', MESSAGES.priceMin],
    ['price', 'Infinity', 'price', MESSAGES.priceMin],
    ['price', '0b11', 'price', MESSAGES.priceMin],
    ['price', '12,50', 'price', MESSAGES.priceMin],
    ['price', '1_000', 'price', MESSAGES.priceMin],
    ['price', '.5', 'price', MESSAGES.priceMin],
    ['price', '', 'price', MESSAGES.priceMin],
    ['inventory', '1e3', 'inventory', MESSAGES.inventoryMin],
    ['inventory', '0x10', 'inventory', MESSAGES.inventoryMin],
    ['inventory', '0o7', 'inventory', MESSAGES.inventoryMin],
    ['category_id', '0x1', 'categoryId', MESSAGES.categoryRequired],
    ['category_id', '1e0', 'categoryId', MESSAGES.categoryRequired],
  ])(
    'reads a %s of %j as no number: 400 under its key, nothing stored',
    async (field, value, key, message) => {
      const { agent, user } = await signUp(test);
      const res = await agent
        .post('/api/products/new')
        .send(validProduct({ [field]: value }))
        .expect(400);
      expect(res.body.errors).toEqual({ [key]: message });
      expect(await test.db('products').where({ seller_id: user.id })).toEqual([]);
    },
  );

  it('accepts JSON numbers and plain decimal strings', async () => {
    const { agent } = await signUp(test);
    const asText = await agent
      .post('/api/products/new')
      .send(validProduct({ price: '12.50', inventory: '3', category_id: '2' }))
      .expect(201);
    expect(asText.body).toMatchObject({ price: 12.5, inventory: 3, category_id: 2 });
    const asNumbers = await agent
      .post('/api/products/new')
      .send(validProduct({ price: 12.5, inventory: 3, category_id: 2 }))
      .expect(201);
    expect(asNumbers.body).toMatchObject({ price: 12.5, inventory: 3, category_id: 2 });
  });

  it('answers 401 signed out and 400 to a body that is not an object', async () => {
    await test.request().post('/api/products/new').send(validProduct()).expect(401);
    const { agent } = await signUp(test);
    await agent.post('/api/products/new').set('content-type', 'application/json').send('[1]').expect(400);
  });
});

describe('PUT /api/products/:id/edit', () => {
  it('lets the owner change every field and keeps the seller', async () => {
    const { agent, user } = await signUp(test);
    const product = await createProduct(agent);
    const change = validProduct({
      title: 'Glazed bowl',
      price: 31,
      inventory: 9,
      category_id: 3,
      seller_id: 1,
    });
    const res = await agent.put(`/api/products/${product.id}/edit`).send(change).expect(200);
    expect(res.body).toMatchObject({
      id: product.id,
      title: 'Glazed bowl',
      price: 31,
      inventory: 9,
      category_id: 3,
      seller_id: user.id,
    });
  });

  it('answers 403 to another user, 404 to an unknown id, 400 to a bad id or body, 401 signed out', async () => {
    const owner = await signUp(test);
    const other = await signUp(test);
    const product = await createProduct(owner.agent);
    const res = await other.agent
      .put(`/api/products/${product.id}/edit`)
      .send(validProduct({ title: 'Mine' }));
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
    const missing = await owner.agent.put('/api/products/999999999/edit').send(validProduct()).expect(404);
    expect(missing.body).toEqual({ message: "Product couldn't be found" });
    await owner.agent.put('/api/products/abc/edit').send(validProduct()).expect(400);
    const bad = await owner.agent.put(`/api/products/${product.id}/edit`).send(validProduct({ price: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ price: MESSAGES.priceMin });
    await test.request().put(`/api/products/${product.id}/edit`).send(validProduct()).expect(401);
    const row = await test.db('products').where({ id: product.id }).first();
    expect(row.title).toBe('Hand-thrown mug');
  });

  it('lists a sold-out product again when its seller restocks it', async () => {
    const { agent } = await signUp(test);
    const product = await createProduct(agent);
    await test.db('products').where({ id: product.id }).update({ inventory: 0, archived_at: new Date() });
    await agent
      .put(`/api/products/${product.id}/edit`)
      .send(validProduct({ inventory: 2 }))
      .expect(200);
    const row = await test.db('products').where({ id: product.id }).first();
    expect(row.archived_at).toBeNull();
  });
});

describe('DELETE /api/products/:id', () => {
  it('lets only the owner delete; cart lines, favorites and reviews go, order lines keep their snapshot', async () => {
    const owner = await signUp(test);
    const buyer = await signUp(test);
    const product = await createProduct(owner.agent);
    await test.db('cart_items').insert({ cart_id: buyer.user.cart_id, product_id: product.id, quantity: 1 });
    await test.db('favorites').insert({ user_id: buyer.user.id, product_id: product.id });
    await test
      .db('reviews')
      .insert({ user_id: buyer.user.id, product_id: product.id, review: 'Lovely mug!', stars: 5 });
    const [order] = await test
      .db('orders')
      .insert({ order_number: `t${Date.now()}${product.id}`, user_id: buyer.user.id, total: 24.5 })
      .returning('id');
    await test.db('order_items').insert({
      order_id: order.id,
      product_id: product.id,
      title: 'Hand-thrown mug',
      unit_price: 24.5,
      quantity: 1,
    });

    await test.request().delete(`/api/products/${product.id}`).expect(401);
    await buyer.agent.delete(`/api/products/${product.id}`).expect(403);
    await owner.agent.delete('/api/products/abc').expect(400);
    const res = await owner.agent.delete(`/api/products/${product.id}`).expect(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    await owner.agent.delete(`/api/products/${product.id}`).expect(404);

    expect(await test.db('products').where({ id: product.id })).toEqual([]);
    expect(await test.db('cart_items').where({ product_id: product.id })).toEqual([]);
    expect(await test.db('favorites').where({ product_id: product.id })).toEqual([]);
    expect(await test.db('reviews').where({ product_id: product.id })).toEqual([]);
    const line = await test.db('order_items').where({ order_id: order.id }).first();
    expect(line).toMatchObject({ product_id: null, title: 'Hand-thrown mug', unit_price: 24.5 });
    const seller = await test.db('users').where({ id: owner.user.id }).first();
    expect(seller).toMatchObject({ seller_stars_total: 0, seller_review_count: 0 });
  });
});

describe('routes owned by others', () => {
  it('leaves PUT /api/products/successful-transaction to checkout', async () => {
    const { agent } = await signUp(test);
    const res = await agent.put('/api/products/successful-transaction').send({});
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).not.toBe('Invalid product id.');
    expect(res.body.message).not.toMatch(/^No API route/);
  });
});
