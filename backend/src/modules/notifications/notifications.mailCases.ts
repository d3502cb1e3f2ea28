/** Run by src/mail/mail.test.ts, with every other mail test (test/mailTesting.ts says why). */
import { NOTIFICATION_MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import type { ReceivedMail } from '../../../test/smtpInbox';
import { inbox, test } from '../../../test/mailTesting';

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
