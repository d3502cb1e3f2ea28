import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { createPriceStatistics, priceRangeShare, type PriceStatistics } from './products.priceStatistics';

const test = createTestApp();

describe('price statistics', () => {
  const even: PriceStatistics = { rows: 1000, nullFraction: 0, common: [], bounds: [0, 10, 20, 40] };

  it('estimates a range from the histogram, each bucket an equal share, even within', () => {
    expect(priceRangeShare(even)).toBe(1);
    expect(priceRangeShare(even, undefined, 10)).toBeCloseTo(1 / 3);
    expect(priceRangeShare(even, 5, 15)).toBeCloseTo(1 / 3);
    expect(priceRangeShare(even, 30)).toBeCloseTo(1 / 6);
    expect(priceRangeShare(even, 50)).toBe(0);
    expect(priceRangeShare(even, undefined, -1)).toBe(0);
  });

  it('counts the common prices in the range, and the histogram for the rest', () => {
    const statistics: PriceStatistics = {
      ...even,
      nullFraction: 0.1,
      common: [
        { price: 25, share: 0.3 },
        { price: 5, share: 0.2 },
      ],
    };
    // 0.4 of the rows are in the histogram: a third of those are up to 10, and 5 is common.
    expect(priceRangeShare(statistics, undefined, 10)).toBeCloseTo(0.2 + 0.4 / 3);
    expect(priceRangeShare(statistics, 25, 25)).toBeCloseTo(0.3);
    expect(priceRangeShare({ ...statistics, bounds: [] }, 20, 30)).toBeCloseTo(0.3);
  });

  it("reads PostgreSQL's own statistics of the catalogue's prices, close to the count", async () => {
    const { user } = await signUp(test);
    await test.db('products').insert(
      Array.from({ length: 40 }, (_, index) => ({
        title: `Priced jug ${index}`,
        description: 'A jug.',
        price: index + 1,
        category_id: 1,
        seller_id: user.id,
        inventory: 1,
      })),
    );
    await test.db.raw('ANALYZE products');
    const statistics = await createPriceStatistics(test.db).current();
    expect(statistics).toBeDefined();
    const { rows } = await test.db.raw(`SELECT count(*)::int AS listed,
      count(*) FILTER (WHERE price <= 20)::int AS cheap FROM products`);
    const { listed, cheap } = rows[0] as { listed: number; cheap: number };
    expect(statistics!.rows).toBeGreaterThan(listed / 2);
    expect(priceRangeShare(statistics!, undefined, 20)).toBeCloseTo(cheap / listed, 1);
  });
});
