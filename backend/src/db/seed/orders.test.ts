import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/testApp';
import { BUYERS, DEMO, SELLERS } from './catalogue';
import { seedOrders, type SeedListing } from './orders';

const test = createTestApp();
const DAY = 86_400_000;
const NOW = Date.parse('2026-03-01T12:00:00Z');

class Rollback extends Error {}

/** Seeds the people, a few listings and the orders in a transaction that is rolled back, and reads them. */
async function seededOrders() {
  let result: Awaited<ReturnType<typeof read>> | undefined;
  async function read(trx: Knex.Transaction, userIds: Map<string, number>) {
    const names = new Map([...userIds].map(([name, id]) => [id, name]));
    const lines = await trx('order_items as oi')
      .join('orders as o', 'o.id', 'oi.order_id')
      .join('products as p', 'p.id', 'oi.product_id')
      .select(
        'o.user_id',
        'o.created_at',
        'o.order_number',
        'o.total',
        'oi.seller_id',
        'p.seller_id as owner',
      )
      .select('oi.title', 'oi.unit_price', 'oi.quantity')
      // Only this transaction's buyers: other test files' orders share the database.
      .whereIn('o.user_id', [...userIds.values()])
      .orderBy('oi.id');
    return lines.map((line) => ({
      ...line,
      buyer: names.get(line.user_id),
      seller: names.get(line.seller_id),
    }));
  }
  await test.db
    .transaction(async (trx) => {
      const people = [DEMO, ...SELLERS.slice(0, 2), ...BUYERS];
      const rows: { id: number; username: string }[] = await trx('users')
        .insert(
          people.map((person) => ({
            username: person.username,
            email: person.email,
            first_name: person.first_name,
            last_name: person.last_name,
            password_hash: 'x',
          })),
        )
        .returning(['id', 'username']);
      const userIds = new Map(rows.map((row) => [row.username, row.id]));
      const shops = [DEMO.username, SELLERS[0]!.username, SELLERS[1]!.username];
      const listings: SeedListing[] = [];
      for (const [i, seller] of [...shops, ...shops, ...shops].entries()) {
        const title = `Seeded ${seller} piece ${i}`;
        const price = 10 + i * 2.5;
        const [row] = await trx('products')
          .insert({
            seller_id: userIds.get(seller),
            title,
            description: 'A seeded piece.',
            inventory: 5,
            price,
            category_id: 1,
          })
          .returning('id');
        listings.push({ id: row.id, seller, title, price });
      }
      await seedOrders(trx, listings, userIds, NOW);
      result = await read(trx, userIds);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result!;
}

describe('seedOrders', () => {
  it('places the same orders every time, over the last 90 days, never of the buyer’s own goods', async () => {
    const lines = await seededOrders();
    const orders = new Set(lines.map((line) => line.order_number));
    expect(orders.size).toBeGreaterThanOrEqual(100);
    for (const line of lines) {
      expect(line.seller_id).toBe(line.owner);
      expect(line.buyer).not.toBe(line.seller);
      expect(NOW - line.created_at.getTime()).toBeLessThanOrEqual(90 * DAY);
      expect(line.created_at.getTime()).toBeLessThanOrEqual(NOW);
    }
    // The demo shop sells steadily: in each of the last three months.
    const demoSales = lines.filter((line) => line.seller === DEMO.username);
    for (const month of [0, 1, 2]) {
      const ago = (line: { created_at: Date }) => Math.floor((NOW - line.created_at.getTime()) / (30 * DAY));
      expect(demoSales.filter((line) => ago(line) === month).length).toBeGreaterThan(3);
    }
    // An order's total is the sum of its lines.
    const byOrder = new Map<string, { total: number; cents: number }>();
    for (const line of lines) {
      const order = byOrder.get(line.order_number) ?? { total: line.total, cents: 0 };
      order.cents += Math.round(line.unit_price * 100) * line.quantity;
      byOrder.set(line.order_number, order);
    }
    for (const order of byOrder.values()) expect(order.cents / 100).toBe(order.total);

    const again = await seededOrders();
    const comparable = (list: typeof lines) =>
      list.map(({ buyer, seller, title, quantity, created_at }) => [
        buyer,
        seller,
        title,
        quantity,
        created_at.getTime(),
      ]);
    expect(comparable(again)).toEqual(comparable(lines));
  });
});
