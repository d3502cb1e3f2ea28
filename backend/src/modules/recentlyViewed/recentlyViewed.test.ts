import { describe, expect, it } from 'vitest';
import { createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();

const view = (shopper: Shopper, productId: number) =>
  shopper.agent.put(`/api/account/recently-viewed/${productId}`).expect(204);

const viewedBy = async (shopper: Shopper) =>
  ((await shopper.agent.get('/api/account/recently-viewed').expect(200)).body as { id: number }[]).map(
    (product) => product.id,
  );

async function products(count: number) {
  const seller = await createShopper(test);
  const made = [];
  for (let index = 0; index < count; index += 1) made.push(await insertProduct(test, seller.user.id));
  return { seller, ids: made.map((product) => product.id) };
}

describe('recently viewed', () => {
  it('lists the products the user viewed, newest first, each once', async () => {
    const shopper = await createShopper(test);
    const { ids } = await products(3);
    const [first, second, third] = ids as [number, number, number];
    await view(shopper, first);
    await view(shopper, second);
    await view(shopper, third);
    await view(shopper, first);

    expect(await viewedBy(shopper)).toEqual([first, third, second]);
    const res = await shopper.agent.get('/api/account/recently-viewed').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows the newest 12 at most', async () => {
    const shopper = await createShopper(test);
    const { ids } = await products(14);
    for (const id of ids) await view(shopper, id);

    expect(await viewedBy(shopper)).toEqual(ids.slice(-12).reverse());
  });

  it('leaves out a product that became hidden or was deleted, but its seller still sees their own', async () => {
    const shopper = await createShopper(test);
    const { seller, ids } = await products(3);
    const [kept, hidden, deleted] = ids as [number, number, number];
    for (const id of ids) await view(shopper, id);
    await view(seller, hidden);
    await test.db('products').where({ id: hidden }).update({ hidden_at: new Date(), hidden_reason: 'Spam' });
    await test.db('products').where({ id: deleted }).delete();

    expect(await viewedBy(shopper)).toEqual([kept]);
    expect(await viewedBy(seller)).toEqual([hidden]);
  });

  it('refuses a product the user may not see, and anyone signed out', async () => {
    const shopper = await createShopper(test);
    const { ids } = await products(1);
    await test.db('products').where({ id: ids[0] }).update({ hidden_at: new Date(), hidden_reason: 'Spam' });

    await shopper.agent.put(`/api/account/recently-viewed/${ids[0]}`).expect(404);
    await shopper.agent.put('/api/account/recently-viewed/2147483000').expect(404);
    await test.request().get('/api/account/recently-viewed').expect(401);
    await test.request().put(`/api/account/recently-viewed/${ids[0]}`).expect(401);
    await test.request().post('/api/account/recently-viewed').send({ items: [] }).expect(401);
  });

  it('merges what a visitor viewed in this browser into the account, by time', async () => {
    const shopper = await createShopper(test);
    const { ids } = await products(3);
    const [older, onAccount, newest] = ids as [number, number, number];
    await view(shopper, onAccount);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

    const res = await shopper.agent
      .post('/api/account/recently-viewed')
      .send({
        items: [
          { product_id: older, viewed_at: minutesAgo(30) },
          { product_id: newest, viewed_at: minutesAgo(5) },
          { product_id: newest, viewed_at: minutesAgo(50) },
          { product_id: 2147483000, viewed_at: minutesAgo(1) },
        ],
      })
      .expect(200);

    expect(res.body.map((product: { id: number }) => product.id)).toEqual([onAccount, newest, older]);
    await shopper.agent.post('/api/account/recently-viewed').send({ items: 'nope' }).expect(400);
  });

  it('gives a visitor the products their browser keeps, in its order, leaving out hidden ones', async () => {
    const { ids } = await products(3);
    const [first, hidden, last] = ids as [number, number, number];
    await test.db('products').where({ id: hidden }).update({ hidden_at: new Date(), hidden_reason: 'Spam' });

    const res = await test.request().get(`/api/recently-viewed?ids=${last},${hidden},${first}`).expect(200);

    expect(res.body.map((product: { id: number }) => product.id)).toEqual([last, first]);
    expect(res.headers['cache-control']).toMatch(/public/);
    await test.request().get('/api/recently-viewed?ids=1,x').expect(400);
  });
});
