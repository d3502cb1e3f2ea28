/** Run by src/mail/mail.test.ts, with every other mail test (test/mailTesting.ts says why). */
import { noticesAnswerSchema, type Notice } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import type { ReceivedMail } from '../../../test/smtpInbox';
import { inbox, test, waitUntil } from '../../../test/mailTesting';
import { NOTICE_JOBS } from '../../jobs/queueJob';
import { SEND_MAIL } from '../../mail';

const mailTo = (shopper: Shopper, subject: string) => (mail: ReceivedMail) =>
  mail.to.includes(`${shopper.user.username}@example.com`.toLowerCase()) && mail.subject === subject;

const bellOf = async (shopper: Shopper): Promise<Notice[]> =>
  noticesAnswerSchema.parse((await shopper.agent.get('/api/notifications').expect(200)).body).notifications;

const alertsOf = async (shopper: Shopper, productId: number) =>
  (await bellOf(shopper)).filter(
    (notice) =>
      (notice.kind === 'price_drop' || notice.kind === 'back_in_stock') &&
      notice.link === `/products/${productId}`,
  );

/** Resolves once no favorites news and no mail waits in the queue: everything an edit caused is done. */
const settled = () =>
  waitUntil(async () => {
    const waiting = await test
      .db('graphile_worker.jobs')
      .whereIn('task_identifier', [NOTICE_JOBS.favoriteChanged, SEND_MAIL])
      .count({ count: '*' })
      .first();
    return Number(waiting?.count) === 0;
  });

const favorite = (shopper: Shopper, productId: number) =>
  shopper.agent.post('/api/favorites').send({ product_id: productId }).expect(201);

/** A new seller's listing with these fields, and a new shopper who favorited it. */
const favoritedListing = async (fields: { title: string; price: number; inventory: number }) => {
  const seller = await createShopper(test);
  const fan = await createShopper(test);
  const product = await insertProduct(test, seller.user.id, fields);
  await favorite(fan, product.id);
  return { seller, fan, product };
};

/** The seller's edit of the listing through the API, as the listing form sends it. */
const edit = (
  seller: Shopper,
  product: { id: number; title: string },
  fields: { price: number; inventory: number },
) =>
  seller.agent
    .put(`/api/products/${product.id}/edit`)
    .send({
      title: product.title,
      description: 'Thrown on the wheel, glazed by hand.',
      category_id: 1,
      ...fields,
    })
    .expect(200);

describe('favorites news', () => {
  it('tells who favorited a listing of a lower price, in the bell and by mail, but not its seller nor who turned it off', async () => {
    const { seller, fan, product } = await favoritedListing({
      title: 'Celadon teapot',
      price: 60,
      inventory: 4,
    });
    const quiet = await createShopper(test);
    await favorite(quiet, product.id);
    await quiet.agent
      .put('/api/account/notifications')
      .send({ orders: true, messages: true, reviews: true, favorites: false })
      .expect(200);

    await edit(seller, product, { price: 45, inventory: 4 });

    const mail = await inbox.next(mailTo(fan, '“Celadon teapot” is now $45.00'));
    expect(mail.text).toContain('down from $60.00');
    expect(mail.html).toContain(`https://market.example.com/products/${product.id}`);
    expect(mail.text).toContain('Stop favorite mails: https://market.example.com/unsubscribe?token=');
    await settled();
    expect(await alertsOf(fan, product.id)).toMatchObject([
      { kind: 'price_drop', title: '“Celadon teapot” is now $45.00', link: `/products/${product.id}` },
    ]);
    expect(await alertsOf(quiet, product.id)).toEqual([]);
    expect(await alertsOf(seller, product.id)).toEqual([]);
    expect(inbox.mails.filter(mailTo(quiet, '“Celadon teapot” is now $45.00'))).toEqual([]);
  });

  it('tells them when a sold-out favorite is back in stock', async () => {
    const { seller, fan, product } = await favoritedListing({ title: 'Rye basket', price: 30, inventory: 2 });
    await test.db('products').where({ id: product.id }).update({ inventory: 0, archived_at: new Date() });

    await edit(seller, product, { price: 30, inventory: 3 });

    const mail = await inbox.next(mailTo(fan, '“Rye basket” is back in stock'));
    expect(mail.text).toContain('can be bought again, at $30.00');
    await settled();
    expect(await alertsOf(fan, product.id)).toMatchObject([{ kind: 'back_in_stock' }]);
    expect(await alertsOf(seller, product.id)).toEqual([]);
  });

  it('tells each person once a day at most, however often the seller changes the price', async () => {
    const { seller, fan, product } = await favoritedListing({ title: 'Ash stool', price: 120, inventory: 1 });

    await edit(seller, product, { price: 100, inventory: 1 });
    await inbox.next(mailTo(fan, '“Ash stool” is now $100.00'));
    await edit(seller, product, { price: 120, inventory: 1 });
    await edit(seller, product, { price: 90, inventory: 1 });
    await settled();

    expect(await alertsOf(fan, product.id)).toHaveLength(1);
    expect(inbox.mails.filter(mailTo(fan, '“Ash stool” is now $90.00'))).toEqual([]);

    await test
      .db('favorite_alerts')
      .where({ user_id: fan.user.id, product_id: product.id })
      .update({ alerted_at: test.db.raw(`now() - interval '25 hours'`) });
    await edit(seller, product, { price: 80, inventory: 1 });
    await inbox.next(mailTo(fan, '“Ash stool” is now $80.00'));
  });
});
