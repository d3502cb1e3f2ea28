/** Run by src/mail/mail.test.ts, with every other mail test (test/mailTesting.ts says why). */
import { NOTIFICATION_MESSAGES, noticesAnswerSchema } from '@handmade/common';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createAdmin, createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import type { ReceivedMail } from '../../../test/smtpInbox';
import { inbox, runNow, test, waitUntil } from '../../../test/mailTesting';
import { messageJobKey } from '../../jobs/queueJob';
import { openEventStream } from '../conversations/eventStream.testing';

const CHECKOUT = '/api/products/successful-transaction';
const mailTo = (shopper: Shopper, subject: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(`${shopper.user.username}@example.com`.toLowerCase()) && subject.test(mail.subject);

/** A seller's listing bought by a buyer through the API; the order's answer. */
async function purchase(seller?: Shopper, buyer?: Shopper) {
  const shop = seller ?? (await createShopper(test));
  const shopper = buyer ?? (await createShopper(test));
  const product = await insertProduct(test, shop.user.id, { title: 'Walnut spoon', price: 18, inventory: 5 });
  await shopper.agent.post('/api/cart/add').send({ product_id: product.id, quantity: 2 }).expect(201);
  const res = await shopper.agent.put(CHECKOUT).send({}).expect(200);
  return {
    seller: shop,
    buyer: shopper,
    order: res.body.order as { order_number: string; shipments: { id: number }[] },
  };
}

/** The path of the one-click address in the mail's `List-Unsubscribe` header. */
const ONE_CLICK =
  /^List-Unsubscribe: <https:\/\/market\.example\.com(\/api\/account\/notifications\/unsubscribe\?token=[^>]+)>$/i;
const unsubscribeLink = (mail: ReceivedMail) =>
  mail.headerLines.map((line) => ONE_CLICK.exec(line)?.[1]).find(Boolean);

describe('order mails', () => {
  it('send the buyer a receipt and the seller their sale, both parts, each with a one-click unsubscribe', async () => {
    const { seller, buyer, order } = await purchase();
    const receipt = await inbox.next(mailTo(buyer, /^Your Handmade Market order /));
    expect(receipt.subject).toBe(`Your Handmade Market order ${order.order_number}`);
    expect(receipt.text).toContain('2 × Walnut spoon: $36.00');
    expect(receipt.html).toContain('2 × Walnut spoon: $36.00');
    expect(receipt.text).not.toContain(`${seller.user.username}@example.com`);
    expect(receipt.headerLines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(unsubscribeLink(receipt)).toBeDefined();

    const sale = await inbox.next(mailTo(seller, /^You made a sale/));
    expect(sale.text).toContain(`order ${order.order_number}`);
    expect(sale.html).toContain('https://market.example.com/shop-manager');
    expect(sale.text).toMatch(/Please ship it by [A-Z][a-z]{2} \d{1,2}\./);
    expect(sale.text).toContain('Stop order mails: https://market.example.com/unsubscribe?token=');
    expect(sale.text).not.toContain(`${buyer.user.username}@example.com`);
  });

  it('say what a coupon took off, on the receipt and in the sale', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, {
      title: 'Walnut spoon',
      price: 18,
      inventory: 5,
    });
    await seller.agent.post('/api/shop/coupons').send({ code: 'SPOONS5', amount_off: 5 }).expect(201);
    await buyer.agent.post('/api/cart/add').send({ product_id: product.id, quantity: 2 }).expect(201);
    await buyer.agent
      .put(CHECKOUT)
      .send({ coupon_codes: ['SPOONS5'] })
      .expect(200);
    const receipt = await inbox.next(mailTo(buyer, /^Your Handmade Market order /));
    expect(receipt.text).toContain(`Coupon SPOONS5 from ${seller.user.username}: −$5.00`);
    const sale = await inbox.next(mailTo(seller, /^You made a sale/));
    expect(sale.text).toContain('They used your coupon SPOONS5: $5.00 off.');
  });

  it('tell the buyer when their parcel ships, with its tracking link, and when it is cancelled', async () => {
    const { seller, buyer, order } = await purchase();
    await seller.agent
      .put(`/api/shipments/${order.shipments[0]!.id}/ship`)
      .send({ carrier: 'UPS', tracking_number: '1Z999AA10123456784' })
      .expect(200);
    const shipped = await inbox.next(mailTo(buyer, /^Shipped: /));
    expect(shipped.text).toContain('1Z999AA10123456784');
    expect(shipped.html).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    const second = await purchase(seller, buyer);
    await seller.agent
      .put(`/api/shipments/${second.order.shipments[0]!.id}/cancel`)
      .send({ reason: 'The walnut split on the lathe.' })
      .expect(200);
    const cancelled = await inbox.next(mailTo(buyer, /^Cancelled: /));
    expect(cancelled.text).toContain('“The walnut split on the lathe.”');
    expect(cancelled.text).toContain('$36.00 is refunded');
  });

  it('stop for whoever clicks the unsubscribe link, without signing in, and no one else', async () => {
    const first = await purchase();
    const receipt = await inbox.next(mailTo(first.buyer, /^Your Handmade Market order /));
    const res = await test.request().post(unsubscribeLink(receipt)!).expect(200);
    expect(res.body).toEqual({ message: NOTIFICATION_MESSAGES.unsubscribed('orders'), kind: 'orders' });
    const preferences = await first.buyer.agent.get('/api/account/notifications').expect(200);
    expect(preferences.body).toEqual({ orders: false, messages: true, reviews: true, favorites: true });

    // The next order: the seller is still told of the sale, the buyer gets no receipt.
    const next = await purchase(first.seller, first.buyer);
    await inbox.next(
      (mail) => mailTo(first.seller, /^You made a sale/)(mail) && mail.text.includes(next.order.order_number),
    );
    const receipts = inbox.mails.filter(mailTo(first.buyer, /^Your Handmade Market order /));
    expect(receipts.map((mail) => mail.subject)).not.toContain(
      `Your Handmade Market order ${next.order.order_number}`,
    );

    await test.request().post('/api/account/notifications/unsubscribe?token=1.orders.forged').expect(400);
    await test.request().post('/api/account/notifications/unsubscribe').expect(400);
  });

  it('are not sent for a checkout that was refused', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 1 });
    await test.db('cart_items').insert({ cart_id: buyer.user.cart_id, product_id: product.id, quantity: 3 });
    await buyer.agent.put(CHECKOUT).send({}).expect(409);
    await buyer.agent.delete('/api/cart/clear').expect(200);
    // A later order of the same buyer is mailed after the refused one would have been.
    const later = await purchase(undefined, buyer);
    await inbox.next(mailTo(buyer, new RegExp(later.order.order_number)));
    expect(inbox.mails.filter(mailTo(buyer, /^Your Handmade Market order /))).toHaveLength(1);
  });
});

describe('mail preferences', () => {
  it('are the signed-in user’s own to read and change, all four at once, each a boolean', async () => {
    const shopper = await createShopper(test);
    const all = { orders: true, messages: true, reviews: true, favorites: true };
    await shopper.agent.get('/api/account/notifications').expect(200, all);
    const choice = { orders: true, messages: false, reviews: false, favorites: true };
    await shopper.agent.put('/api/account/notifications').send(choice).expect(200, choice);
    await shopper.agent.get('/api/account/notifications').expect(200, choice);
    const bad = await shopper.agent
      .put('/api/account/notifications')
      .send({ orders: 'yes', messages: true, reviews: true })
      .expect(400);
    expect(bad.body.errors).toMatchObject({ orders: NOTIFICATION_MESSAGES.invalid });
    await shopper.agent.get('/api/account/notifications').expect(200, choice);
    await test.request().get('/api/account/notifications').expect(401);
    await test.request().put('/api/account/notifications').send(all).expect(401);
  });
});

const bellOf = async (shopper: Shopper) =>
  noticesAnswerSchema.parse((await shopper.agent.get('/api/notifications').expect(200)).body);

describe('in-app notices', () => {
  it('put each order’s news in the bell of whoever it concerns, with a link to it', async () => {
    const { seller, buyer, order } = await purchase();
    await inbox.next(mailTo(seller, /^You made a sale/));
    await inbox.next(mailTo(buyer, /^Your Handmade Market order /));
    const sellerBell = await bellOf(seller);
    expect(sellerBell.unread).toBe(1);
    expect(sellerBell.notifications[0]).toMatchObject({
      kind: 'sale',
      title: `You made a sale: order ${order.order_number}`,
      link: '/shop-manager',
      read: false,
    });
    expect((await bellOf(buyer)).notifications[0]).toMatchObject({
      kind: 'order_placed',
      link: expect.stringMatching(/^\/orders\/\d+$/),
    });
  });

  it('still reach the bell of someone who turned that kind of mail off', async () => {
    const seller = await createShopper(test);
    await seller.agent
      .put('/api/account/notifications')
      .send({ orders: false, messages: true, reviews: true, favorites: true })
      .expect(200);
    const { buyer, order } = await purchase(seller);
    await inbox.next(mailTo(buyer, new RegExp(order.order_number)));
    // The buyer's receipt and the seller's notice are written in one transaction.
    expect((await bellOf(seller)).notifications[0]).toMatchObject({ kind: 'sale' });
    expect(inbox.mails.filter(mailTo(seller, /^You made a sale/))).toEqual([]);
  });
});

describe('message mails', () => {
  /** A buyer's first message about a new listing, and the conversation it started. */
  async function firstMessage(message: string) {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { title: 'Oak bowl' });
    const res = await buyer.agent
      .post('/api/conversations')
      .send({ product_id: product.id, message })
      .expect(201);
    return { seller, buyer, conversation: res.body as { id: number; last_message: { id: number } } };
  }

  it('mail a message its recipient has not read, once a quarter hour per conversation', async () => {
    const { seller, buyer, conversation } = await firstMessage('Could you make it in cherry?');
    await runNow(messageJobKey(conversation.last_message.id));
    const mail = await inbox.next(mailTo(seller, /^New message from /));
    expect(mail.subject).toBe(`New message from ${buyer.user.username} about “Oak bowl”`);
    expect(mail.text).toContain('“Could you make it in cherry?”');
    expect(mail.html).toContain(`https://market.example.com/messages/${conversation.id}`);
    expect(unsubscribeLink(mail)).toBeDefined();
    expect(mail.text).not.toContain(`${buyer.user.username}@example.com`);

    const second = await buyer.agent
      .post(`/api/conversations/${conversation.id}/messages`)
      .send({ body: 'And a lid, please.' })
      .expect(201);
    await runNow(messageJobKey(second.body.id));
    expect(inbox.mails.filter(mailTo(seller, /^New message from /))).toHaveLength(1);
    const bell = await bellOf(seller);
    expect(bell.notifications.filter((notice) => notice.kind === 'message')).toHaveLength(1);
  });

  it('tell no one connected to the live events, and mail them once they are gone', async () => {
    const { seller, buyer, conversation } = await firstMessage('Do you ship to Norway?');
    const server = http.createServer(test.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stream = await openEventStream(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      seller.cookie,
    );
    await stream.next((event) => event.event === 'unread');
    const connected = () => test.db('live_connections').where({ user_id: seller.user.id });
    await waitUntil(async () => (await connected()).length > 0);
    await runNow(messageJobKey(conversation.last_message.id));
    expect((await bellOf(seller)).notifications).toEqual([]);

    stream.close();
    await waitUntil(async () => (await connected()).length === 0);
    const later = await buyer.agent
      .post(`/api/conversations/${conversation.id}/messages`)
      .send({ body: 'And to Svalbard?' })
      .expect(201);
    await runNow(messageJobKey(later.body.id));
    const mail = await inbox.next(mailTo(seller, /^New message from /));
    expect(mail.text).toContain('“And to Svalbard?”');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('tell no one of a message read before its time came', async () => {
    const { seller, conversation } = await firstMessage('Is the bowl food safe?');
    await seller.agent.put(`/api/conversations/${conversation.id}/read`).expect(200);
    await runNow(messageJobKey(conversation.last_message.id));
    expect((await bellOf(seller)).notifications).toEqual([]);
    expect(inbox.mails.filter(mailTo(seller, /^New message from /))).toEqual([]);
  });
});

describe('review mails', () => {
  it('tell the seller of a review, and its author of the seller’s first reply only', async () => {
    const seller = await createShopper(test);
    const author = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { title: 'Walnut spoon' });
    const review = await author.agent
      .post(`/api/products/${product.id}/reviews`)
      .send({ review: 'Smooth and light, a joy to stir with.', stars: 5, recommendation: true })
      .expect(201);
    const reviewed = await inbox.next(mailTo(seller, /^New review of /));
    expect(reviewed.subject).toBe('New review of Walnut spoon: 5 stars');
    expect(reviewed.text).toContain('“Smooth and light, a joy to stir with.”');
    expect(unsubscribeLink(reviewed)).toBeDefined();
    expect((await bellOf(seller)).notifications[0]).toMatchObject({
      kind: 'review',
      link: `/products/${product.id}`,
    });

    await seller.agent
      .put(`/api/reviews/${review.body.id}/reply`)
      .send({ reply: 'Thank you, it was a pleasure to carve.' })
      .expect(200);
    const replied = await inbox.next(mailTo(author, /replied to your review/));
    expect(replied.text).toContain('“Thank you, it was a pleasure to carve.”');
    await seller.agent
      .put(`/api/reviews/${review.body.id}/reply`)
      .send({ reply: 'Thank you, it was a joy to carve.' })
      .expect(200);
    // A second review's mail, queued after the edit, arrives after anything the edit would have sent.
    const later = await insertProduct(test, seller.user.id, { title: 'Cherry scoop' });
    await author.agent
      .post(`/api/products/${later.id}/reviews`)
      .send({ review: 'Sturdy and handsome, fits the jar.', stars: 4, recommendation: true })
      .expect(201);
    await inbox.next(mailTo(seller, /^New review of Cherry scoop/));
    expect(inbox.mails.filter(mailTo(author, /replied to your review/))).toHaveLength(1);
  });
});

describe('moderation notices', () => {
  it('tell a seller why their listing was hidden, by mail and in the bell, and a reporter what was decided', async () => {
    const seller = await createShopper(test);
    const reporter = await createShopper(test);
    const admin = await createAdmin(test);
    const product = await insertProduct(test, seller.user.id, { title: 'Ivory comb' });
    const made = await reporter.agent
      .post('/api/reports')
      .send({ target_type: 'product', target_id: product.id, reason: 'prohibited' })
      .expect(201);
    await admin.agent
      .put(`/api/admin/reports/${made.body.id}`)
      .send({ action: 'hide', note: 'Ivory cannot be sold here.' })
      .expect(200);

    const mail = await inbox.next(mailTo(seller, /^Your listing “Ivory comb” was hidden$/));
    expect(mail.text).toContain('“Ivory cannot be sold here.”');
    expect(mail.html).toContain(`https://market.example.com/products/${product.id}`);
    expect((await bellOf(seller)).notifications[0]).toMatchObject({
      kind: 'listing_hidden',
      body: 'Ivory cannot be sold here.',
    });
    const told = async () => (await bellOf(reporter)).notifications;
    await waitUntil(async () => (await told()).length > 0);
    expect((await told())[0]).toMatchObject({
      kind: 'report_decided',
      title: 'We looked at the listing you reported',
    });
  });
});
