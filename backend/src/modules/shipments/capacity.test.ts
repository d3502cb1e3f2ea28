import { DEFAULT_PROCESSING_DAYS, shipsBy } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { vacationAutoReply } from '../conversations/conversations.repository';
import { SELLING_MESSAGES } from '../shipping';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';

describe('a maker’s capacity', () => {
  it('moves ships-by with the queue, pauses the shop over its threshold, and sells again once shipped', async () => {
    const maker = await createShopper(test);
    await maker.agent
      .put('/api/shop/profile')
      .send({ weekly_capacity: 5, pause_when_weeks_over: 2 })
      .expect(200);
    const cup = await insertProduct(test, maker.user.id, { inventory: 100, price: 12 });
    const emptyQueue = (await test.request().get(`/api/products/${cup.id}`).expect(200)).body;
    expect(emptyQueue.ships_by).toBe(shipsBy(new Date(), DEFAULT_PROCESSING_DAYS.max, 0, 5));

    // 12 open units at 5 a week: two whole weeks of work wait before a new order is started.
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, cup.id, 12);
    const order = (await buyer.agent.put(CHECKOUT).send({}).expect(200)).body.order;
    const busy = (await test.request().get(`/api/products/${cup.id}`).expect(200)).body;
    const daysLater = (Date.parse(busy.ships_by) - Date.parse(emptyQueue.ships_by)) / 86_400_000;
    expect(daysLater).toBe(14);

    // 2.4 weeks of queue is over the threshold of 2: the shop stops selling and says why.
    expect(busy).toMatchObject({ available: false, unavailable_reason: SELLING_MESSAGES.paused });
    const shop = (await test.request().get(`/api/users/${maker.user.id}`).expect(200)).body;
    expect(shop).toMatchObject({
      weekly_capacity: 5,
      pause_when_weeks_over: 2,
      queue_weeks: 2.4,
      paused: true,
    });
    const another = await createShopper(test);
    const refused = await another.agent.post('/api/cart/add/').send({ product_id: cup.id }).expect(409);
    expect(refused.body.message).toBe(SELLING_MESSAGES.paused);
    await insertCartLine(test, another.user.cart_id, cup.id, 1);
    const checkout = await another.agent.put(CHECKOUT).send({}).expect(409);
    expect(checkout.body.errors).toEqual({ [String(cup.id)]: SELLING_MESSAGES.paused });

    // Shipping the queue drains it: the shop sells again by itself.
    await maker.agent
      .put(`/api/shipments/${order.shipments[0].id}/ship`)
      .send({ carrier: 'USPS', tracking_number: '94001000000000' })
      .expect(200);
    const back = (await test.request().get(`/api/products/${cup.id}`).expect(200)).body;
    expect(back).toMatchObject({ available: true, unavailable_reason: null, ships_by: emptyQueue.ships_by });
    await another.agent.put(CHECKOUT).send({}).expect(200);
  });

  it('stops selling on vacation with the seller’s message, and starts again when it ends', async () => {
    const maker = await createShopper(test);
    const cup = await insertProduct(test, maker.user.id, { inventory: 10, price: 12 });
    const saved = await maker.agent
      .put('/api/shop/profile')
      .send({ vacation: { on: true, message: 'Back on 5 January.' } })
      .expect(200);
    expect(saved.body.vacation).toEqual({ on: true, message: 'Back on 5 January.' });
    const listing = (await test.request().get(`/api/products/${cup.id}`).expect(200)).body;
    expect(listing).toMatchObject({
      available: false,
      unavailable_reason: `${SELLING_MESSAGES.vacation} Back on 5 January.`,
    });
    const buyer = await createShopper(test);
    await buyer.agent.post('/api/cart/add/').send({ product_id: cup.id }).expect(409);

    // A message to the shop gets one automatic reply with the vacation message, not one per message.
    const started = await buyer.agent
      .post('/api/conversations')
      .send({ product_id: cup.id, message: 'Is this in stock?' })
      .expect(201);
    const thread = `/api/conversations/${started.body.id}/messages`;
    await buyer.agent.post(thread).send({ body: 'Hello again' }).expect(201);
    const messages = (await buyer.agent.get(thread).expect(200)).body;
    expect(messages.map((m: { sender_id: number; body: string }) => [m.sender_id, m.body]).reverse()).toEqual(
      [
        [buyer.user.id, 'Is this in stock?'],
        [maker.user.id, vacationAutoReply('Back on 5 January.')],
        [buyer.user.id, 'Hello again'],
      ],
    );

    await maker.agent
      .put('/api/shop/profile')
      .send({ vacation: { on: false } })
      .expect(200);
    await buyer.agent.post('/api/cart/add/').send({ product_id: cup.id }).expect(201);
  });

  it('refuses a capacity or threshold that is not a whole number in range, keyed by field', async () => {
    const maker = await createShopper(test);
    const res = await maker.agent
      .put('/api/shop/profile')
      .send({ weekly_capacity: 0, pause_when_weeks_over: 1.5 })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['pause_when_weeks_over', 'weekly_capacity']);
    const row = await test.db('users').where({ id: maker.user.id }).first();
    expect(row).toMatchObject({ weekly_capacity: null, pause_when_weeks_over: null });
  });
});
