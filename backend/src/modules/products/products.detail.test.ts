import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { countQueries } from '../../../test/shopFixtures';
import { makeImage } from '../images/images.testing';
import { createProduct, productShape } from './products.testing';

const test = createTestApp();

describe('GET /api/products/:id', () => {
  it('answers the product with its images, preview first, even once archived', async () => {
    const { agent } = await signUp(test);
    const product = await createProduct(agent);
    const first = await agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .attach('image', await makeImage('png'), 'a.png')
      .expect(201);
    const second = await agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .field('preview', 'true')
      .attach('image', await makeImage('jpeg'), 'b.jpg')
      .expect(201);
    await test.db('products').where({ id: product.id }).update({ archived_at: new Date() });
    const res = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(res.body).toMatchObject({ id: product.id, preview_image: second.body.url });
    expect(res.body.product_images).toEqual([
      { ...second.body, preview: true },
      { ...first.body, preview: false },
    ]);
    const images = await test.request().get(`/api/products/${product.id}/images`).expect(200);
    expect(images.body).toEqual(res.body.product_images);
  });

  it('answers a product with 1 or 5 images in the same number of queries', async () => {
    const { agent } = await signUp(test);
    const file = await makeImage('png', 16, 16);
    const few = await createProduct(agent);
    const many = await createProduct(agent);
    const add = (productId: number) =>
      agent
        .post('/api/products/images/new')
        .field('product_id', String(productId))
        .attach('image', file, 'a.png');
    await add(few.id).expect(201);
    for (let i = 0; i < 5; i += 1) await add(many.id).expect(201);
    const count = async (productId: number) => {
      let images = 0;
      const queries = await countQueries(test, async () => {
        const res = await test.request().get(`/api/products/${productId}`).expect(200);
        images = res.body.product_images.length;
      });
      return { queries, images };
    };
    expect(await count(few.id)).toEqual({ queries: 1, images: 1 });
    expect(await count(many.id)).toEqual({ queries: 1, images: 5 });
  });

  it('answers 404 with the spec message to an unknown id and 400 to a bad one', async () => {
    const res = await test.request().get('/api/products/999999999').expect(404);
    expect(res.body).toEqual({ message: "Product couldn't be found" });
    await test.request().get('/api/products/999999999/images').expect(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const answer = await test.request().get(`/api/products/${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid product id.');
    }
  });
});

describe('GET /api/products/current', () => {
  it('answers the seller’s products, sold-out ones included, and their id', async () => {
    const { agent, user } = await signUp(test);
    const a = await createProduct(agent);
    const b = await createProduct(agent, { title: 'Sold out' });
    await test.db('products').where({ id: b.id }).update({ inventory: 0, archived_at: new Date() });
    await createProduct((await signUp(test)).agent);
    const res = await agent.get('/api/products/current').expect(200);
    expect(res.body.user_id).toBe(user.id);
    expect(res.body.products.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(res.body.products[0]).toMatchObject({ ...productShape, inventory: 0 });
    await test.request().get('/api/products/current').expect(401);
  });
});

describe('GET /api/products/random', () => {
  it('answers a listed product with the seller rating rounded to a whole number', async () => {
    const { agent, user } = await signUp(test);
    await createProduct(agent);
    await test.db('users').where({ id: user.id }).update({ seller_stars_total: 7, seller_review_count: 2 });
    const seen = new Set<number>();
    for (let i = 0; i < 5; i += 1) {
      const res = await test.request().get('/api/products/random').expect(200);
      expect(res.body).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
      const rating = res.body.seller.seller_rating;
      expect(rating === 'No Reviews' || Number.isInteger(rating)).toBe(true);
      if (res.body.seller.id === user.id) expect(rating).toBe(4);
      seen.add(res.body.id);
    }
    const archived = await test.db('products').whereNotNull('archived_at').pluck('id');
    for (const id of seen) expect(archived).not.toContain(id);
  });
});

describe('GET /api/products/preview-images', () => {
  it('answers the preview image of listed products', async () => {
    const { agent } = await signUp(test);
    const product = await createProduct(agent);
    const image = await agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .attach('image', await makeImage('webp'), 'a.webp')
      .expect(201);
    const res = await test.request().get('/api/products/preview-images?limit=200').expect(200);
    expect(res.body).toContainEqual({
      id: image.body.id,
      product_id: product.id,
      url: image.body.url,
      preview: true,
    });
    expect(res.body.every((row: { preview: boolean }) => row.preview)).toBe(true);
    await test.request().get('/api/products/preview-images?limit=0').expect(400);
  });
});
