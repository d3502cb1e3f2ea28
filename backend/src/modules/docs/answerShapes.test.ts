import {
  cartAnswerSchema,
  cartItemAnswerSchema,
  checkoutAnswerSchema,
  currentProductsAnswerSchema,
  errorAnswerSchema,
  favoriteAnswerSchema,
  imageAnswerSchema,
  messageAnswerSchema,
  orderAnswerSchema,
  previewImageAnswerSchema,
  productAnswerSchema,
  productDetailAnswerSchema,
  publicUserAnswerSchema,
  reviewAnswerSchema,
  reviewStatsAnswerSchema,
  sellerAnswerSchema,
  suggestionsAnswerSchema,
  userAnswerSchema,
} from '@handmade/common';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signUp, unique } from '../../../test/testApp';
import { makeImage } from '../images/images.testing';
import { validProduct } from '../products/products.testing';

const test = createTestApp();

/**
 * The answer has this status and exactly this shape: the schemas are strict at every level, so a field the
 * server adds, drops or sends with another type fails here before a client meets it.
 */
function answer<S extends z.ZodType>(res: supertest.Response, status: number, schema: S): z.infer<S> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const parsed = schema.safeParse(res.body);
  expect(parsed.error?.issues, JSON.stringify(res.body)).toBeUndefined();
  return parsed.data as z.infer<S>;
}

const list = <S extends z.ZodType>(schema: S) => z.array(schema).min(1);

/** Every object node of a JSON Schema that names its properties, with where it is. */
function objectNodes(node: unknown, at = '$'): { at: string; node: Record<string, unknown> }[] {
  if (Array.isArray(node)) return node.flatMap((inner, index) => objectNodes(inner, `${at}[${index}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = 'properties' in record ? [{ at, node: record }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, inner]) => objectNodes(inner, `${at}.${key}`))];
}

describe('the answer shapes in @handmade/common', () => {
  const shapes = {
    userAnswerSchema,
    publicUserAnswerSchema,
    sellerAnswerSchema,
    productAnswerSchema,
    productDetailAnswerSchema,
    currentProductsAnswerSchema,
    imageAnswerSchema,
    previewImageAnswerSchema,
    reviewAnswerSchema,
    reviewStatsAnswerSchema,
    favoriteAnswerSchema,
    cartItemAnswerSchema,
    cartAnswerSchema,
    orderAnswerSchema,
    checkoutAnswerSchema,
    errorAnswerSchema,
    messageAnswerSchema,
    suggestionsAnswerSchema,
  };

  it.each(Object.entries(shapes))('%s refuses unknown fields at every level', (_name, schema) => {
    const nodes = objectNodes(z.toJSONSchema(schema));
    expect(nodes.length).toBeGreaterThan(0);
    for (const { at, node } of nodes) expect(node.additionalProperties, at).toBe(false);
  });

  it('are exactly what the server answers, along a seller’s and a buyer’s way through the API', async () => {
    const seller = await signUp(test);
    answer(await seller.agent.get('/api/auth'), 200, userAnswerSchema);
    const sellerUser = userAnswerSchema.parse(seller.user);
    const login = await test
      .request()
      .post('/api/auth/login')
      .send({ email: sellerUser.email, password: seller.password });
    answer(login, 200, userAnswerSchema);

    const shop = seller.agent;
    const created = answer(
      await shop.post('/api/products/new').send(validProduct({ title: unique('Shape '), inventory: 2 })),
      201,
      productAnswerSchema,
    );
    answer(
      await shop.put(`/api/products/${created.id}/edit`).send(validProduct({ inventory: 2, price: 30 })),
      200,
      productAnswerSchema,
    );
    const photo = answer(
      await shop
        .post('/api/products/images/new')
        .field('product_id', String(created.id))
        .field('preview', 'true')
        .attach('image', await makeImage(), 'photo.png'),
      201,
      imageAnswerSchema,
    );
    answer(
      await shop.put(`/api/products/images/${photo.id}`).field('preview', 'true'),
      200,
      imageAnswerSchema,
    );
    const detail = answer(
      await test.request().get(`/api/products/${created.id}`),
      200,
      productDetailAnswerSchema,
    );
    expect(detail.product_images).toHaveLength(1);
    answer(await test.request().get(`/api/products/${created.id}/images`), 200, list(imageAnswerSchema));
    answer(await test.request().get('/api/products?limit=5'), 200, list(productAnswerSchema));
    answer(await test.request().get('/api/products?sort=price_asc&limit=2'), 200, list(productAnswerSchema));
    answer(await test.request().get('/api/products/random'), 200, productAnswerSchema);
    answer(
      await test.request().get(`/api/products?q=${encodeURIComponent('hand-thrown stonewa')}`),
      200,
      list(productAnswerSchema),
    );
    const suggested = answer(
      await test.request().get(`/api/search/suggest?q=${encodeURIComponent('stonewa')}`),
      200,
      suggestionsAnswerSchema,
    );
    expect(suggested.suggestions.length).toBeGreaterThan(0);
    answer(
      await test.request().get('/api/products/preview-images?limit=3'),
      200,
      list(previewImageAnswerSchema),
    );
    answer(await shop.get('/api/products/current'), 200, currentProductsAnswerSchema);
    answer(await test.request().get('/api/users?limit=5'), 200, list(publicUserAnswerSchema));

    const buyer = (await signUp(test)).agent;
    answer(await buyer.post('/api/favorites').send({ product_id: created.id }), 201, favoriteAnswerSchema);
    answer(await buyer.get('/api/favorites/current'), 200, list(favoriteAnswerSchema));
    answer(await buyer.delete(`/api/favorites/${created.id}`), 200, favoriteAnswerSchema);

    const review = answer(
      await buyer
        .post(`/api/products/${created.id}/reviews`)
        .send({ review: 'Lovely work, well made.', stars: 4, recommendation: true }),
      201,
      reviewAnswerSchema,
    );
    answer(
      await buyer
        .put(`/api/reviews/${review.id}`)
        .send({ review: 'Lovely work, really well made.', stars: 5 }),
      200,
      reviewAnswerSchema,
    );
    answer(await test.request().get(`/api/products/${created.id}/reviews`), 200, list(reviewAnswerSchema));
    answer(await test.request().get(`/api/reviews/review-stats/${created.id}`), 200, reviewStatsAnswerSchema);
    answer(
      await test.request().get(`/api/reviews?product_ids=${created.id}`),
      200,
      list(reviewStatsAnswerSchema),
    );
    // The seller now has a rating: a number rather than "No Reviews".
    const shopProducts = answer(
      await test.request().get(`/api/users/${sellerUser.id}/products`),
      200,
      list(productAnswerSchema),
    );
    expect(shopProducts[0]?.seller.seller_rating).toBe(5);

    const line = answer(
      await buyer.post('/api/cart/add').send({ product_id: created.id, quantity: 1 }),
      201,
      cartItemAnswerSchema,
    );
    answer(await buyer.put(`/api/cart/${line.id}/edit`).send({ quantity: 2 }), 200, cartItemAnswerSchema);
    answer(await buyer.get('/api/cart'), 200, cartAnswerSchema);
    const bought = answer(await buyer.put('/api/products/successful-transaction'), 200, checkoutAnswerSchema);
    expect(bought.deleted_products.map((product) => product.id)).toEqual([created.id]);
    answer(await buyer.get('/api/orders'), 200, list(orderAnswerSchema));

    answer(await buyer.delete('/api/cart/clear'), 200, messageAnswerSchema);
    answer(await test.request().get('/api/products/999999999'), 404, errorAnswerSchema);
    const invalid = answer(
      await test.request().post('/api/auth/signup').send({ email: 'not an email' }),
      400,
      errorAnswerSchema,
    );
    expect(Object.keys(invalid.errors ?? {})).toContain('email');
  });
});
