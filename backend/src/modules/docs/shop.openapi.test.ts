import {
  orderDetailAnswerSchema,
  shopAnswerSchema,
  shopOrderLineAnswerSchema,
  shopStatsAnswerSchema,
} from '@handmade/common';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createShopper, insertCartLine, insertProduct } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { buildOpenApiDocument } from './openapi.document';
import * as shapes from './openapi.schemas';

const test = createTestApp();
const doc = buildOpenApiDocument();

/** The answer's status is one the document lists for that route, and its body has the documented shape. */
function expectDocumented(res: supertest.Response, route: string, shape?: z.ZodType) {
  const [method = '', path = ''] = route.split(' ');
  const responses = (doc.paths[path]?.[method.toLowerCase()] as { responses: object } | undefined)?.responses;
  expect(Object.keys(responses ?? {}), `${route} answered ${res.status}`).toContain(String(res.status));
  if (shape) expect(shape.safeParse(res.body).error?.issues, route).toBeUndefined();
}

function additionalProperties(node: unknown): unknown[] {
  if (Array.isArray(node)) return node.flatMap(additionalProperties);
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = 'properties' in record ? [record.additionalProperties] : [];
  return [...own, ...Object.values(record).flatMap(additionalProperties)];
}

describe('the shop and order answers', () => {
  it.each(
    Object.entries({
      shopAnswerSchema,
      shopOrderLineAnswerSchema,
      shopStatsAnswerSchema,
      orderDetailAnswerSchema,
    }),
  )('%s refuses unknown fields at every level', (_name, schema) => {
    const flags = additionalProperties(z.toJSONSchema(schema));
    expect(flags.length).toBeGreaterThan(0);
    expect(new Set(flags)).toEqual(new Set([false]));
  });

  it('are what the reference documents, for a seller and a buyer', async () => {
    const seller = await createShopper(test);
    const product = await insertProduct(test, seller.user.id, { inventory: 4 });
    const buyer = await createShopper(test);
    await insertCartLine(test, buyer.user.cart_id, product.id, 2);
    const { order } = (await buyer.agent.put('/api/products/successful-transaction').expect(200)).body;

    expectDocumented(
      await buyer.agent.get(`/api/orders/${order.id}`),
      'GET /api/orders/{id}',
      shapes.OrderDetailSchema,
    );
    expectDocumented(
      await seller.agent.get(`/api/orders/${order.id}`),
      'GET /api/orders/{id}',
      shapes.ErrorSchema,
    );
    expectDocumented(
      await test.request().get(`/api/users/${seller.user.id}`),
      'GET /api/users/{id}',
      shapes.ShopSchema,
    );
    expectDocumented(
      await test.request().get('/api/users/2147483647'),
      'GET /api/users/{id}',
      shapes.ErrorSchema,
    );
    expectDocumented(
      await seller.agent.put('/api/shop/profile').send({ bio: 'Made slowly.', location: 'Lyon' }),
      'PUT /api/shop/profile',
      shapes.ShopSchema,
    );
    expectDocumented(
      await seller.agent.put('/api/shop/profile').send({ bio: 7 }),
      'PUT /api/shop/profile',
      shapes.ErrorSchema,
    );
    expectDocumented(
      await seller.agent.get('/api/shop/orders?limit=1'),
      'GET /api/shop/orders',
      z.array(shapes.ShopOrderLineSchema).length(1),
    );
    expectDocumented(
      await test.request().get('/api/shop/orders'),
      'GET /api/shop/orders',
      shapes.ErrorSchema,
    );
    expectDocumented(
      await seller.agent.get('/api/shop/stats?days=90'),
      'GET /api/shop/stats',
      shapes.ShopStatsSchema,
    );
    expectDocumented(
      await seller.agent.get('/api/shop/stats?days=2'),
      'GET /api/shop/stats',
      shapes.ErrorSchema,
    );
    const csv = await seller.agent.get('/api/shop/orders.csv');
    expectDocumented(csv, 'GET /api/shop/orders.csv');
    const csvDoc = doc.paths['/api/shop/orders.csv']?.get as
      { responses: Record<string, { content?: Record<string, unknown> }> } | undefined;
    expect(Object.keys(csvDoc?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });
});
