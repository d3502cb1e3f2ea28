import type supertest from 'supertest';
import { expect } from 'vitest';
import { DEFAULT_PROCESSING_DAYS, shipsBy } from '@handmade/common';

export function validProduct(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Hand-thrown mug',
    description: 'A stoneware mug thrown on the wheel and glazed by hand.',
    inventory: 3,
    price: 24.5,
    category_id: 1,
    ...overrides,
  };
}

/** Creates a product as the agent's user and returns the answer's body. */
export async function createProduct(agent: supertest.Agent, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/products/new').send(validProduct(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: number; seller_id: number; title: string; price: number };
}

/** The path and query of a `Link: <...>; rel="next"` header, or undefined on the last page. */
export function nextLink(res: supertest.Response): string | undefined {
  const link = res.headers.link as string | undefined;
  return link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
}

/** A fresh product of a signed-up test user, as every product answer carries it. */
export const productShape = {
  id: expect.any(Number),
  title: expect.any(String),
  description: expect.any(String),
  inventory: expect.any(Number),
  price: expect.any(Number),
  price_max: null,
  sale_price: null,
  sale: null,
  options: [],
  personalization: null,
  category_id: expect.any(Number),
  seller_id: expect.any(Number),
  preview_image: null,
  preview_image_medium: null,
  preview_image_small: null,
  stars_total: 0,
  review_count: 0,
  seller: {
    id: expect.any(Number),
    username: expect.any(String),
    first_name: 'Test',
    last_name: 'User',
    seller_rating: 'No Reviews',
    review_count: 0,
  },
  // No shipping profile: it ships free, made within the default processing time, from a shop with no queue.
  shipping_profile_id: null,
  shipping: null,
  ships_by: shipsBy(new Date(), DEFAULT_PROCESSING_DAYS.max, 0, null),
  available: true,
  unavailable_reason: null,
  hidden_reason: null,
  private_buyer_id: null,
  created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};
