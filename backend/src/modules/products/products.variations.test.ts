import { VARIATION_MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { validProduct } from './products.testing';

const test = createTestApp();
const CHECKOUT = '/api/products/successful-transaction';

const ring = {
  options: [
    { name: 'Size', values: ['6', '7', '8'] },
    { name: 'Metal', values: ['Silver', 'Gold'] },
  ],
  variants: [
    { option_values: ['6', 'Silver'], price: 40, inventory: 2 },
    { option_values: ['7', 'Silver'], price: 40, inventory: 3, sku: 'R-7-S' },
    { option_values: ['7', 'Gold'], price: 95.5, inventory: 1 },
  ],
  personalization: { prompt: 'Initials to engrave', required: true, max_length: 3 },
};

async function listRing(seller: Shopper, overrides: Record<string, unknown> = {}) {
  const res = await seller.agent
    .post('/api/products/new')
    .send(validProduct({ title: 'Stacking ring', ...ring, ...overrides }))
    .expect(201);
  return res.body;
}

describe('a listing with variants', () => {
  it('answers its options, lowest and highest price, total stock and each variant; search finds its values', async () => {
    const seller = await createShopper(test);
    const created = await listRing(seller);
    expect(created).toMatchObject({
      price: 40,
      price_max: 95.5,
      inventory: 6,
      options: ring.options,
      personalization: ring.personalization,
    });
    const detail = (await test.request().get(`/api/products/${created.id}`).expect(200)).body;
    expect(detail.variants).toEqual([
      { id: expect.any(Number), option_values: ['6', 'Silver'], price: 40, inventory: 2, sku: null },
      { id: expect.any(Number), option_values: ['7', 'Silver'], price: 40, inventory: 3, sku: 'R-7-S' },
      { id: expect.any(Number), option_values: ['7', 'Gold'], price: 95.5, inventory: 1, sku: null },
    ]);
    const found = (await test.request().get(`/api/users/${seller.user.id}/products?q=gold`).expect(200)).body;
    expect(found.map((p: { id: number }) => p.id)).toEqual([created.id]);

    // An edit keeps a combination's id, drops the one left out and adds the new one.
    const kept = detail.variants[1].id;
    await seller.agent
      .put(`/api/products/${created.id}/edit`)
      .send(
        validProduct({
          title: 'Stacking ring',
          options: ring.options,
          variants: [
            { option_values: ['7', 'Silver'], price: 42, inventory: 4 },
            { option_values: ['8', 'Gold'], price: 99, inventory: 1 },
          ],
        }),
      )
      .expect(200);
    const edited = (await test.request().get(`/api/products/${created.id}`).expect(200)).body;
    expect(edited).toMatchObject({ price: 42, price_max: 99, inventory: 5 });
    expect(edited.variants.map((v: { id: number; option_values: string[] }) => v.option_values)).toEqual([
      ['7', 'Silver'],
      ['8', 'Gold'],
    ]);
    expect(edited.variants[0].id).toBe(kept);
  });

  it('refuses options and variants that do not agree, keyed by field', async () => {
    const seller = await createShopper(test);
    const wrongValue = await seller.agent
      .post('/api/products/new')
      .send(
        validProduct({
          options: ring.options,
          variants: [{ option_values: ['9', 'Silver'], price: 5, inventory: 1 }],
        }),
      )
      .expect(400);
    expect(wrongValue.body.errors).toEqual({ variants: VARIATION_MESSAGES.variantValues });
    const twice = await seller.agent
      .post('/api/products/new')
      .send(
        validProduct({
          options: ring.options,
          variants: [ring.variants[0], ring.variants[0]],
        }),
      )
      .expect(400);
    expect(twice.body.errors).toEqual({ variants: VARIATION_MESSAGES.variantRepeated });
    const noVariants = await seller.agent
      .post('/api/products/new')
      .send(validProduct({ options: ring.options, variants: [] }))
      .expect(400);
    expect(noVariants.body.errors).toEqual({ variants: VARIATION_MESSAGES.variantsRequired });
    expect(await test.db('products').where({ seller_id: seller.user.id })).toEqual([]);
  });

  it('needs a variant and the required personalization in the cart, keyed by field', async () => {
    const seller = await createShopper(test);
    const product = await listRing(seller);
    const detail = (await test.request().get(`/api/products/${product.id}`).expect(200)).body;
    const buyer = await createShopper(test);

    const noVariant = await buyer.agent.post('/api/cart/add/').send({ product_id: product.id }).expect(400);
    expect(noVariant.body.errors).toEqual({ variant_id: VARIATION_MESSAGES.variantRequired });
    const other = await listRing(seller, { title: 'Other ring' });
    const otherDetail = (await test.request().get(`/api/products/${other.id}`).expect(200)).body;
    const foreign = await buyer.agent
      .post('/api/cart/add/')
      .send({ product_id: product.id, variant_id: otherDetail.variants[0].id, personalization: 'AB' })
      .expect(400);
    expect(foreign.body.errors).toEqual({ variant_id: VARIATION_MESSAGES.variantUnknown });
    const noText = await buyer.agent
      .post('/api/cart/add/')
      .send({ product_id: product.id, variant_id: detail.variants[0].id })
      .expect(400);
    expect(noText.body.errors).toEqual({ personalization: VARIATION_MESSAGES.personalizationRequired });
    const tooLong = await buyer.agent
      .post('/api/cart/add/')
      .send({ product_id: product.id, variant_id: detail.variants[0].id, personalization: 'ABCD' })
      .expect(400);
    expect(tooLong.body.errors).toEqual({ personalization: VARIATION_MESSAGES.personalizationLong(3) });
    expect((await buyer.agent.get('/api/cart').expect(200)).body.cart_items).toEqual([]);

    // Two lines of one variant with different words; the same words again set the quantity.
    const words = '<b>';
    await buyer.agent
      .post('/api/cart/add/')
      .send({ product_id: product.id, variant_id: detail.variants[1].id, personalization: words })
      .expect(201);
    await buyer.agent
      .post('/api/cart/add/')
      .send({ product_id: product.id, variant_id: detail.variants[1].id, personalization: 'JS' })
      .expect(201);
    const again = await buyer.agent
      .post('/api/cart/add/')
      .send({
        product_id: product.id,
        variant_id: detail.variants[1].id,
        personalization: words,
        quantity: 2,
      })
      .expect(200);
    expect(again.body).toMatchObject({
      quantity: 2,
      personalization: words,
      variant: { id: detail.variants[1].id, option_values: ['7', 'Silver'], price: 40 },
    });

    // The variant's three units: 2 + 1 in two lines is all of them; the order keeps values and words.
    const res = await buyer.agent.put(CHECKOUT).send({ expected_total: 120 }).expect(200);
    expect(res.body.order.items).toEqual([
      expect.objectContaining({
        unit_price: 40,
        quantity: 2,
        option_values: ['7', 'Silver'],
        personalization: words,
      }),
      expect.objectContaining({
        unit_price: 40,
        quantity: 1,
        option_values: ['7', 'Silver'],
        personalization: 'JS',
      }),
    ]);
    const after = (await test.request().get(`/api/products/${product.id}`).expect(200)).body;
    expect(after.variants[1].inventory).toBe(0);
    expect(after.inventory).toBe(3);
  });

  it('never oversells a variant: 20 buyers at once for its last 3 units buy exactly 3', async () => {
    const seller = await createShopper(test);
    const product = await listRing(seller, { personalization: null });
    const detail = (await test.request().get(`/api/products/${product.id}`).expect(200)).body;
    const last = detail.variants[1];
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createShopper(test)));
    for (const buyer of buyers) {
      await buyer.agent
        .post('/api/cart/add/')
        .send({ product_id: product.id, variant_id: last.id })
        .expect(201);
    }
    const results = await Promise.all(buyers.map((buyer) => buyer.agent.put(CHECKOUT).send({})));
    expect(results.filter((res) => res.status === 200)).toHaveLength(3);
    expect(results.filter((res) => res.status === 409)).toHaveLength(17);
    const row = await test.db('product_variants').where({ id: last.id }).first();
    expect(row.inventory).toBe(0);
    const sold = await test.db('order_items').where({ variant_id: last.id }).sum('quantity as units').first();
    expect(Number(sold?.units)).toBe(3);
    // Other variants still have stock: the listing stays on sale.
    expect((await test.db('products').where({ id: product.id }).first()).archived_at).toBeNull();
  });

  it('asks for a variant at checkout when the listing gained options after the line was added', async () => {
    const seller = await createShopper(test);
    const plain = (
      await seller.agent
        .post('/api/products/new')
        .send(validProduct({ inventory: 5 }))
        .expect(201)
    ).body;
    const buyer = await createShopper(test);
    await buyer.agent.post('/api/cart/add/').send({ product_id: plain.id }).expect(201);
    await seller.agent
      .put(`/api/products/${plain.id}/edit`)
      .send(
        validProduct({
          options: [{ name: 'Size', values: ['S'] }],
          variants: [{ option_values: ['S'], price: 9, inventory: 2 }],
        }),
      )
      .expect(200);
    const res = await buyer.agent.put(CHECKOUT).send({}).expect(409);
    expect(res.body.errors).toEqual({ [String(plain.id)]: VARIATION_MESSAGES.variantRequired });
    expect((await test.db('products').where({ id: plain.id }).first()).inventory).toBe(2);
  });

  it('archives the listing when every variant is sold out, and a cancel brings it back', async () => {
    const seller = await createShopper(test);
    const product = await listRing(seller, {
      personalization: null,
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ option_values: ['S'], price: 10, inventory: 1 }],
    });
    const detail = (await test.request().get(`/api/products/${product.id}`).expect(200)).body;
    const buyer = await createShopper(test);
    await buyer.agent
      .post('/api/cart/add/')
      .send({ product_id: product.id, variant_id: detail.variants[0].id });
    const res = await buyer.agent.put(CHECKOUT).send({}).expect(200);
    expect(res.body.deleted_products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    await seller.agent
      .put(`/api/shipments/${res.body.order.shipments[0].id}/cancel`)
      .send({ reason: 'Out of silver' })
      .expect(200);
    const back = await test.db('products').where({ id: product.id }).first();
    expect(back).toMatchObject({ inventory: 1, archived_at: null });
  });
});
