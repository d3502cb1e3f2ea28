import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/testApp';
import { createProduct } from '../modules/products/products.testing';

const test = createTestApp({ env: { RESPONSE_CACHE_TTL_MS: '60000' } });

describe('the public response cache', () => {
  it('answers repeated catalogue reads from memory, with the same headers', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: 'Cached clay bowl' });
    const first = await test.request().get(`/api/products/${product.id}`).expect(200);
    // A change made behind the API's back is not seen while the answer is cached...
    await test.db('products').where({ id: product.id }).update({ title: 'Changed directly' });
    const second = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(second.body.title).toBe('Cached clay bowl');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers.etag).toBe(first.headers.etag);
    // ...and a conditional read of the cached answer is a 304.
    await test
      .request()
      .get(`/api/products/${product.id}`)
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
  });

  it('is emptied by any write through the API, so a client reads its own writes', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: 'Before the edit' });
    await test.request().get(`/api/products/${product.id}`).expect(200);
    await seller.agent
      .put(`/api/products/${product.id}/edit`)
      .send({
        title: 'After the edit',
        description: 'A bowl glazed by hand.',
        inventory: 2,
        price: 30,
        category_id: 1,
      })
      .expect(200);
    const res = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(res.body.title).toBe('After the edit');
  });

  it('never caches personal or random answers', async () => {
    const seller = await signUp(test);
    await createProduct(seller.agent, { title: 'Only mine' });
    const before = await seller.agent.get('/api/products/current').expect(200);
    await test.db('products').where({ seller_id: seller.user.id }).update({ title: 'Renamed directly' });
    const after = await seller.agent.get('/api/products/current').expect(200);
    expect(before.body.products[0].title).toBe('Only mine');
    expect(after.body.products[0].title).toBe('Renamed directly');
  });
});
