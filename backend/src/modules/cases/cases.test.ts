import {
  adminOrderAnswerSchema,
  caseAnswerSchema,
  CASE_MESSAGES,
  marketStatsAnswerSchema,
  notReceivedCaseFrom,
  shipmentAnswerSchema,
} from '@handmade/common';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createShopper,
  insertCartLine,
  insertProduct,
  type Shopper,
} from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { makeImage } from '../images/images.testing';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';

/** A buyer's order of one piece from a fresh seller: the people and the shipment's id. */
async function anOrder(price = 40) {
  const seller = await createShopper(test);
  const buyer = await createShopper(test);
  const product = await insertProduct(test, seller.user.id, { inventory: 5, price });
  await insertCartLine(test, buyer.user.cart_id, product.id, 1);
  const res = await buyer.agent.put(CHECKOUT).send({}).expect(200);
  return { seller, buyer, shipmentId: res.body.order.shipments[0].id as number };
}

/** The same order, shipped by its seller and marked received by its buyer. */
async function aDeliveredOrder(price = 40) {
  const order = await anOrder(price);
  await order.seller.agent
    .put(`/api/shipments/${order.shipmentId}/ship`)
    .send({ carrier: 'USPS', tracking_number: '9400ABC123' })
    .expect(200);
  await order.buyer.agent.put(`/api/shipments/${order.shipmentId}/delivered`).expect(200);
  return order;
}

const openCase = (buyer: Shopper, shipmentId: number, reason = 'not_as_described') =>
  buyer.agent.post(`/api/shipments/${shipmentId}/cases`).send({ reason, note: 'The glaze is cracked.' });

/** Moves a case's opening back by `hours`, as if the seller's time had passed. */
const ageCase = (caseId: number, hours: number) =>
  test
    .db('cases')
    .where({ id: caseId })
    .update({ opened_at: test.db.raw(`now() - interval '${hours} hours'`) });

describe('opening a case', () => {
  it('is for the buyer alone, once, after its wait, with a reason and a note', async () => {
    const { seller, buyer, shipmentId } = await anOrder();
    const stranger = await createShopper(test);

    const invalid = await buyer.agent
      .post(`/api/shipments/${shipmentId}/cases`)
      .send({ reason: 'meh' })
      .expect(400);
    expect(invalid.body.errors).toEqual({
      reason: CASE_MESSAGES.reasonInvalid,
      note: CASE_MESSAGES.noteRequired,
    });
    await openCase(stranger, shipmentId).expect(404);
    const bySeller = await openCase(seller, shipmentId).expect(403);
    expect(bySeller.body.message).toBe(CASE_MESSAGES.buyerOnlyOpens);

    // Not as described: only once it arrived. Not received: only 48 hours after its ship-by day.
    const notYet = await openCase(buyer, shipmentId).expect(409);
    expect(notYet.body.message).toBe(CASE_MESSAGES.notAsDescribedTooEarly);
    const { ship_by } = await test
      .db('shipments')
      .select(test.db.raw('ship_by::text'))
      .where({ id: shipmentId })
      .first();
    const tooEarly = await openCase(buyer, shipmentId, 'not_received').expect(409);
    expect(tooEarly.body.message).toBe(CASE_MESSAGES.notReceivedTooEarly(notReceivedCaseFrom(ship_by)));
    expect(await test.db('cases').where({ shipment_id: shipmentId })).toEqual([]);

    await test
      .db('shipments')
      .where({ id: shipmentId })
      .update({ ship_by: test.db.raw(`current_date - 3`) });
    const opened = caseAnswerSchema.parse(
      (await openCase(buyer, shipmentId, 'not_received').expect(201)).body,
    );
    expect(opened).toMatchObject({
      shipment_id: shipmentId,
      reason: 'not_received',
      status: 'open',
      buyer: { id: buyer.user.id },
      seller: { id: seller.user.id },
      total: 40,
      refund: null,
      messages: [{ role: 'buyer', body: 'The glaze is cracked.', photo: null }],
      events: [{ kind: 'opened', by: 'buyer' }],
    });
    const again = await openCase(buyer, shipmentId, 'not_received').expect(409);
    expect(again.body.message).toBe(CASE_MESSAGES.alreadyOpen);

    // The shipment shows it, to both.
    for (const person of [buyer, seller]) {
      const shipment = shipmentAnswerSchema.parse(
        (await person.agent.get(`/api/shipments/${shipmentId}`)).body,
      );
      expect(shipment.case).toEqual({ id: opened.id, reason: 'not_received', status: 'open', refund: null });
    }
  });

  it('is refused on a cancelled shipment, and a not-received case once the buyer said it arrived', async () => {
    const delivered = await aDeliveredOrder();
    const res = await openCase(delivered.buyer, delivered.shipmentId, 'not_received').expect(409);
    expect(res.body.message).toBe(CASE_MESSAGES.notReceivedDelivered);

    const cancelled = await anOrder();
    await cancelled.seller.agent
      .put(`/api/shipments/${cancelled.shipmentId}/cancel`)
      .send({ reason: 'Out of clay.' })
      .expect(200);
    const refused = await openCase(cancelled.buyer, cancelled.shipmentId).expect(409);
    expect(refused.body.message).toBe(CASE_MESSAGES.cancelled);
  });
});

describe('a case', () => {
  it('is read and written by its buyer, its seller and admins, and is missing for anyone else', async () => {
    const { seller, buyer, shipmentId } = await aDeliveredOrder();
    const stranger = await createShopper(test);
    const admin = await createAdmin(test);
    const kase = (await openCase(buyer, shipmentId).expect(201)).body;

    await stranger.agent.get(`/api/cases/${kase.id}`).expect(404);
    await stranger.agent.post(`/api/cases/${kase.id}/messages`).send({ body: 'Hello' }).expect(404);
    await stranger.agent.put(`/api/cases/${kase.id}/escalate`).expect(404);
    await test.request().get(`/api/cases/${kase.id}`).expect(401);
    for (const [method, path] of [
      ['put', `/api/admin/cases/${kase.id}/resolve`],
      ['get', '/api/admin/cases'],
    ] as const) {
      for (const member of [stranger, buyer, seller]) {
        const res = await member.agent[method](path).send({ refund: 40, note: 'Mine now.' });
        expect(res.status).toBe(404);
      }
    }
    expect((await test.db('cases').where({ id: kase.id }).first()).status).toBe('open');

    const answer = await seller.agent
      .post(`/api/cases/${kase.id}/messages`)
      .field('body', 'Here is how it left my studio.')
      .attach('image', await makeImage('png'), 'parcel.png')
      .expect(201);
    const { messages } = caseAnswerSchema.parse(answer.body);
    expect(messages[1]).toMatchObject({ role: 'seller', body: 'Here is how it left my studio.' });
    expect(messages[1]!.photo?.url).toMatch(/\.webp$/);
    const photoOnly = await buyer.agent
      .post(`/api/cases/${kase.id}/messages`)
      .attach('image', await makeImage('jpeg'), 'crack.jpg')
      .expect(201);
    expect(photoOnly.body.messages[2]).toMatchObject({ role: 'buyer', body: '' });

    const empty = await buyer.agent.post(`/api/cases/${kase.id}/messages`).send({ body: '  ' }).expect(400);
    expect(empty.body.errors).toEqual({ body: CASE_MESSAGES.bodyRequired });
    await admin.agent.post(`/api/cases/${kase.id}/messages`).send({ body: 'We are looking.' }).expect(201);
    const read = caseAnswerSchema.parse((await admin.agent.get(`/api/cases/${kase.id}`).expect(200)).body);
    expect(read.messages.map((message) => message.role)).toEqual(['buyer', 'seller', 'buyer', 'admin']);
  });

  it('is escalated by its buyer after the seller has had 3 days, once', async () => {
    const { seller, buyer, shipmentId } = await aDeliveredOrder();
    const kase = caseAnswerSchema.parse((await openCase(buyer, shipmentId).expect(201)).body);
    expect(Date.parse(kase.escalates_from) - Date.parse(kase.opened_at)).toBe(72 * 3_600_000);

    const early = await buyer.agent.put(`/api/cases/${kase.id}/escalate`).expect(409);
    expect(early.body.message).toBe(CASE_MESSAGES.escalateTooEarly(new Date(kase.escalates_from)));
    await ageCase(kase.id, 73);
    const bySeller = await seller.agent.put(`/api/cases/${kase.id}/escalate`).expect(403);
    expect(bySeller.body.message).toBe(CASE_MESSAGES.buyerOnlyEscalates);

    const escalated = caseAnswerSchema.parse(
      (await buyer.agent.put(`/api/cases/${kase.id}/escalate`).expect(200)).body,
    );
    expect(escalated.status).toBe('escalated');
    expect(escalated.events.map((event) => [event.kind, event.by])).toEqual([
      ['opened', 'buyer'],
      ['escalated', 'buyer'],
    ]);
    const twice = await buyer.agent.put(`/api/cases/${kase.id}/escalate`).expect(409);
    expect(twice.body.message).toBe(CASE_MESSAGES.alreadyEscalated);
  });

  it('is resolved by an admin with a partial refund: the shipment is refunded, both see it, the audit log keeps it', async () => {
    const { seller, buyer, shipmentId } = await aDeliveredOrder(60);
    const admin = await createAdmin(test);
    const kase = (await openCase(buyer, shipmentId).expect(201)).body;
    await ageCase(kase.id, 73);
    await buyer.agent.put(`/api/cases/${kase.id}/escalate`).expect(200);

    const queue = await admin.agent.get('/api/admin/cases').expect(200);
    expect(queue.body.map((queued: { id: number }) => queued.id)).toContain(kase.id);

    const tooMuch = await admin.agent
      .put(`/api/admin/cases/${kase.id}/resolve`)
      .send({ refund: 60.01, note: 'All of it.' })
      .expect(400);
    expect(tooMuch.body.errors).toEqual({ refund: CASE_MESSAGES.refundTooHigh(60) });
    const noNote = await admin.agent
      .put(`/api/admin/cases/${kase.id}/resolve`)
      .send({ refund: 'lots' })
      .expect(400);
    expect(noNote.body.errors).toEqual({
      refund: CASE_MESSAGES.refundInvalid,
      note: CASE_MESSAGES.resolutionRequired,
    });
    expect((await test.db('cases').where({ id: kase.id }).first()).status).toBe('escalated');

    const note = 'The crack shows in the photo; half back for a piece still usable.';
    const resolved = caseAnswerSchema.parse(
      (
        await admin.agent
          .put(`/api/admin/cases/${kase.id}/resolve`)
          .send({ refund: '30.00', note })
          .expect(200)
      ).body,
    );
    expect(resolved).toMatchObject({ status: 'resolved', refund: 30, resolution_note: note });
    expect(resolved.events.at(-1)).toMatchObject({ kind: 'resolved', by: 'admin', note });

    for (const person of [buyer, seller]) {
      const shipment = shipmentAnswerSchema.parse(
        (await person.agent.get(`/api/shipments/${shipmentId}`)).body,
      );
      expect(shipment.status).toBe('refunded');
      expect(shipment.case).toEqual({
        id: kase.id,
        reason: 'not_as_described',
        status: 'resolved',
        refund: 30,
      });
      expect(shipment.events.at(-1)).toMatchObject({ status: 'refunded', by: 'admin', note });
    }
    expect((await test.db('shipments').where({ id: shipmentId }).first()).refund).toBe(30);
    const audit = await admin.agent.get(`/api/admin/audit?target_type=case&target_id=${kase.id}`).expect(200);
    expect(audit.body.entries).toMatchObject([
      { action: 'resolve_case', reason: note, admin: { id: admin.user.id } },
    ]);

    const again = await admin.agent
      .put(`/api/admin/cases/${kase.id}/resolve`)
      .send({ refund: 0, note: 'Changed my mind.' })
      .expect(409);
    expect(again.body.message).toBe(CASE_MESSAGES.resolved);
    await buyer.agent.post(`/api/cases/${kase.id}/messages`).send({ body: 'Thanks' }).expect(409);
  });

  it('resolved with no refund leaves the shipment as it was', async () => {
    const { seller, buyer, shipmentId } = await aDeliveredOrder();
    const admin = await createAdmin(test);
    const kase = (await openCase(buyer, shipmentId).expect(201)).body;
    // An admin who is part of a case does not decide it.
    await test.db('users').where({ id: seller.user.id }).update({ role: 'admin' });
    const own = await seller.agent
      .put(`/api/admin/cases/${kase.id}/resolve`)
      .send({ refund: 0, note: 'Nothing wrong here.' })
      .expect(403);
    expect(own.body.message).toBe(CASE_MESSAGES.ownCase);
    await admin.agent
      .put(`/api/admin/cases/${kase.id}/resolve`)
      .send({ refund: 0, note: 'The listing said hairline crazing is part of the glaze.' })
      .expect(200);
    const shipment = (await buyer.agent.get(`/api/shipments/${shipmentId}`)).body;
    expect(shipment.status).toBe('delivered');
    expect(shipment.case).toMatchObject({ status: 'resolved', refund: 0 });
  });

  it('keeps its history: its events and messages cannot be changed or deleted', async () => {
    const { buyer, shipmentId } = await aDeliveredOrder();
    const kase = (await openCase(buyer, shipmentId).expect(201)).body;
    await expect(
      test.db('case_events').where({ case_id: kase.id }).update({ note: 'edited' }),
    ).rejects.toThrow(/append-only/);
    await expect(test.db('case_messages').where({ case_id: kase.id }).del()).rejects.toThrow(/append-only/);
  });
});

describe('the console', () => {
  it('shows any order with its buyer and cases, and counts cases on the dashboard', async () => {
    const { buyer, shipmentId } = await aDeliveredOrder();
    const admin = await createAdmin(test);
    const before = marketStatsAnswerSchema.parse((await admin.agent.get('/api/admin/stats?days=1')).body);
    const kase = (await openCase(buyer, shipmentId).expect(201)).body;
    const after = marketStatsAnswerSchema.parse((await admin.agent.get('/api/admin/stats?days=1')).body);
    expect(after.days[0]!.cases).toBe(before.days[0]!.cases + 1);
    expect(after.open_cases).toBe(before.open_cases + 1);

    const orderId = (await test.db('shipments').where({ id: shipmentId }).first()).order_id;
    const order = adminOrderAnswerSchema.parse(
      (await admin.agent.get(`/api/admin/orders/${orderId}`).expect(200)).body,
    );
    expect(order.buyer.id).toBe(buyer.user.id);
    expect(order.shipments[0]!.case).toMatchObject({ id: kase.id, status: 'open' });
    await buyer.agent.get(`/api/admin/orders/${orderId}`).expect(404);
  });
});
