import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { createProduct, nextLink } from '../products/products.testing';

const test = createTestApp();

describe('GET /api/users/', () => {
  it('answers public profiles of sellers with a listed product, never an email', async () => {
    const seller = await signUp(test, { first_name: 'Mara' });
    const shopper = await signUp(test);
    const soldOut = await signUp(test);
    await createProduct(seller.agent);
    const gone = await createProduct(soldOut.agent);
    await test.db('products').where({ id: gone.id }).update({ inventory: 0, archived_at: new Date() });
    await test
      .db('users')
      .where({ id: seller.user.id })
      .update({ seller_stars_total: 9, seller_review_count: 2 });

    const users = await walk('/api/users/?limit=200');
    const mine = users.find((user) => user.id === seller.user.id);
    expect(mine).toEqual({
      id: seller.user.id,
      username: seller.user.username,
      first_name: 'Mara',
      last_name: 'User',
      profile_url: null,
      seller_rating: 4.5,
      review_count: 2,
    });
    const ids = users.map((user) => user.id);
    expect(ids).not.toContain(shopper.user.id);
    expect(ids).not.toContain(soldOut.user.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('pages with a Link header and refuses bad parameters', async () => {
    for (let i = 0; i < 3; i += 1) await createProduct((await signUp(test)).agent);
    const res = await test.request().get('/api/users?limit=2').expect(200);
    expect(res.body).toHaveLength(2);
    expect(nextLink(res)).toMatch(/^\/api\/users\/?\?limit=2&cursor=/);
    const res2 = await test.request().get(nextLink(res)!).expect(200);
    expect(res2.body[0].id).toBeGreaterThan(res.body[1].id);
    const bad = await test.request().get('/api/users?limit=500').expect(400);
    expect(bad.body.errors.limit).toEqual(expect.any(String));
    await test.request().get('/api/users?cursor=%%%').expect(400);
  });
});

async function walk(path: string) {
  const users: { id: number }[] = [];
  let url: string | undefined = path;
  while (url) {
    const res = await test.request().get(url).expect(200);
    users.push(...res.body);
    url = nextLink(res);
  }
  return users;
}

describe('GET /api/users/:id/products', () => {
  it('answers the seller’s listed products, newest first', async () => {
    const seller = await signUp(test);
    const a = await createProduct(seller.agent, { category_id: 2 });
    const b = await createProduct(seller.agent, { category_id: 3 });
    const c = await createProduct(seller.agent);
    await test.db('products').where({ id: c.id }).update({ inventory: 0, archived_at: new Date() });
    await createProduct((await signUp(test)).agent);
    const res = await test.request().get(`/api/users/${seller.user.id}/products`).expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(res.body[0]).toMatchObject({
      seller_id: seller.user.id,
      seller: { username: seller.user.username },
    });
    const filtered = await test.request().get(`/api/users/${seller.user.id}/products?category=2`).expect(200);
    expect(filtered.body.map((p: { id: number }) => p.id)).toEqual([a.id]);
  });

  it('answers [] for a user with no products, 404 for an unknown user, 400 for a bad id or query', async () => {
    const shopper = await signUp(test);
    const empty = await test.request().get(`/api/users/${shopper.user.id}/products/`).expect(200);
    expect(empty.body).toEqual([]);
    const missing = await test.request().get('/api/users/999999999/products').expect(404);
    expect(missing.body).toEqual({ message: "User couldn't be found" });
    await test.request().get('/api/users/abc/products').expect(400);
    await test.request().get(`/api/users/${shopper.user.id}/products?sort=oldest`).expect(400);
  });
});
