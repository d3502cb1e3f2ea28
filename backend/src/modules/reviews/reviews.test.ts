import { MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { REVIEW_MESSAGES } from './reviews.service';

const test = createTestApp();

const goodReview = { review: 'Lovely glaze, sturdy handle.', stars: 4, recommendation: true };

async function productWithSeller() {
  const seller = await createShopper(test);
  const product = await insertProduct(test, seller.user.id);
  return { seller, product };
}

async function sellerCounters(sellerId: number) {
  return test.db('users').select('seller_stars_total', 'seller_review_count').where({ id: sellerId }).first();
}

describe('POST /api/products/:productId/reviews', () => {
  it('creates a review as the signed-in author and lists it newest first', async () => {
    const { product } = await productWithSeller();
    const first = await createShopper(test);
    const second = await createShopper(test);
    const res = await first.agent.post(`/api/products/${product.id}/reviews`).send(goodReview).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      product_id: product.id,
      user_id: first.user.id,
      user: first.user.username,
      review: goodReview.review,
      stars: 4,
      recommendation: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      verified_purchase: false,
      reply: null,
    });
    await second.agent
      .post(`/api/products/${product.id}/reviews/`)
      .send({ ...goodReview, stars: 5, productId: product.id })
      .expect(201);

    const list = await test.request().get(`/api/products/${product.id}/reviews`).expect(200);
    expect(list.body.map((review: { user: string }) => review.user)).toEqual([
      second.user.username,
      first.user.username,
    ]);
    expect(list.body[1]).toEqual(res.body);
  });

  it('stores the recommendation as false under three stars', async () => {
    const { product } = await productWithSeller();
    const author = await createShopper(test);
    const res = await author.agent
      .post(`/api/products/${product.id}/reviews`)
      .send({ review: 'Chipped on arrival, sadly.', stars: 2, recommendation: true })
      .expect(201);
    expect(res.body.recommendation).toBe(false);
  });

  it.each([
    ['no stars', { stars: undefined }, 'stars', MESSAGES.starsRequired],
    ['zero stars', { stars: 0 }, 'stars', MESSAGES.starsRequired],
    ['six stars', { stars: 6 }, 'stars', MESSAGES.starsRequired],
    ['short text', { review: 'Too short' }, 'review', MESSAGES.reviewShort],
    ['blank text', { review: '            ' }, 'review', MESSAGES.reviewShort],
  ])('refuses %s with the spec message and writes nothing', async (_name, change, key, message) => {
    const { product } = await productWithSeller();
    const author = await createShopper(test);
    const res = await author.agent
      .post(`/api/products/${product.id}/reviews`)
      .send({ ...goodReview, ...change })
      .expect(400);
    expect(res.body.errors[key]).toBe(message);
    expect(await test.db('reviews').where({ product_id: product.id })).toHaveLength(0);
  });

  it('answers 401 signed out, 403 to the seller, 409 to a second review, 404 and 400 for bad products', async () => {
    const { seller, product } = await productWithSeller();
    await test.request().post(`/api/products/${product.id}/reviews`).send(goodReview).expect(401);
    const own = await seller.agent.post(`/api/products/${product.id}/reviews`).send(goodReview).expect(403);
    expect(own.body.message).toBe(REVIEW_MESSAGES.ownProduct);

    const author = await createShopper(test);
    await author.agent.post(`/api/products/${product.id}/reviews`).send(goodReview).expect(201);
    const again = await author.agent.post(`/api/products/${product.id}/reviews`).send(goodReview).expect(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    await author.agent.post('/api/products/999999999/reviews').send(goodReview).expect(404);
    await author.agent.post('/api/products/abc/reviews').send(goodReview).expect(400);
    await test.request().get('/api/products/999999999/reviews').expect(404);
    await test.request().get('/api/products/abc/reviews').expect(400);
  });

  it('lets only one of two racing submissions in', async () => {
    const { product } = await productWithSeller();
    const author = await createShopper(test);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        author.agent.post(`/api/products/${product.id}/reviews`).send(goodReview),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await test.db('reviews').where({ product_id: product.id })).toHaveLength(1);
  });
});

describe('PUT and DELETE /api/reviews/:id', () => {
  it('lets the author edit and delete, and keeps the seller rating in step', async () => {
    const { seller, product } = await productWithSeller();
    const author = await createShopper(test);
    const created = await author.agent
      .post(`/api/products/${product.id}/reviews`)
      .send({ ...goodReview, stars: 5 })
      .expect(201);
    expect(await sellerCounters(seller.user.id)).toEqual({ seller_stars_total: 5, seller_review_count: 1 });

    const edited = await author.agent
      .put(`/api/reviews/${created.body.id}`)
      .send({ review: 'Changed my mind a little.', stars: 2, recommendation: true })
      .expect(200);
    expect(edited.body).toMatchObject({
      id: created.body.id,
      user: author.user.username,
      review: 'Changed my mind a little.',
      stars: 2,
      recommendation: false,
    });
    expect(Date.parse(edited.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.body.updated_at));
    expect(await sellerCounters(seller.user.id)).toEqual({ seller_stars_total: 2, seller_review_count: 1 });
    const stats = await test.request().get(`/api/reviews/review-stats/${product.id}`).expect(200);
    expect(stats.body).toEqual({ product_id: product.id, stars_total: 2, review_count: 1 });

    const deleted = await author.agent.delete(`/api/reviews/${created.body.id}`).expect(200);
    expect(deleted.body).toEqual({ message: REVIEW_MESSAGES.deleted });
    expect(await sellerCounters(seller.user.id)).toEqual({ seller_stars_total: 0, seller_review_count: 0 });
    const after = await test.request().get(`/api/reviews/review-stats/${product.id}`).expect(200);
    expect(after.body).toEqual({ product_id: product.id, stars_total: 0, review_count: 0 });
  });

  it('shows the seller rating change on the product detail', async () => {
    const { product } = await productWithSeller();
    const [a, b] = [await createShopper(test), await createShopper(test)];
    const before = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(before.body.seller.seller_rating).toBe('No Reviews');
    await a.agent
      .post(`/api/products/${product.id}/reviews`)
      .send({ ...goodReview, stars: 5 })
      .expect(201);
    const mid = await b.agent
      .post(`/api/products/${product.id}/reviews`)
      .send({ ...goodReview, stars: 2 })
      .expect(201);
    const detail = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(detail.body.seller).toMatchObject({ seller_rating: 3.5, review_count: 2 });
    await b.agent
      .put(`/api/reviews/${mid.body.id}`)
      .send({ ...goodReview, stars: 4 })
      .expect(200);
    const edited = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(edited.body.seller).toMatchObject({ seller_rating: 4.5, review_count: 2 });
    await b.agent.delete(`/api/reviews/${mid.body.id}`).expect(200);
    const deleted = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(deleted.body.seller).toMatchObject({ seller_rating: 5, review_count: 1 });
  });

  it('answers 403 to another user, 401 signed out, 404 unknown, 400 bad ids and bad bodies', async () => {
    const { product } = await productWithSeller();
    const author = await createShopper(test);
    const other = await createShopper(test);
    const created = await author.agent.post(`/api/products/${product.id}/reviews`).send(goodReview);
    const path = `/api/reviews/${created.body.id}`;

    const put = await other.agent.put(path).send(goodReview).expect(403);
    expect(put.body.message).toBe(REVIEW_MESSAGES.notAuthor);
    await other.agent.delete(path).expect(403);
    await test.request().put(path).send(goodReview).expect(401);
    await test.request().delete(path).expect(401);
    await author.agent.put('/api/reviews/999999999').send(goodReview).expect(404);
    await author.agent.delete('/api/reviews/999999999').expect(404);
    await author.agent.put('/api/reviews/x1').send(goodReview).expect(400);
    await author.agent.delete('/api/reviews/-1').expect(400);
    const bad = await author.agent.put(path).send({ review: 'short', stars: 0 }).expect(400);
    expect(bad.body.errors).toEqual({ review: MESSAGES.reviewShort, stars: MESSAGES.starsRequired });

    const row = await test.db('reviews').where({ id: created.body.id }).first();
    expect(row).toMatchObject({ review: goodReview.review, stars: goodReview.stars });
  });
});

describe('GET /api/reviews and review stats', () => {
  it('lists the counters of products with reviews, narrowed by product_ids', async () => {
    const { product } = await productWithSeller();
    const { product: unreviewed } = await productWithSeller();
    const author = await createShopper(test);
    await author.agent.post(`/api/products/${product.id}/reviews`).send({ ...goodReview, stars: 3 });

    const all = await test.request().get('/api/reviews').expect(200);
    expect(all.body.length).toBeLessThanOrEqual(200);
    expect(all.body).toContainEqual({ product_id: product.id, stars_total: 3, review_count: 1 });
    expect(all.body.some((row: { product_id: number }) => row.product_id === unreviewed.id)).toBe(false);

    const narrowed = await test
      .request()
      .get(`/api/reviews/?product_ids=${product.id},${unreviewed.id}`)
      .expect(200);
    expect(narrowed.body).toEqual([{ product_id: product.id, stars_total: 3, review_count: 1 }]);
    await test.request().get('/api/reviews?product_ids=1,x').expect(400);
  });

  it('answers zeros for a product without reviews, 404 for an unknown one and 400 for a bad id', async () => {
    const { product } = await productWithSeller();
    const res = await test.request().get(`/api/reviews/review-stats/${product.id}/`).expect(200);
    expect(res.body).toEqual({ product_id: product.id, stars_total: 0, review_count: 0 });
    await test.request().get('/api/reviews/review-stats/999999999').expect(404);
    await test.request().get('/api/reviews/review-stats/nope').expect(400);
  });
});
