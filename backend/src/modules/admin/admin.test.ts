import { ADMIN_MESSAGES, auditPageAnswerSchema, CONVERSATION_MESSAGES, MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createAdmin, createShopper, insertProduct } from '../../../test/shopFixtures';
import { createTestApp, signUp, unique } from '../../../test/testApp';
import { CART_MESSAGES } from '../cart';

const adminEmail = `${unique()}@example.com`;
const test = createTestApp({ env: { ADMIN_EMAILS: ` ${adminEmail.toUpperCase()} , nobody@example.com` } });
const CHECKOUT = '/api/products/successful-transaction';

const idsOf = (body: { id: number }[]) => body.map((product) => product.id);

describe('the admin calls', () => {
  it('answer 404 to members and to no one signed in, exactly as a route that does not exist', async () => {
    const member = await createShopper(test);
    const product = await insertProduct(test, member.user.id);
    const calls: [string, string][] = [
      ['put', `/api/admin/products/${product.id}/hide`],
      ['put', `/api/admin/products/${product.id}/restore`],
      ['put', `/api/admin/users/${member.user.id}/suspend`],
      ['put', `/api/admin/users/${member.user.id}/reinstate`],
      ['get', '/api/admin/audit'],
    ];
    for (const [method, path] of calls) {
      for (const agent of [member.agent, test.request()]) {
        const res = await (method === 'get' ? agent.get(path) : agent.put(path).send({ reason: 'Because.' }));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          message: `No API route for ${method.toUpperCase()} ${path.replace(/^\/api/, '')}`,
        });
      }
    }
    const row = await test.db('products').select('hidden_at').where({ id: product.id }).first();
    expect(row.hidden_at).toBeNull();
    expect(await test.db('audit_log').where({ target_id: member.user.id })).toEqual([]);
  });

  it('make an account whose email is in ADMIN_EMAILS an admin as it signs up', async () => {
    const admin = await signUp(test, { email: adminEmail });
    expect(admin.user.role).toBe('admin');
    await admin.agent.get('/api/admin/audit').expect(200);
    const member = await signUp(test);
    expect(member.user.role).toBe('member');
  });

  it('refuse an action without a reason, keyed by field, changing nothing', async () => {
    const admin = await createAdmin(test);
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    const res = await admin.agent.put(`/api/admin/products/${product.id}/hide`).send({}).expect(400);
    expect(res.body.errors).toEqual({ reason: ADMIN_MESSAGES.reasonRequired });
    await admin.agent.put('/api/admin/products/999999999/hide').send({ reason: 'Counterfeit.' }).expect(404);
    await admin.agent.put(`/api/admin/products/${product.id}/restore`).send({ reason: 'Oops.' }).expect(409);
  });
});

describe('hiding a listing', () => {
  it('takes it out of every list and out of reach, shows its seller why, and restoring undoes it', async () => {
    const admin = await createAdmin(test);
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const tag = unique().replace(/[^a-z]/g, '');
    const product = await insertProduct(test, seller.user.id, {
      title: `${tag} brass compass`,
      inventory: 5,
    });
    await buyer.agent.post('/api/cart/add').send({ product_id: product.id, quantity: 1 }).expect(201);

    const hidden = await admin.agent
      .put(`/api/admin/products/${product.id}/hide`)
      .send({ reason: 'Sold as antique, made last year.' })
      .expect(200);
    expect(hidden.body).toMatchObject({
      id: product.id,
      available: false,
      hidden_reason: 'Sold as antique, made last year.',
    });

    const list = await test.request().get('/api/products?limit=200').expect(200);
    expect(idsOf(list.body)).not.toContain(product.id);
    const search = await test.request().get(`/api/products?q=${tag}`).expect(200);
    expect(idsOf(search.body)).toEqual([]);
    const shop = await test.request().get(`/api/users/${seller.user.id}/products`).expect(200);
    expect(idsOf(shop.body)).not.toContain(product.id);
    await test.request().get(`/api/products/${product.id}`).expect(404);
    await buyer.agent.get(`/api/products/${product.id}`).expect(404);
    await test.request().get(`/api/products/${product.id}/reviews`).expect(404);
    await buyer.agent.post('/api/cart/add').send({ product_id: product.id, quantity: 1 }).expect(404);
    await buyer.agent.post('/api/favorites').send({ product_id: product.id }).expect(404);
    const cart = await buyer.agent.get('/api/cart').expect(200);
    expect(cart.body.cart_items[0].product).toMatchObject({
      id: product.id,
      available: false,
      unavailable_reason: CART_MESSAGES.notListed,
      hidden_reason: null,
    });
    const refused = await buyer.agent.put(CHECKOUT).send({}).expect(409);
    expect(refused.body.errors).toEqual({ [product.id]: CART_MESSAGES.notListed });

    const own = await seller.agent.get(`/api/products/${product.id}`).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toMatchObject({ available: false, hidden_reason: 'Sold as antique, made last year.' });

    await admin.agent
      .put(`/api/admin/products/${product.id}/restore`)
      .send({ reason: 'The seller showed the receipt of the workshop.' })
      .expect(200);
    const back = await test.request().get(`/api/products?q=${tag}`).expect(200);
    expect(idsOf(back.body)).toEqual([product.id]);
    await buyer.agent.put(CHECKOUT).send({}).expect(200);

    const audit = auditPageAnswerSchema.parse(
      (await admin.agent.get(`/api/admin/audit?target_type=product&target_id=${product.id}`).expect(200))
        .body,
    );
    expect(audit.entries.map((entry) => [entry.action, entry.reason, entry.admin.id])).toEqual([
      ['restore_product', 'The seller showed the receipt of the workshop.', admin.user.id],
      ['hide_product', 'Sold as antique, made last year.', admin.user.id],
    ]);
  });
});

describe('the audit log', () => {
  it('refuses to change or delete an entry, whoever asks the database', async () => {
    const admin = await createAdmin(test);
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id);
    await admin.agent.put(`/api/admin/products/${product.id}/hide`).send({ reason: 'Spam.' }).expect(200);
    const entry = test.db('audit_log').where({ target_type: 'product', target_id: product.id });
    await expect(entry.clone().update({ reason: 'Nothing to see.' })).rejects.toThrow(/append-only/);
    await expect(entry.clone().delete()).rejects.toThrow(/append-only/);
    await expect(test.db.raw('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await entry.clone()).map((row: { reason: string }) => row.reason)).toEqual(['Spam.']);
  });
});

describe('suspending an account', () => {
  it('ends its sessions at once, refuses its sign-in, hides its listings and its inbox; reinstating undoes exactly that', async () => {
    const admin = await createAdmin(test);
    const user = await signUp(test);
    const buyer = await createShopper(test);
    const listed = await insertProduct(test, user.user.id, { title: 'Listed pot' });
    const alreadyHidden = await insertProduct(test, user.user.id, { title: 'Hidden pot' });
    await admin.agent
      .put(`/api/admin/products/${alreadyHidden.id}/hide`)
      .send({ reason: 'Counterfeit maker’s mark.' })
      .expect(200);
    const started = await buyer.agent
      .post('/api/conversations')
      .send({ product_id: listed.id, message: 'Is this still available?' })
      .expect(201);
    await user.agent.get('/api/auth').expect(200);

    const suspended = await admin.agent
      .put(`/api/admin/users/${user.user.id}/suspend`)
      .send({ reason: 'Selling counterfeits.' })
      .expect(200);
    expect(suspended.body).toEqual({
      id: user.user.id,
      username: user.user.username,
      suspended: true,
      suspended_reason: 'Selling counterfeits.',
      hidden_listings: 1,
    });
    await user.agent.get('/api/auth').expect(401);
    const login = await test
      .request()
      .post('/api/auth/login')
      .send({ email: user.user.email, password: user.password })
      .expect(403);
    expect(login.body.errors).toEqual({ email: MESSAGES.accountSuspended });
    await test.request().get(`/api/products/${listed.id}`).expect(404);
    const write = await buyer.agent
      .post(`/api/conversations/${started.body.id}/messages`)
      .send({ body: 'Hello?' })
      .expect(409);
    expect(write.body.message).toBe(CONVERSATION_MESSAGES.recipientSuspended);
    await admin.agent.put(`/api/admin/users/${admin.user.id}/suspend`).send({ reason: 'x' }).expect(409);

    await admin.agent
      .put(`/api/admin/users/${user.user.id}/reinstate`)
      .send({ reason: 'Proved the pieces are their own.' })
      .expect(200);
    await test
      .request()
      .post('/api/auth/login')
      .send({ email: user.user.email, password: user.password })
      .expect(200);
    await test.request().get(`/api/products/${listed.id}`).expect(200);
    // What an admin hid on its own stays hidden.
    await test.request().get(`/api/products/${alreadyHidden.id}`).expect(404);
    await buyer.agent
      .post(`/api/conversations/${started.body.id}/messages`)
      .send({ body: 'Hello?' })
      .expect(201);
  });
});

describe('the dashboard and a user’s page', () => {
  it('count each day’s sales, orders, users, sellers and reports, and show one account whole', async () => {
    const admin = await createAdmin(test);
    const seller = await createShopper(test);
    const buyer = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { price: 30, inventory: 3 });
    const before = (await admin.agent.get('/api/admin/stats?days=7').expect(200)).body;
    expect(before.days).toHaveLength(7);
    await buyer.agent.post('/api/cart/add').send({ product_id: product.id, quantity: 1 }).expect(201);
    const { order } = (await buyer.agent.put(CHECKOUT).send({}).expect(200)).body;
    await buyer.agent
      .post('/api/reports')
      .send({ target_type: 'user', target_id: seller.user.id, reason: 'spam' })
      .expect(201);
    const after = (await admin.agent.get('/api/admin/stats?days=7').expect(200)).body;
    const today = (stats: { days: { orders: number; sales: number; reports: number }[] }) =>
      stats.days.at(-1)!;
    expect(today(after).orders - today(before).orders).toBeGreaterThanOrEqual(1);
    expect(today(after).sales - today(before).sales).toBeGreaterThanOrEqual(order.total);
    expect(today(after).reports - today(before).reports).toBeGreaterThanOrEqual(1);
    expect(after.open_reports).toBeGreaterThanOrEqual(1);
    await admin.agent.get('/api/admin/stats?days=0').expect(400);

    const page = await admin.agent.get(`/api/admin/users/${seller.user.id}`).expect(200);
    expect(page.body).toMatchObject({
      id: seller.user.id,
      role: 'member',
      suspended: false,
      listings: [{ id: product.id, hidden_reason: null }],
      reports: [{ target_type: 'user', target_id: seller.user.id, reason: 'spam', status: 'open' }],
      actions: [],
    });
    const buyerPage = await admin.agent.get(`/api/admin/users/${buyer.user.id}`).expect(200);
    expect(buyerPage.body.orders.map((row: { order_number: string }) => row.order_number)).toEqual([
      order.order_number,
    ]);
    await admin.agent.get('/api/admin/users/999999999').expect(404);
    await seller.agent.get(`/api/admin/users/${seller.user.id}`).expect(404);
  });
});
