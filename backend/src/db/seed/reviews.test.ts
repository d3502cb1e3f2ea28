import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { createRandom } from './random';
import { draftReviews, type Delivery, type ReviewedListing } from './reviews';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-01T12:00:00Z');

// Every listing, each received by each of 30 shoppers (ids 1 to 30) and by its own seller (id 100).
const listings = new Map<number, ReviewedListing>(
  CATALOGUE.map((product, i) => [i + 1, { id: i + 1, ...product }]),
);
const userIds = new Map([...new Set(CATALOGUE.map((product) => product.seller))].map((name) => [name, 100]));
const received: Delivery[] = [...listings.keys()].flatMap((productId) =>
  [...Array.from({ length: 30 }, (_, i) => i + 1), 100].map((userId) => ({
    user_id: userId,
    product_id: productId,
    delivered_at: new Date(NOW - 40 * DAY + productId * 3_600_000 + userId * 60_000),
  })),
);

describe('draftReviews', () => {
  const drafts = draftReviews(createRandom(7), received, listings, userIds, NOW);

  it('drafts the same reviews from the same seed', () => {
    expect(draftReviews(createRandom(7), received, listings, userIds, NOW)).toEqual(drafts);
  });

  it('leaves a buyer without a review rather than repeat a text, however many buyers there are', () => {
    expect(drafts.length).toBeGreaterThan(100);
    expect(drafts.length).toBeLessThan(received.length);
    const texts = drafts.map((draft) => draft.review);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('never has a seller review their own goods, and dates each review after its delivery, before now', () => {
    const delivered = new Map(
      received.map((d) => [`${d.user_id}:${d.product_id}`, d.delivered_at.getTime()]),
    );
    for (const draft of drafts) {
      expect(draft.user_id).not.toBe(100);
      expect(draft.created_at.getTime()).toBeGreaterThan(
        delivered.get(`${draft.user_id}:${draft.product_id}`)!,
      );
      expect(draft.created_at.getTime()).toBeLessThan(NOW);
      expect(draft.recommendation && draft.stars < 3).toBe(false);
    }
  });
});
