import fs from 'node:fs';
import path from 'node:path';
import { FORMER_MEMBER, MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { variantKeys } from '../../storage/imageVariants';
import { insertCartLine } from '../../../test/shopFixtures';
import { createTestApp, signUp, unique, type SignedInUser } from '../../../test/testApp';
import { makeImage } from '../images/images.testing';
import { createProduct } from '../products/products.testing';
import { ACCOUNT_MESSAGES } from './account.service';

const test = createTestApp();

const filesOf = (key: string) => variantKeys(key).map((k) => path.join(test.config.dataDir, 'uploads', k));

async function avatarKeyOf(userId: number): Promise<string | null> {
  const row = await test.db('users').select('avatar_key').where({ id: userId }).first();
  return row.avatar_key;
}

async function signInAgain({ user, password }: SignedInUser) {
  const agent = test.request();
  await agent.post('/api/auth/login').send({ email: user.email, password }).expect(200);
  return agent;
}

describe('PUT /api/auth/profile', () => {
  it('changes the signed-in user’s own name and username, whatever the body says about anyone else', async () => {
    const me = await signUp(test);
    const other = await signUp(test);
    const username = unique('new');
    const res = await me.agent
      .put('/api/auth/profile')
      .send({ first_name: ' Grace ', last_name: 'Hopper', username, id: other.user.id })
      .expect(200);
    expect(res.body).toEqual({ ...me.user, first_name: 'Grace', last_name: 'Hopper', username });
    const untouched = await test.db('users').where({ id: other.user.id }).first();
    expect(untouched.username).toBe(other.user.username);
    await me.agent.get('/api/auth').expect(200, res.body);
  });

  it('refuses a visitor, and bad fields with the sign-up’s messages under their keys', async () => {
    await test
      .request()
      .put('/api/auth/profile')
      .send({ first_name: 'A', last_name: 'B', username: 'abcd' })
      .expect(401);
    const { agent } = await signUp(test);
    const res = await agent
      .put('/api/auth/profile')
      .send({ first_name: '', last_name: ' ', username: 'abc' })
      .expect(400);
    expect(res.body.errors).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      username: MESSAGES.usernameShort,
    });
  });

  it('refuses a username someone else has in any case, and keeps one’s own in another case', async () => {
    const me = await signUp(test);
    const other = await signUp(test);
    const taken = await me.agent
      .put('/api/auth/profile')
      .send({ first_name: 'A', last_name: 'B', username: other.user.username.toUpperCase() })
      .expect(409);
    expect(taken.body.errors).toEqual({ username: MESSAGES.usernameTaken });
    await me.agent
      .put('/api/auth/profile')
      .send({ first_name: 'A', last_name: 'B', username: me.user.username.toUpperCase() })
      .expect(200);
  });
});

describe('PUT /api/auth/avatar', () => {
  it('stores the avatar as WebP variants, sets profile_url, and removes the previous one’s objects', async () => {
    const me = await signUp(test);
    const first = await me.agent
      .put('/api/auth/avatar')
      .attach('image', await makeImage('png', 600, 600), 'me.png')
      .expect(200);
    expect(first.body).toMatchObject({
      id: me.user.id,
      profile_url: expect.stringMatching(/^\/uploads\/avatars\/\d+\/[0-9a-f-]+\/400\.webp$/),
    });
    const firstKey = (await avatarKeyOf(me.user.id))!;
    for (const file of filesOf(firstKey)) expect(fs.existsSync(file)).toBe(true);
    const served = await test.request().get(first.body.profile_url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await me.agent
      .put('/api/auth/avatar')
      .attach('image', await makeImage('jpeg', 300, 200), 'me.jpg')
      .expect(200);
    expect(second.body.profile_url).not.toBe(first.body.profile_url);
    for (const file of filesOf(firstKey)) expect(fs.existsSync(file)).toBe(false);
    await me.agent
      .get('/api/auth')
      .expect(200)
      .expect((res) => expect(res.body.profile_url).toBe(second.body.profile_url));
  });

  it('refuses a visitor, no file, and a file that is not an image, keeping the avatar', async () => {
    await test
      .request()
      .put('/api/auth/avatar')
      .attach('image', await makeImage(), 'x.png')
      .expect(401);
    const me = await signUp(test);
    const none = await me.agent.put('/api/auth/avatar').field('x', '1').expect(400);
    expect(none.body.errors.image).toEqual(expect.any(String));
    const pdf = await me.agent
      .put('/api/auth/avatar')
      .attach('image', Buffer.from('%PDF-1.4 not an image'), 'a.pdf')
      .expect(415);
    expect(pdf.body.errors.image).toEqual(expect.any(String));
    const big = await me.agent
      .put('/api/auth/avatar')
      .attach('image', Buffer.alloc(5 * 1024 * 1024 + 1), 'big.png')
      .expect(413);
    expect(big.body.errors.image).toEqual(expect.any(String));
    expect(await avatarKeyOf(me.user.id)).toBeNull();
  });
});

describe('PUT /api/auth/password', () => {
  it('ends another browser’s session while this one stays signed in', async () => {
    const me = await signUp(test);
    const elsewhere = await signInAgain(me);
    await me.agent
      .put('/api/auth/password')
      .send({ current_password: me.password, new_password: 'another-good-one' })
      .expect(200);
    await me.agent.get('/api/auth').expect(200);
    await elsewhere.get('/api/auth').expect(401);
  });
});

describe('DELETE /api/auth (closing an account)', () => {
  it('needs the right password, and leaves the account alone otherwise', async () => {
    await test.request().delete('/api/auth').send({ password: 'whatever' }).expect(401);
    const me = await signUp(test);
    const wrong = await me.agent.delete('/api/auth').send({ password: 'not-my-password' }).expect(400);
    expect(wrong.body.errors).toEqual({ password: MESSAGES.passwordWrong });
    const missing = await me.agent.delete('/api/auth').send({}).expect(400);
    expect(missing.body.errors).toEqual({ password: MESSAGES.passwordRequired });
    await me.agent.get('/api/auth').expect(200);
  });

  it('deletes listings (photos too), cart and favorites; keeps reviews and orders; no one can sign in as them', async () => {
    const me = await signUp(test);
    const buyer = await signUp(test);
    const elsewhere = await signInAgain(me);
    // Their shop: a listing with a photo that another buyer favorited and has in a cart.
    const listing = await createProduct(me.agent);
    const photo = await me.agent
      .post('/api/products/images/new')
      .field('product_id', String(listing.id))
      .attach('image', await makeImage(), 'p.png')
      .expect(201);
    const photoKey = (await test.db('product_images').where({ id: photo.body.id }).first()).key;
    await me.agent
      .put('/api/auth/avatar')
      .attach('image', await makeImage(), 'me.png')
      .expect(200);
    const avatarKey = (await avatarKeyOf(me.user.id))!;
    await buyer.agent.post('/api/favorites').send({ product_id: listing.id }).expect(201);
    // As a buyer: a bought product they reviewed, a favorite, a cart line.
    const seller = await signUp(test);
    const bought = await createProduct(seller.agent);
    const kept = await createProduct(seller.agent);
    await insertCartLine(test, me.user.cart_id, bought.id, 1);
    const order = await me.agent.put('/api/products/successful-transaction').expect(200);
    const review = await me.agent
      .post(`/api/products/${bought.id}/reviews`)
      .send({ review: 'Beautiful work, arrived quickly.', stars: 5 })
      .expect(201);
    await me.agent.post('/api/favorites').send({ product_id: kept.id }).expect(201);
    await insertCartLine(test, me.user.cart_id, kept.id, 1);

    const res = await me.agent.delete('/api/auth/').send({ password: me.password }).expect(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.closed });
    expect(String(res.headers['set-cookie'])).toMatch(/session=;/);

    await me.agent.get('/api/auth').expect(401);
    await elsewhere.get('/api/auth').expect(401);
    await test
      .request()
      .post('/api/auth/login')
      .send({ email: me.user.email, password: me.password })
      .expect(401);
    await test.request().get(`/api/products/${listing.id}`).expect(404);
    for (const file of [...filesOf(photoKey), ...filesOf(avatarKey)]) expect(fs.existsSync(file)).toBe(false);
    expect(await test.db('favorites').where({ user_id: me.user.id })).toEqual([]);
    expect(await test.db('favorites').where({ product_id: listing.id })).toEqual([]);
    expect(await test.db('carts').where({ user_id: me.user.id })).toEqual([]);

    const reviews = await test.request().get(`/api/products/${bought.id}/reviews`).expect(200);
    expect(reviews.body).toEqual([
      expect.objectContaining({ id: review.body.id, user: FORMER_MEMBER, verified_purchase: true }),
    ]);
    expect(await test.db('orders').where({ id: order.body.order.id })).toHaveLength(1);
    // The seller still sees the sale, bought by a former member; the closed account has no shop page.
    const sales = await seller.agent.get('/api/shop/orders').expect(200);
    expect(sales.body).toEqual([expect.objectContaining({ product_id: bought.id, buyer: FORMER_MEMBER })]);
    await test.request().get(`/api/users/${me.user.id}`).expect(404);
    const row = await test.db('users').where({ id: me.user.id }).first();
    expect(row).toMatchObject({
      first_name: 'Former',
      last_name: 'member',
      profile_url: null,
      avatar_key: null,
    });
    expect(row.closed_at).toBeInstanceOf(Date);

    // The email and the username are free again.
    await test
      .request()
      .post('/api/auth/signup')
      .send({
        email: me.user.email,
        username: me.user.username,
        password: 'a-fresh-start',
        first_name: 'New',
        last_name: 'One',
      })
      .expect(201);
  });

  it('acts on the signed-in user only: another account stays open', async () => {
    const me = await signUp(test);
    const other = await signUp(test);
    await me.agent.delete('/api/auth').send({ password: other.password, id: other.user.id }).expect(200);
    await other.agent.get('/api/auth').expect(200);
    await test
      .request()
      .post('/api/auth/login')
      .send({ email: other.user.email, password: other.password })
      .expect(200);
  });
});
