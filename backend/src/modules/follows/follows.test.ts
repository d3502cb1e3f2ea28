import { followAnswerSchema, shopAnswerSchema } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper } from '../../../test/shopFixtures';
import { createTestApp, signUp } from '../../../test/testApp';
import { FOLLOW_MESSAGES } from './follows.service';

const test = createTestApp();

describe('PUT and DELETE /api/shops/:id/follow', () => {
  it('follows and unfollows, each idempotent, with the shop’s followers count', async () => {
    const shop = await createShopper(test);
    const first = await createShopper(test);
    const second = await createShopper(test);
    const path = `/api/shops/${shop.user.id}/follow`;

    const followed = await first.agent.put(path).expect(200);
    expect(followAnswerSchema.parse(followed.body)).toEqual({ following: true, followers: 1 });
    expect((await first.agent.put(`${path}/`).expect(200)).body).toEqual({ following: true, followers: 1 });
    expect((await second.agent.put(path).expect(200)).body).toEqual({ following: true, followers: 2 });

    expect((await first.agent.delete(path).expect(200)).body).toEqual({ following: false, followers: 1 });
    expect((await first.agent.delete(path).expect(200)).body).toEqual({ following: false, followers: 1 });
    expect(await test.db('follows').where({ shop_id: shop.user.id })).toEqual([
      expect.objectContaining({ user_id: second.user.id }),
    ]);
  });

  it('refuses the own shop (400), an unknown, closed or suspended shop (404), bad ids (400), signed out (401)', async () => {
    const me = await createShopper(test);
    const own = await me.agent.put(`/api/shops/${me.user.id}/follow`).expect(400);
    expect(own.body.message).toBe(FOLLOW_MESSAGES.ownShop);

    const unknown = await me.agent.put('/api/shops/2147483647/follow').expect(404);
    expect(unknown.body.message).toBe(FOLLOW_MESSAGES.shopNotFound);
    await me.agent.delete('/api/shops/2147483647/follow').expect(404);
    const suspended = await createShopper(test);
    await test
      .db('users')
      .where({ id: suspended.user.id })
      .update({ suspended_at: new Date(), suspended_reason: 'spam' });
    await me.agent.put(`/api/shops/${suspended.user.id}/follow`).expect(404);
    const closed = await createShopper(test);
    await test.db('users').where({ id: closed.user.id }).update({ closed_at: new Date() });
    await me.agent.put(`/api/shops/${closed.user.id}/follow`).expect(404);
    await me.agent.put('/api/shops/zero/follow').expect(400);

    const shop = await createShopper(test);
    await test.request().put(`/api/shops/${shop.user.id}/follow`).expect(401);
    await test.request().delete(`/api/shops/${shop.user.id}/follow`).expect(401);
    expect(await test.db('follows').where({ user_id: me.user.id })).toEqual([]);
    expect(await test.db('follows').where({ shop_id: shop.user.id })).toEqual([]);
  });

  it('lets a member unfollow a shop suspended since', async () => {
    const shop = await createShopper(test);
    const me = await createShopper(test);
    await me.agent.put(`/api/shops/${shop.user.id}/follow`).expect(200);
    await test
      .db('users')
      .where({ id: shop.user.id })
      .update({ suspended_at: new Date(), suspended_reason: 'spam' });
    const res = await me.agent.delete(`/api/shops/${shop.user.id}/follow`).expect(200);
    expect(res.body).toEqual({ following: false, followers: 0 });
  });

  it('refuses a follow of oneself in the database too', async () => {
    const me = await createShopper(test);
    await expect(test.db('follows').insert({ user_id: me.user.id, shop_id: me.user.id })).rejects.toThrow(
      /check constraint/,
    );
  });
});

describe('GET /api/users/:id (the shop)', () => {
  it('counts followers for everyone and says whether the signed-in viewer follows', async () => {
    const shop = await createShopper(test);
    const fan = await createShopper(test);
    const passerby = await createShopper(test);
    await fan.agent.put(`/api/shops/${shop.user.id}/follow`).expect(200);

    const signedOut = await test.request().get(`/api/users/${shop.user.id}`).expect(200);
    expect(shopAnswerSchema.parse(signedOut.body)).toMatchObject({ followers: 1 });
    expect(signedOut.body).not.toHaveProperty('following');

    const mine = await fan.agent.get(`/api/users/${shop.user.id}`).expect(200);
    expect(mine.body).toMatchObject({ followers: 1, following: true });
    expect(mine.headers['cache-control']).toMatch(/private/);
    const theirs = await passerby.agent.get(`/api/users/${shop.user.id}`).expect(200);
    expect(theirs.body).toMatchObject({ followers: 1, following: false });
    const own = await shop.agent.get(`/api/users/${shop.user.id}`).expect(200);
    expect(own.body).toMatchObject({ followers: 1, following: false });
  });

  it('loses a closed account’s follows, both ways', async () => {
    const shop = await createShopper(test);
    const closing = await signUp(test);
    await closing.agent.put(`/api/shops/${shop.user.id}/follow`).expect(200);
    await shop.agent.put(`/api/shops/${closing.user.id}/follow`).expect(200);

    await closing.agent.delete('/api/auth').send({ password: closing.password }).expect(200);
    expect((await test.request().get(`/api/users/${shop.user.id}`).expect(200)).body.followers).toBe(0);
    expect(await test.db('follows').where({ shop_id: closing.user.id })).toEqual([]);
  });
});
