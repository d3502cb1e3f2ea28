import { shopAnswerSchema } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';

describe('GET /api/users/:id', () => {
  it('answers the shop: public profile, bio, place, member since, units sold and listings', async () => {
    const seller = await createShopper(test);
    await test.db('users').where({ id: seller.user.id }).update({
      bio: 'Stoneware thrown by hand.',
      location: 'Leeds, UK',
      profile_url: '/uploads/avatar.webp',
      seller_stars_total: 9,
      seller_review_count: 2,
    });
    const mug = await insertProduct(test, seller.user.id, { inventory: 9, price: 20 });
    const bowl = await insertProduct(test, seller.user.id, { inventory: 9, price: 30 });
    await insertProduct(test, seller.user.id, { inventory: 0, archived_at: new Date() });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, mug.id, 2);
    await insertCartLine(test, buyer.user.cart_id, bowl.id, 1);
    await buyer.agent.put(CHECKOUT).expect(200);
    // A deleted listing's sales still count: the line keeps its seller.
    await test.db('products').where({ id: bowl.id }).delete();

    const res = await test.request().get(`/api/users/${seller.user.id}/`).expect(200);
    expect(shopAnswerSchema.parse(res.body)).toEqual({
      id: seller.user.id,
      username: seller.user.username,
      first_name: 'Shop',
      last_name: 'Per',
      profile_url: '/uploads/avatar.webp',
      seller_rating: 4.5,
      review_count: 2,
      bio: 'Stoneware thrown by hand.',
      location: 'Leeds, UK',
      avatar_url: '/uploads/avatar.webp',
      member_since: expect.any(String),
      email_verified: false,
      sales_count: 3,
      product_count: 1,
      followers: 0,
      weekly_capacity: null,
      pause_when_weeks_over: null,
      queue_weeks: 0,
      paused: false,
      vacation: { on: false, message: null },
      policies: null,
      sale: null,
    });
    expect(res.body).not.toHaveProperty('email');
  });

  it('answers an empty shop with zeros and nulls, 404 for an unknown user, 400 for a bad id', async () => {
    const shopper = await createShopper(test);
    const res = await test.request().get(`/api/users/${shopper.user.id}`).expect(200);
    expect(res.body).toMatchObject({
      bio: null,
      location: null,
      avatar_url: null,
      seller_rating: 'No Reviews',
      sales_count: 0,
      product_count: 0,
    });
    const missing = await test.request().get('/api/users/999999999').expect(404);
    expect(missing.body).toEqual({ message: "User couldn't be found" });
    await test.request().get('/api/users/abc').expect(400);
  });
});

describe('PUT /api/shop/profile', () => {
  it('changes the signed-in user’s bio and place only, trimmed; blank clears, absent keeps', async () => {
    const seller = await createShopper(test);
    const other = await createShopper(test);
    await test.db('users').where({ id: other.user.id }).update({ bio: 'Theirs', location: 'Oslo' });

    const res = await seller.agent
      .put('/api/shop/profile')
      .send({ bio: '  Hand-dyed yarn.  ', location: 'Bergen', id: other.user.id })
      .expect(200);
    expect(res.body).toMatchObject({ id: seller.user.id, bio: 'Hand-dyed yarn.', location: 'Bergen' });
    const read = await test.request().get(`/api/users/${seller.user.id}`).expect(200);
    expect(read.body).toMatchObject({ bio: 'Hand-dyed yarn.', location: 'Bergen' });

    const cleared = await seller.agent.put('/api/shop/profile/').send({ location: ' ' }).expect(200);
    expect(cleared.body).toMatchObject({ bio: 'Hand-dyed yarn.', location: null });

    // Whatever the body says, nobody else's profile changes.
    expect(await test.db('users').where({ id: other.user.id }).first('bio', 'location')).toEqual({
      bio: 'Theirs',
      location: 'Oslo',
    });
  });

  it('refuses a signed-out caller, and bad input with messages keyed by field', async () => {
    await test.request().put('/api/shop/profile').send({ bio: 'x' }).expect(401);
    const seller = await createShopper(test);
    const res = await seller.agent
      .put('/api/shop/profile')
      .send({ bio: 'x'.repeat(501), location: 12 })
      .expect(400);
    expect(res.body).toEqual({
      message: 'Validation failed.',
      errors: { bio: 'Bio must be 500 characters or less.', location: 'Location must be text.' },
    });
    const long = await seller.agent
      .put('/api/shop/profile')
      .send({ location: 'x'.repeat(81) })
      .expect(400);
    expect(long.body.errors).toEqual({ location: 'Location must be 80 characters or less.' });
    await seller.agent
      .put('/api/shop/profile')
      .send('"bio"')
      .set('Content-Type', 'application/json')
      .expect(400);
    expect(await test.db('users').where({ id: seller.user.id }).first('bio', 'location')).toEqual({
      bio: null,
      location: null,
    });
  });
});
