import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countQueries, createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { createDb } from '../../db/knex';
import { createCartAdds } from './cart.adds';

const test = createTestApp();
const add = createCartAdds(test.db);

async function products(count: number) {
  const seller = await createShopper(test);
  return Promise.all(Array.from({ length: count }, () => insertProduct(test, seller.user.id)));
}

const sessionOf = (shopper: Shopper) => ({
  userId: shopper.user.id,
  version: 0,
  jti: randomUUID(),
  expiresAt: new Date(Date.now() + 60_000),
});

/** Waits until a statement of the app's waits on a lock that another transaction holds. */
async function untilAnAddWaitsOnALock(): Promise<void> {
  for (;;) {
    const { rows } = await test.db.raw<{ rows: unknown[] }>(
      `SELECT pid FROM pg_stat_activity
       WHERE wait_event_type = 'Lock' AND query LIKE '%json_to_recordset%'`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('cart adds that come together', () => {
  it("writes several buyers' adds in one statement, each with the outcome it has alone", async () => {
    const [first, second, soldOut] = await products(3);
    await test.db('products').where({ id: soldOut!.id }).update({ inventory: 0 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createShopper(test)));
    const revoked = sessionOf(await createShopper(test));
    await test.db('revoked_sessions').insert({ jti: revoked.jti, expires_at: revoked.expiresAt });

    let outcomes: Awaited<ReturnType<typeof add>>[] = [];
    const statements = await countQueries(test, async () => {
      outcomes = await Promise.all([
        ...buyers.map((buyer, i) => add(sessionOf(buyer), (i % 2 ? first : second)!.id, { quantity: i + 1 })),
        add(sessionOf(buyers[0]!), soldOut!.id, { quantity: 1 }),
        add(sessionOf(buyers[1]!), 2_147_483_647, { quantity: 1 }),
        add(revoked, first!.id, { quantity: 1 }),
      ]);
    });

    expect(statements).toBe(1);
    buyers.forEach((buyer, i) => {
      expect(outcomes[i]).toMatchObject({
        buyer: { id: buyer.user.id, cart_id: buyer.user.cart_id },
        product: { id: (i % 2 ? first : second)!.id },
        line: { quantity: i + 1, gift: false, created: true },
      });
    });
    const [soldOutAdd, unknownAdd, revokedAdd] = outcomes.slice(buyers.length);
    expect(soldOutAdd).toMatchObject({ product: { id: soldOut!.id, inventory: 0 } });
    expect(soldOutAdd).not.toHaveProperty('line');
    expect(unknownAdd).toEqual({});
    expect(revokedAdd).toBeUndefined();
    const lines = await test
      .db('cart_items')
      .whereIn(
        'cart_id',
        buyers.map((buyer) => buyer.user.cart_id),
      )
      .orderBy('quantity');
    expect(lines.map((line) => line.quantity)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("never puts a buyer's two adds of one product in a statement: the later sees the line the first wrote", async () => {
    const [product] = await products(1);
    const buyer = await createShopper(test);
    let outcomes: Awaited<ReturnType<typeof add>>[] = [];
    const statements = await countQueries(test, async () => {
      outcomes = await Promise.all([
        add(sessionOf(buyer), product!.id, { quantity: 2 }),
        add(sessionOf(buyer), product!.id, { quantity: 5 }),
      ]);
    });
    expect(statements).toBe(2);
    const [first, second] = outcomes as { line: { id: number; quantity: number; created: boolean } }[];
    expect(first!.line).toMatchObject({ quantity: 2, created: true });
    expect(second!.line).toEqual({ id: first!.line.id, quantity: 5, gift: false, created: false });
  });

  it('runs a statement again one add at a time when a product in it is deleted before its line is written', async () => {
    const [doomed, kept] = await products(2);
    const [buyer, other] = await Promise.all([createShopper(test), createShopper(test)]);
    const seller = createDb(test.config.databaseUrl!, 1);
    try {
      const deleting = await seller.transaction();
      await deleting('products').where({ id: doomed!.id }).delete();
      const adding = Promise.all([
        add(sessionOf(buyer), doomed!.id, { quantity: 1 }),
        add(sessionOf(other), kept!.id, { quantity: 1 }),
      ]);
      // The statement has read the product; its line waits for the deletion to end, then finds it gone.
      await untilAnAddWaitsOnALock();
      await deleting.commit();
      const [gone, added] = await adding;
      expect(gone).toEqual({});
      expect(added).toMatchObject({ product: { id: kept!.id }, line: { created: true } });
    } finally {
      await seller.destroy();
    }
    expect(await test.db('cart_items').where({ cart_id: other.user.cart_id })).toHaveLength(1);
    expect(await test.db('cart_items').where({ cart_id: buyer.user.cart_id })).toHaveLength(0);
  });
});
