import { shippingProfileAnswerSchema } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { validProduct } from '../products/products.testing';

const test = createTestApp();
const PROFILES = '/api/shop/shipping-profiles';

const parcel = {
  name: 'Parcel',
  processing_days_min: 1,
  processing_days_max: 3,
  first_item: '4.50',
  additional_item: 1,
  free_over: '',
};

describe('/api/shop/shipping-profiles', () => {
  it('keeps a seller’s profiles; a listing uses one, which then cannot be deleted', async () => {
    const seller = await createShopper(test);
    const created = await seller.agent.post(PROFILES).send(parcel).expect(201);
    expect(shippingProfileAnswerSchema.parse(created.body)).toEqual({
      id: expect.any(Number),
      name: 'Parcel',
      processing_days_min: 1,
      processing_days_max: 3,
      first_item: 4.5,
      additional_item: 1,
      free_over: null,
      listing_count: 0,
    });
    const product = await seller.agent
      .post('/api/products/new')
      .send(validProduct({ shipping_profile_id: created.body.id }))
      .expect(201);
    expect(product.body.shipping).toEqual({
      first_item: 4.5,
      additional_item: 1,
      free_over: null,
      processing_days_min: 1,
      processing_days_max: 3,
    });
    const inUse = await seller.agent.delete(`${PROFILES}/${created.body.id}`).expect(409);
    expect(inUse.body.message).toBe('Listings still use this shipping profile. Give them another one first.');
    expect((await seller.agent.get(PROFILES).expect(200)).body[0].listing_count).toBe(1);

    // Back to free shipping: the profile is free to go.
    await seller.agent
      .put(`/api/products/${product.body.id}/edit`)
      .send(validProduct({ shipping_profile_id: null }))
      .expect(200);
    await seller.agent.delete(`${PROFILES}/${created.body.id}`).expect(200);
    expect((await seller.agent.get(PROFILES).expect(200)).body).toEqual([]);
  });

  it('refuses bad input keyed by field, and another seller’s profile on a listing', async () => {
    const seller = await createShopper(test);
    const res = await seller.agent
      .post(PROFILES)
      .send({ ...parcel, name: '', processing_days_min: 5, processing_days_max: 2, first_item: -1 })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['first_item', 'name', 'processing_days_max']);

    const other = await createShopper(test);
    const theirs = await other.agent.post(PROFILES).send(parcel).expect(201);
    const refused = await seller.agent
      .post('/api/products/new')
      .send(validProduct({ shipping_profile_id: theirs.body.id }))
      .expect(400);
    expect(refused.body.errors).toEqual({ shipping_profile_id: 'Choose one of your shipping profiles.' });
    await seller.agent.put(`${PROFILES}/${theirs.body.id}`).send(parcel).expect(404);
    await seller.agent.delete(`${PROFILES}/${theirs.body.id}`).expect(404);
    await test.request().get(PROFILES).expect(401);
  });
});
