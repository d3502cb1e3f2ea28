import { adminReportAnswerSchema, REPORT_MESSAGES, reportAnswerSchema } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createAdmin, createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();

const report = (shopper: Shopper, body: object) => shopper.agent.post('/api/reports').send(body);

describe('POST /api/reports', () => {
  it('takes one open report per reporter and target, and refuses what the reporter cannot report', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    const target = { target_type: 'product', target_id: product.id, reason: 'counterfeit' };

    const made = await report(buyer, { ...target, note: '  Same photos as another shop.  ' }).expect(201);
    expect(reportAnswerSchema.parse(made.body)).toMatchObject({
      ...target,
      note: 'Same photos as another shop.',
      status: 'open',
      decided_at: null,
    });
    const again = await report(buyer, target).expect(409);
    expect(again.body.message).toBe(REPORT_MESSAGES.alreadyOpen);
    const own = await report(seller, target).expect(400);
    expect(own.body.errors).toEqual({ target_id: REPORT_MESSAGES.own });
    await report(buyer, { ...target, target_id: 999_999_999 }).expect(404);
    const bad = await report(buyer, { ...target, reason: 'ugly' }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['reason']);
    await test.request().post('/api/reports').send(target).expect(401);
    const mine = await buyer.agent.get('/api/reports').expect(200);
    expect(mine.body.map((row: { id: number }) => row.id)).toEqual([made.body.id]);
  });

  it('lets only a participant report a message, and only the other one’s', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const stranger = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    const started = await buyer.agent
      .post('/api/conversations')
      .send({ product_id: product.id, message: 'Buy my followers package!' })
      .expect(201);
    const message = { target_type: 'message', target_id: started.body.last_message.id, reason: 'spam' };
    await report(stranger, message).expect(404);
    await report(buyer, message).expect(400);
    await report(seller, message).expect(201);
  });
});

describe('the admins’ report queue', () => {
  it('is 404 to members, and shows each open report with what it is about', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const admin = await createAdmin(test);
    const product = await insertProduct(test, seller.user.id, { title: 'Replica designer bag' });
    const made = await report(buyer, {
      target_type: 'product',
      target_id: product.id,
      reason: 'counterfeit',
    });
    await buyer.agent.get('/api/admin/reports').expect(404);
    await buyer.agent
      .put(`/api/admin/reports/${made.body.id}`)
      .send({ action: 'dismiss', note: 'x' })
      .expect(404);

    const queue = await admin.agent.get('/api/admin/reports').expect(200);
    const listed = queue.body.map((row: unknown) => adminReportAnswerSchema.parse(row));
    expect(listed.find((row: { id: number }) => row.id === made.body.id)).toMatchObject({
      reporter: { id: buyer.user.id, username: buyer.user.username },
      target: {
        text: 'Replica designer bag',
        owner: { id: seller.user.id, username: seller.user.username, suspended: false },
        link: `/products/${product.id}`,
        hidden: false,
      },
      open_reports: 1,
    });
  });

  it('hides a listing for every open report on it, and tells each reporter what was decided', async () => {
    const seller = await createShopper(test);
    const first = await createShopper(test);
    const second = await createShopper(test);
    const admin = await createAdmin(test);
    const product = await insertProduct(test, seller.user.id);
    const target = { target_type: 'product', target_id: product.id, reason: 'prohibited' };
    const one = await report(first, target).expect(201);
    const two = await report(second, target).expect(201);

    const decided = await admin.agent
      .put(`/api/admin/reports/${one.body.id}`)
      .send({ action: 'hide', note: 'Live animals cannot be sold here.' })
      .expect(200);
    expect(decided.body).toMatchObject({ status: 'actioned', target: { hidden: true }, open_reports: 0 });
    await test.request().get(`/api/products/${product.id}`).expect(404);
    const theirs = await second.agent.get('/api/reports').expect(200);
    expect(theirs.body[0]).toMatchObject({
      id: two.body.id,
      status: 'actioned',
      decision_note: 'Live animals cannot be sold here.',
    });
    await admin.agent
      .put(`/api/admin/reports/${two.body.id}`)
      .send({ action: 'dismiss', note: 'Again.' })
      .expect(409);
    const audit = await admin.agent.get(`/api/admin/audit?target_type=product&target_id=${product.id}`);
    expect(audit.body.entries.map((entry: { action: string }) => entry.action)).toEqual(['hide_product']);
  });

  it('dismisses, hides a review, suspends a message’s sender, and refuses to hide a shop', async () => {
    const seller = await createShopper(test);
    const reviewer = await createShopper(test);
    const admin = await createAdmin(test);
    const product = await insertProduct(test, seller.user.id);
    const review = await reviewer.agent
      .post(`/api/products/${product.id}/reviews`)
      .send({ review: 'Buy cheaper copies at my site instead!', stars: 1, recommendation: false })
      .expect(201);

    const onShop = await report(reviewer, {
      target_type: 'user',
      target_id: seller.user.id,
      reason: 'other',
    });
    const refused = await admin.agent
      .put(`/api/admin/reports/${onShop.body.id}`)
      .send({ action: 'hide', note: 'Nope.' })
      .expect(400);
    expect(refused.body.errors).toEqual({ action: REPORT_MESSAGES.cannotHide });
    await admin.agent
      .put(`/api/admin/reports/${onShop.body.id}`)
      .send({ action: 'dismiss', note: 'A shop with a sharp tone is allowed.' })
      .expect(200);

    const onReview = await report(seller, {
      target_type: 'review',
      target_id: review.body.id,
      reason: 'spam',
    });
    await admin.agent
      .put(`/api/admin/reports/${onReview.body.id}`)
      .send({ action: 'hide', note: 'Advertising another site.' })
      .expect(200);
    const reviews = await test.request().get(`/api/products/${product.id}/reviews`).expect(200);
    expect(reviews.body.map((row: { id: number }) => row.id)).not.toContain(review.body.id);
    // Its stars leave the product's and the seller's ratings with it.
    const counters = async () => ({
      product: await test
        .db('products')
        .select('stars_total', 'review_count')
        .where({ id: product.id })
        .first(),
      seller: await test
        .db('users')
        .select('seller_stars_total', 'seller_review_count')
        .where({ id: seller.user.id })
        .first(),
    });
    expect(await counters()).toEqual({
      product: { stars_total: 0, review_count: 0 },
      seller: { seller_stars_total: 0, seller_review_count: 0 },
    });

    const started = await reviewer.agent
      .post('/api/conversations')
      .send({ product_id: product.id, message: 'Send me your card number.' })
      .expect(201);
    const onMessage = await report(seller, {
      target_type: 'message',
      target_id: started.body.last_message.id,
      reason: 'spam',
    });
    const suspended = await admin.agent
      .put(`/api/admin/reports/${onMessage.body.id}`)
      .send({ action: 'suspend', note: 'Phishing.' })
      .expect(200);
    expect(suspended.body.target.owner).toMatchObject({ id: reviewer.user.id, suspended: true });
    await reviewer.agent.get('/api/auth').expect(401);
    const actionOn = async (type: string, id: number) =>
      (
        await admin.agent.get(`/api/admin/audit?target_type=${type}&target_id=${id}`).expect(200)
      ).body.entries.map((entry: { action: string; reason: string }) => [entry.action, entry.reason]);
    expect(await actionOn('user', reviewer.user.id)).toEqual([['suspend_user', 'Phishing.']]);
    expect(await actionOn('review', review.body.id)).toEqual([['hide_review', 'Advertising another site.']]);
    expect(await actionOn('report', onShop.body.id)).toEqual([
      ['dismiss_report', 'A shop with a sharp tone is allowed.'],
    ]);
  });
});
