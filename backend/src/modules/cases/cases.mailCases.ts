/** Run by src/mail/mail.test.ts, with every other mail test (test/mailTesting.ts says why). */
import { noticesAnswerSchema, type Notice } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createAdmin, createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import type { ReceivedMail } from '../../../test/smtpInbox';
import { inbox, test, waitUntil } from '../../../test/mailTesting';

const mailTo = (shopper: Shopper, subject: string) => (mail: ReceivedMail) =>
  mail.to.includes(`${shopper.user.username}@example.com`.toLowerCase()) && mail.subject === subject;

const bellOf = async (shopper: Shopper): Promise<Notice[]> =>
  noticesAnswerSchema.parse((await shopper.agent.get('/api/notifications').expect(200)).body).notifications;

/** Resolves with the newest notice of `kind` in the shopper's bell, once there is one. */
async function noticeOf(shopper: Shopper, kind: Notice['kind']): Promise<Notice> {
  await waitUntil(async () => (await bellOf(shopper)).some((notice) => notice.kind === kind));
  return (await bellOf(shopper)).find((notice) => notice.kind === kind)!;
}

describe('case notices', () => {
  it('tell the seller of a new case, each side of the other’s messages, and both of the escalation and the outcome', async () => {
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const admin = await createAdmin(test);
    const product = await insertProduct(test, seller.user.id, { title: 'Ash bowl', price: 50, inventory: 3 });
    await buyer.agent.post('/api/cart/add').send({ product_id: product.id, quantity: 1 }).expect(201);
    const { order } = (await buyer.agent.put('/api/products/successful-transaction').send({}).expect(200))
      .body;
    const shipmentId = order.shipments[0].id as number;
    await seller.agent
      .put(`/api/shipments/${shipmentId}/ship`)
      .send({ carrier: 'USPS', tracking_number: '9400ABC123' })
      .expect(200);
    await buyer.agent.put(`/api/shipments/${shipmentId}/delivered`).expect(200);
    const kase = (
      await buyer.agent
        .post(`/api/shipments/${shipmentId}/cases`)
        .send({ reason: 'not_as_described', note: 'It is pine, not ash.' })
        .expect(201)
    ).body;
    const about = `order ${order.order_number}`;

    const opened = await inbox.next(mailTo(seller, `${buyer.user.username} opened a case on ${about}`));
    expect(opened.text).toContain('they say it is not as described');
    expect(opened.html).toContain(`https://market.example.com/cases/${kase.id}`);
    expect(await noticeOf(seller, 'case_opened')).toMatchObject({ link: `/cases/${kase.id}` });

    await seller.agent
      .post(`/api/cases/${kase.id}/messages`)
      .send({ body: 'It is ash, from my own tree.' })
      .expect(201);
    expect(await noticeOf(buyer, 'case_message')).toMatchObject({
      title: `${seller.user.username} wrote in the case on ${about}`,
      body: '“It is ash, from my own tree.”',
    });

    await test
      .db('cases')
      .where({ id: kase.id })
      .update({ opened_at: test.db.raw(`now() - interval '4 days'`) });
    await buyer.agent.put(`/api/cases/${kase.id}/escalate`).expect(200);
    await inbox.next(mailTo(seller, `Handmade Market will decide the case on ${about}`));
    await inbox.next(mailTo(buyer, `We will decide your case on ${about}`));

    await admin.agent
      .put(`/api/admin/cases/${kase.id}/resolve`)
      .send({ refund: 20, note: 'The grain is ash; a part back for the wait.' })
      .expect(200);
    for (const person of [buyer, seller]) {
      const resolved = await inbox.next(mailTo(person, `The case on ${about} is resolved`));
      expect(resolved.text).toContain('$20.00 is refunded (a practice refund: no money moves).');
      expect(resolved.text).toContain('“The grain is ash; a part back for the wait.”');
      expect(resolved.html).toContain('$20.00 is refunded');
    }
  });
});
