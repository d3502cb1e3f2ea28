import { FORMER_MEMBER, MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { toReview } from './reviews.mapper';
import { createReviewsRepository } from './reviews.repository';
import { REVIEW_MESSAGES } from './reviews.service';

const test = createTestApp();

const goodReview = { review: 'Lovely glaze, sturdy handle.', stars: 5, recommendation: true };

async function reviewedProduct() {
  const seller = await createShopper(test);
  const product = await insertProduct(test, seller.user.id);
  const author = await createShopper(test);
  const res = await author.agent.post(`/api/products/${product.id}/reviews`).send(goodReview).expect(201);
  return { seller, product, author, reviewId: res.body.id as number };
}

async function listed(productId: number, reviewId: number) {
  const res = await test.request().get(`/api/products/${productId}/reviews`).expect(200);
  return res.body.find((review: { id: number }) => review.id === reviewId);
}

describe('verified purchase', () => {
  it('marks a review whose author bought the product, and only that product', async () => {
    const seller = await createShopper(test);
    const bought = await insertProduct(test, seller.user.id);
    const other = await insertProduct(test, seller.user.id);
    const buyer = await createShopper(test);
    const browser = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, bought.id, 1);
    await buyer.agent.put('/api/products/successful-transaction').expect(200);

    const mine = await buyer.agent.post(`/api/products/${bought.id}/reviews`).send(goodReview).expect(201);
    expect(mine.body.verified_purchase).toBe(true);
    const notBought = await buyer.agent.post(`/api/products/${other.id}/reviews`).send(goodReview);
    expect(notBought.body.verified_purchase).toBe(false);
    const theirs = await browser.agent.post(`/api/products/${bought.id}/reviews`).send(goodReview);
    expect(theirs.body.verified_purchase).toBe(false);

    const list = await test.request().get(`/api/products/${bought.id}/reviews`).expect(200);
    const marks = Object.fromEntries(
      list.body.map((review: { user: string; verified_purchase: boolean }) => [
        review.user,
        review.verified_purchase,
      ]),
    );
    expect(marks).toEqual({ [buyer.user.username]: true, [browser.user.username]: false });
  });

  it('answers a product’s reviews in two queries whatever their number', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    const count = async () =>
      countQueries(test, () => test.request().get(`/api/products/${product.id}/reviews`));
    const writeReviews = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        const author = await createShopper(test);
        await author.agent.post(`/api/products/${product.id}/reviews`).send(goodReview).expect(201);
      }
    };
    await writeReviews(1);
    const one = await count();
    await writeReviews(4);
    expect(await count()).toBe(one);
    // Who may see the listing (a private one is its buyer's and seller's alone), then its reviews.
    expect(one).toBe(2);
  });
});

describe('PUT /api/reviews/:id/reply', () => {
  it('lets the seller write one reply, edit it, and shows it with the review', async () => {
    const { seller, product, reviewId } = await reviewedProduct();
    const first = await seller.agent
      .put(`/api/reviews/${reviewId}/reply`)
      .send({ reply: '  Thank you, enjoy it!  ' })
      .expect(200);
    expect(first.body.reply).toEqual({ reply: 'Thank you, enjoy it!', created_at: expect.any(String) });
    const edited = await seller.agent
      .put(`/api/reviews/${reviewId}/reply/`)
      .send({ reply: 'Thank you so much!' })
      .expect(200);
    expect(edited.body.reply).toEqual({
      reply: 'Thank you so much!',
      created_at: first.body.reply.created_at,
    });
    expect((await listed(product.id, reviewId)).reply.reply).toBe('Thank you so much!');
    const rows = await test.db('reviews').where({ id: reviewId });
    expect(rows).toHaveLength(1);
  });

  it('refuses the author, another seller and a visitor, and leaves the review untouched', async () => {
    const { author, reviewId, product } = await reviewedProduct();
    const otherSeller = await createShopper(test);
    await insertProduct(test, otherSeller.user.id);
    for (const agent of [author.agent, otherSeller.agent]) {
      const res = await agent.put(`/api/reviews/${reviewId}/reply`).send({ reply: 'Not mine to answer.' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(REVIEW_MESSAGES.notSeller);
    }
    await test.request().put(`/api/reviews/${reviewId}/reply`).send({ reply: 'Anonymous' }).expect(401);
    expect((await listed(product.id, reviewId)).reply).toBeNull();
  });

  it('answers 404 for a missing review and 400 for a blank or long reply, keyed reply', async () => {
    const { seller, reviewId } = await reviewedProduct();
    await seller.agent.put('/api/reviews/999999999/reply').send({ reply: 'Hello' }).expect(404);
    const blank = await seller.agent.put(`/api/reviews/${reviewId}/reply`).send({ reply: '   ' }).expect(400);
    expect(blank.body.errors).toEqual({ reply: MESSAGES.replyRequired });
    const long = await seller.agent
      .put(`/api/reviews/${reviewId}/reply`)
      .send({ reply: 'x'.repeat(1001) })
      .expect(400);
    expect(long.body.errors).toEqual({ reply: MESSAGES.replyLong });
    await seller.agent.put(`/api/reviews/${reviewId}/reply`).send({}).expect(400);
  });

  it('is refused by the database when blank, so a bad row cannot exist', async () => {
    const { reviewId } = await reviewedProduct();
    await expect(
      test
        .db('reviews')
        .where({ id: reviewId })
        .update({ reply: ' ', reply_created_at: new Date(), reply_updated_at: new Date() }),
    ).rejects.toThrow(/reviews_reply_shape/);
    await expect(test.db('reviews').where({ id: reviewId }).update({ reply: 'Hi' })).rejects.toThrow(
      /reviews_reply_shape/,
    );
  });
});

describe('DELETE /api/reviews/:id/reply', () => {
  it('lets only the seller delete the reply, then answers 404 for a reply that is gone', async () => {
    const { seller, author, reviewId, product } = await reviewedProduct();
    await seller.agent.put(`/api/reviews/${reviewId}/reply`).send({ reply: 'Thanks!' }).expect(200);
    await author.agent.delete(`/api/reviews/${reviewId}/reply`).expect(403);
    expect((await listed(product.id, reviewId)).reply).not.toBeNull();
    const res = await seller.agent.delete(`/api/reviews/${reviewId}/reply`).expect(200);
    expect(res.body).toMatchObject({ id: reviewId, reply: null });
    const again = await seller.agent.delete(`/api/reviews/${reviewId}/reply`).expect(404);
    expect(again.body.message).toBe(REVIEW_MESSAGES.noReply);
  });

  it('keeps the reply when the author edits the review, and the review’s stats are not touched by a reply', async () => {
    const { seller, author, reviewId, product } = await reviewedProduct();
    await seller.agent.put(`/api/reviews/${reviewId}/reply`).send({ reply: 'Thanks!' }).expect(200);
    const before = await test
      .db('products')
      .select('stars_total', 'review_count')
      .where({ id: product.id })
      .first();
    await author.agent
      .put(`/api/reviews/${reviewId}`)
      .send({ ...goodReview, stars: 4 })
      .expect(200);
    const review = await listed(product.id, reviewId);
    expect(review.reply.reply).toBe('Thanks!');
    const after = await test
      .db('products')
      .select('stars_total', 'review_count')
      .where({ id: product.id })
      .first();
    expect(after).toEqual({ stars_total: before.stars_total - 1, review_count: before.review_count });
  });
});

describe('a closed author', () => {
  it('keeps their review, shown as a former member', async () => {
    const { author, reviewId, product } = await reviewedProduct();
    await test.db('carts').where({ user_id: author.user.id }).delete();
    await test.db('users').where({ id: author.user.id }).update({ closed_at: new Date() });
    const review = await listed(product.id, reviewId);
    expect(review.user).toBe(FORMER_MEMBER);
  });
});

describe('a product’s reviews as written by the database', () => {
  it('are, byte for byte, the JSON the API writes for each review, newest first', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id, 1);
    await buyer.agent.put('/api/products/successful-transaction').expect(200);
    const texts = ['A "quoted" \\ backslashed </script> line', 'Tabs\tand\nnewlines\u0001\u001f é 日本 🍵'];
    const ids: number[] = [];
    for (const [index, author] of [buyer, await createShopper(test), await createShopper(test)].entries()) {
      const res = await author.agent
        .post(`/api/products/${product.id}/reviews`)
        .send({ review: texts[index % 2], stars: index + 2, recommendation: true })
        .expect(201);
      ids.push(res.body.id);
    }
    await seller.agent.put(`/api/reviews/${ids[1]}/reply`).send({ reply: 'Thank you, "truly".' }).expect(200);
    await test.db('reviews').where('id', ids[2]).update({ created_at: '2026-01-01 00:00:00.9999+00' });
    const closed = await createShopper(test);
    await closed.agent.post(`/api/products/${product.id}/reviews`).send(goodReview).expect(201);
    await test.db('users').where({ id: closed.user.id }).update({ closed_at: new Date() });

    const res = await test.request().get(`/api/products/${product.id}/reviews`).expect(200);
    const repository = createReviewsRepository(test.db);
    const written = [];
    for (const { id } of res.body as { id: number }[])
      written.push(toReview((await repository.findById(id))!));
    expect(res.text).toBe(JSON.stringify(written));
    expect(res.body.map((review: { user: string }) => review.user)[0]).toBe(FORMER_MEMBER);
    expect(res.body.map((review: { verified_purchase: boolean }) => review.verified_purchase)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(res.body[2].reply).toMatchObject({ reply: 'Thank you, "truly".' });
  });
});
