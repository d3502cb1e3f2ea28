import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signUp } from '../../../test/testApp';
import { makeImage } from '../images/images.testing';
import { validProduct } from '../products/products.testing';
import { buildOpenApiDocument } from './openapi.document';
import * as shapes from './openapi.schemas';

const test = createTestApp();
const doc = buildOpenApiDocument();

/** The answer's status is one the document lists for that route, and its body has the documented shape. */
function expectDocumented(res: supertest.Response, route: string, shape: z.ZodType) {
  const [method = '', path = ''] = route.split(' ');
  const responses = (doc.paths[path]?.[method.toLowerCase()] as { responses: object } | undefined)?.responses;
  expect(Object.keys(responses ?? {}), `${route} answered ${res.status}`).toContain(String(res.status));
  const parsed = shape.safeParse(res.body);
  expect(parsed.error?.issues, route).toBeUndefined();
}

describe('the documented shapes', () => {
  it('are what the API really answers, along a seller’s and a buyer’s way through it', async () => {
    const seller = await signUp(test);
    expect(shapes.UserSchema.safeParse(seller.user).success).toBe(true);
    const { agent } = seller;

    let res = await agent.post('/api/products/new').send(validProduct({ inventory: 2 }));
    expectDocumented(res, 'POST /api/products/new', shapes.ProductSchema);
    const productId = (res.body as { id: number }).id;
    res = await agent
      .post('/api/products/images/new')
      .field('product_id', String(productId))
      .field('preview', 'true')
      .attach('image', await makeImage(), 'photo.png');
    expectDocumented(res, 'POST /api/products/images/new', shapes.ImageSchema);
    res = await agent.get(`/api/products/${productId}`);
    expectDocumented(res, 'GET /api/products/{id}', shapes.ProductDetailSchema);
    res = await agent.get(`/api/products/${productId}/images`);
    expectDocumented(res, 'GET /api/products/{id}/images', z.array(shapes.ImageSchema));
    res = await agent.get('/api/products/current');
    expectDocumented(
      res,
      'GET /api/products/current',
      z.object({ products: z.array(shapes.ProductSchema), user_id: z.number() }),
    );
    res = await agent.get('/api/products/preview-images?limit=3');
    expectDocumented(res, 'GET /api/products/preview-images', z.array(shapes.PreviewImageSchema));
    res = await agent.get('/api/products/random');
    expectDocumented(res, 'GET /api/products/random', shapes.ProductSchema);
    res = await agent.get(`/api/users/${seller.user.id}/products`);
    expectDocumented(res, 'GET /api/users/{id}/products', z.array(shapes.ProductSchema));
    res = await agent.get(`/api/users/${seller.user.id}/products?min_price=1&max_price=100&min_rating=1`);
    expectDocumented(res, 'GET /api/users/{id}/products', z.array(shapes.ProductSchema));
    res = await agent.get('/api/products?q=mug&sort=relevance&min_price=1.50');
    expectDocumented(res, 'GET /api/products', z.array(shapes.ProductSchema));
    res = await agent.get('/api/search/suggest?q=hand-thrown%20m');
    expectDocumented(res, 'GET /api/search/suggest', shapes.SuggestionsSchema);
    res = await agent.get('/api/products?min_price=9&max_price=3');
    expectDocumented(res, 'GET /api/products', shapes.ErrorSchema);
    res = await agent.get('/api/users?limit=5');
    expectDocumented(res, 'GET /api/users', z.array(shapes.PublicUserSchema));

    const buyer = (await signUp(test)).agent;
    res = await buyer.post('/api/favorites').send({ product_id: productId });
    expectDocumented(res, 'POST /api/favorites', shapes.FavoriteSchema);
    res = await buyer.get('/api/favorites/current');
    expectDocumented(res, 'GET /api/favorites/current', z.array(shapes.FavoriteSchema));
    res = await buyer
      .post(`/api/products/${productId}/reviews`)
      .send({ review: 'Lovely work, well made.', stars: 5 });
    expectDocumented(res, 'POST /api/products/{productId}/reviews', shapes.ReviewSchema);
    res = await buyer.get(`/api/reviews/review-stats/${productId}`);
    expectDocumented(res, 'GET /api/reviews/review-stats/{productId}', shapes.ReviewStatsSchema);
    res = await buyer.get(`/api/reviews?product_ids=${productId}`);
    expectDocumented(res, 'GET /api/reviews', z.array(shapes.ReviewStatsSchema));

    res = await buyer.post('/api/cart/add').send({ product_id: productId, quantity: 3 });
    expectDocumented(res, 'POST /api/cart/add', shapes.ErrorSchema);
    res = await buyer.post('/api/cart/add').send({ product_id: productId, quantity: 2 });
    expectDocumented(res, 'POST /api/cart/add', shapes.CartItemSchema);
    res = await buyer.get('/api/cart');
    expectDocumented(res, 'GET /api/cart', shapes.CartSchema);
    res = await buyer.put('/api/products/successful-transaction').set('Idempotency-Key', 'docs-test');
    expectDocumented(res, 'PUT /api/products/successful-transaction', shapes.CheckoutSchema);
    res = await buyer.get('/api/orders');
    expectDocumented(res, 'GET /api/orders', z.array(shapes.OrderSchema));
    res = await buyer.delete('/api/cart/clear');
    expectDocumented(res, 'DELETE /api/cart/clear', shapes.MessageSchema);
    res = await buyer.put('/api/products/successful-transaction');
    expectDocumented(res, 'PUT /api/products/successful-transaction', shapes.ErrorSchema);

    const reviewId = ((await buyer.get(`/api/products/${productId}/reviews`)).body as { id: number }[])[0]!
      .id;
    res = await agent.put(`/api/reviews/${reviewId}/reply`).send({ reply: 'Thank you!' });
    expectDocumented(res, 'PUT /api/reviews/{id}/reply', shapes.ReviewSchema);
    res = await buyer.put(`/api/reviews/${reviewId}/reply`).send({ reply: 'Not mine' });
    expectDocumented(res, 'PUT /api/reviews/{id}/reply', shapes.ErrorSchema);
    res = await agent.delete(`/api/reviews/${reviewId}/reply`);
    expectDocumented(res, 'DELETE /api/reviews/{id}/reply', shapes.ReviewSchema);
    res = await agent
      .put('/api/auth/profile')
      .send({ first_name: 'Ada', last_name: 'King', username: 'abc' });
    expectDocumented(res, 'PUT /api/auth/profile', shapes.ErrorSchema);
    res = await agent
      .put('/api/auth/profile')
      .send({ first_name: 'Ada', last_name: 'King', username: seller.user.username });
    expectDocumented(res, 'PUT /api/auth/profile', shapes.UserSchema);
    res = await agent.put('/api/auth/avatar').attach('image', await makeImage(), 'me.png');
    expectDocumented(res, 'PUT /api/auth/avatar', shapes.UserSchema);
    res = await agent.delete('/api/auth').send({ password: 'not the password' });
    expectDocumented(res, 'DELETE /api/auth', shapes.ErrorSchema);
    res = await agent.delete('/api/auth').send({ password: seller.password });
    expectDocumented(res, 'DELETE /api/auth', shapes.MessageSchema);

    res = await test.request().get('/api/products/2000000000');
    expectDocumented(res, 'GET /api/products/{id}', shapes.ErrorSchema);
    res = await test.request().get('/api/cart');
    expectDocumented(res, 'GET /api/cart', shapes.ErrorSchema);
    res = await test.request().get('/api/health');
    expectDocumented(res, 'GET /api/health', shapes.HealthSchema);
  });
});
