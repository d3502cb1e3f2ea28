import { shipmentAnswerSchema, shipsBy } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createShopper, insertCartLine, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';

const address = {
  name: 'Ada Buyer',
  line1: '1 Long Street',
  city: 'Leeds',
  postal_code: 'LS1 1AA',
  country: 'gb',
};

async function profileOf(seller: Shopper, fields: Record<string, unknown> = {}) {
  const res = await seller.agent
    .post('/api/shop/shipping-profiles')
    .send({
      name: 'Parcel',
      processing_days_min: 1,
      processing_days_max: 4,
      first_item: 5,
      additional_item: 1.5,
      free_over: 100,
      ...fields,
    })
    .expect(201);
  return res.body.id as number;
}

async function withProfile(app: TestApp, productId: number, profileId: number) {
  await app.db('products').where({ id: productId }).update({ shipping_profile_id: profileId });
}

/** A buyer's order of `quantity` of a fresh product of `seller`; the shipment. */
async function orderFrom(seller: Shopper, quantity = 1, buyer?: Shopper) {
  const product = await insertProduct(test, seller.user.id, { inventory: 50, price: 10 });
  const who = buyer ?? (await createShopper(test));
  await insertCartLine(test, who.user.cart_id, product.id, quantity);
  const res = await who.agent.put(CHECKOUT).send({}).expect(200);
  return { buyer: who, product, shipment: res.body.order.shipments[0] };
}

describe('a checkout with two shops', () => {
  it('gives one order with a shipment per seller, each with its shipping, ship-by date and the address', async () => {
    const potter = await createShopper(test);
    const weaver = await createShopper(test);
    const mug = await insertProduct(test, potter.user.id, { inventory: 5, price: 20 });
    const bowl = await insertProduct(test, potter.user.id, { inventory: 5, price: 30 });
    const scarf = await insertProduct(test, weaver.user.id, { inventory: 5, price: 45 });
    await withProfile(test, mug.id, await profileOf(potter, { first_item: 6, additional_item: 2 }));
    await withProfile(test, bowl.id, await profileOf(potter, { first_item: 8, additional_item: 3 }));
    // The weaver's listing ships free (no profile).
    const buyer = await createShopper(test);
    const saved = await buyer.agent.post('/api/addresses').send(address).expect(201);
    await insertCartLine(test, buyer.user.cart_id, mug.id, 2);
    await insertCartLine(test, buyer.user.cart_id, bowl.id, 1);
    await insertCartLine(test, buyer.user.cart_id, scarf.id, 1);

    // goods 115; the potter's shipping: the dearest first item (8) + the mugs' additional (2 x 2) = 12.
    const res = await buyer.agent
      .put(CHECKOUT)
      .send({ address_id: saved.body.id, expected_total: 127 })
      .expect(200);
    const { order } = res.body;
    expect(order.total).toBe(127);
    expect(order.shipments).toHaveLength(2);
    const [potterPart, weaverPart] = z
      .tuple([shipmentAnswerSchema, shipmentAnswerSchema])
      .parse(order.shipments);
    expect(potterPart).toMatchObject({
      seller: { id: potter.user.id, username: potter.user.username },
      buyer: buyer.user.username,
      status: 'paid',
      subtotal: 70,
      shipping: 12,
      discount: 0,
      total: 82,
      ship_by: shipsBy(new Date(), 4, 0, null),
      address: { ...address, country: 'GB', line2: null, region: null },
    });
    expect(potterPart.items.map((item) => item.product_id)).toEqual([mug.id, bowl.id]);
    expect(weaverPart).toMatchObject({
      subtotal: 45,
      shipping: 0,
      total: 45,
      ship_by: shipsBy(new Date(), 3, 0, null),
    });

    // Each seller sees their own shipment in their queue, and not the other's.
    const potterQueue = await potter.agent.get('/api/shop/shipments?status=paid').expect(200);
    expect(potterQueue.body.map((shipment: { id: number }) => shipment.id)).toEqual([potterPart.id]);
    const weaverQueue = await weaver.agent.get('/api/shop/shipments').expect(200);
    expect(weaverQueue.body.map((shipment: { id: number }) => shipment.id)).toEqual([weaverPart.id]);
    await weaver.agent.get(`/api/shipments/${potterPart.id}`).expect(404);
  });

  it('asks for the total with shipping, and refuses another user’s address', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 5, price: 20 });
    await withProfile(test, product.id, await profileOf(seller, { first_item: 4.5 }));
    const buyer = await createShopper(test);
    const stranger = await createShopper(test);
    const theirs = await stranger.agent.post('/api/addresses').send(address).expect(201);
    await insertCartLine(test, buyer.user.cart_id, product.id, 1);

    const changed = await buyer.agent.put(CHECKOUT).send({ expected_total: 20 }).expect(409);
    expect(changed.body.total).toBe(24.5);
    const refused = await buyer.agent.put(CHECKOUT).send({ address_id: theirs.body.id }).expect(400);
    expect(refused.body.errors).toEqual({ address_id: 'Choose one of your saved addresses.' });
    expect(await test.db('orders').where({ user_id: buyer.user.id })).toHaveLength(0);
  });

  it('ships free over the profile’s amount', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 5, price: 60 });
    await withProfile(test, product.id, await profileOf(seller, { free_over: 100 }));
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id, 2);
    const res = await buyer.agent.put(CHECKOUT).send({ expected_total: 120 }).expect(200);
    expect(res.body.order.shipments[0]).toMatchObject({ subtotal: 120, shipping: 0, total: 120 });
  });
});

describe('moving a shipment', () => {
  it('ships with tracking, then the buyer says it arrived; each move an event', async () => {
    const seller = await createShopper(test);
    const { buyer, shipment } = await orderFrom(seller);
    const path = `/api/shipments/${shipment.id}`;

    const bad = await seller.agent
      .put(`${path}/ship`)
      .send({ carrier: '', tracking_number: '!' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['carrier', 'tracking_number']);
    const shipped = await seller.agent
      .put(`${path}/ship`)
      .send({ carrier: 'UPS', tracking_number: '1z 999 aa1 01 2345 6784' })
      .expect(200);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    await seller.agent.put(`${path}/ship`).send({ carrier: 'UPS', tracking_number: 'ABCD1234' }).expect(409);
    await seller.agent.put(`${path}/cancel`).send({ reason: 'Too late' }).expect(409);

    const received = await buyer.agent.put(`${path}/delivered`).expect(200);
    expect(received.body.status).toBe('delivered');
    expect(
      received.body.events.map((event: { status: string; by: string }) => [event.status, event.by]),
    ).toEqual([
      ['paid', 'buyer'],
      ['shipped', 'seller'],
      ['delivered', 'buyer'],
    ]);
    await buyer.agent.put(`${path}/delivered`).expect(409);
    expect((await buyer.agent.get(path).expect(200)).body).toEqual(received.body);
  });

  it('cancels with a reason: the stock and a sold-out listing come back, a practice refund is recorded', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 2, price: 15 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id, 2);
    const bought = await buyer.agent.put(CHECKOUT).send({}).expect(200);
    expect(bought.body.deleted_products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const path = `/api/shipments/${bought.body.order.shipments[0].id}`;

    const noReason = await seller.agent.put(`${path}/cancel`).send({}).expect(400);
    expect(noReason.body.errors).toEqual({ reason: 'Say why the order is cancelled.' });
    const cancelled = await seller.agent
      .put(`${path}/cancel`)
      .send({ reason: 'The kiln cracked it' })
      .expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.events.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'seller',
      note: 'The kiln cracked it',
    });

    const row = await test.db('products').where({ id: product.id }).first();
    expect(row).toMatchObject({ inventory: 2, archived_at: null });
    const stored = await test.db('shipments').where({ id: bought.body.order.shipments[0].id }).first();
    expect(stored.refund).toBe(30);
    await seller.agent.put(`${path}/ship`).send({ carrier: 'UPS', tracking_number: 'ABCD1234' }).expect(409);
  });

  it('keeps everyone else out: a stranger gets 404, the buyer cannot ship, the seller cannot say it arrived', async () => {
    const seller = await createShopper(test);
    const { buyer, shipment } = await orderFrom(seller);
    const stranger = await createShopper(test);
    const path = `/api/shipments/${shipment.id}`;
    const tracking = { carrier: 'USPS', tracking_number: '9400100000000000000000' };

    await stranger.agent.get(path).expect(404);
    await stranger.agent.put(`${path}/ship`).send(tracking).expect(404);
    await stranger.agent.put(`${path}/cancel`).send({ reason: 'no' }).expect(404);
    await stranger.agent.put(`${path}/delivered`).expect(404);
    await buyer.agent.put(`${path}/ship`).send(tracking).expect(403);
    await buyer.agent.put(`${path}/cancel`).send({ reason: 'changed my mind' }).expect(403);
    await test.request().get(path).expect(401);
    expect((await stranger.agent.get('/api/shop/shipments').expect(200)).body).toEqual([]);

    await seller.agent.put(`${path}/ship`).send(tracking).expect(200);
    await seller.agent.put(`${path}/delivered`).expect(403);
    const events = await test.db('shipment_events').where({ shipment_id: shipment.id });
    expect(events.map((event) => event.status)).toEqual(['paid', 'shipped']);
  });

  it('lists the queue by ship-by date, late ones marked, in keyset pages', async () => {
    const seller = await createShopper(test);
    const first = await orderFrom(seller);
    const second = await orderFrom(seller);
    const third = await orderFrom(seller);
    await test.db('shipments').where({ id: third.shipment.id }).update({ ship_by: '2020-01-02' });

    const page = await seller.agent.get('/api/shop/shipments?status=paid&limit=2').expect(200);
    expect(page.body.map((s: { id: number }) => s.id)).toEqual([third.shipment.id, first.shipment.id]);
    expect(page.body.map((s: { late: boolean }) => s.late)).toEqual([true, false]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.link as string)![1]!;
    const rest = await seller.agent.get(next).expect(200);
    expect(rest.body.map((s: { id: number }) => s.id)).toEqual([second.shipment.id]);
    await seller.agent.get('/api/shop/shipments?status=lost').expect(400);
  });
});
