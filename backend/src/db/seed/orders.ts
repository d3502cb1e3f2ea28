import type { Knex } from 'knex';
import { BUYERS, DEMO } from './catalogue';
import { createRandom } from './random';

// A seed of its own, so placing orders leaves the catalogue and the demo's cart exactly as they were.
const ORDERS_SEED = 20261123;
const DAY = 86_400_000;
const PERIOD_DAYS = 90;
const ORDER_COUNT = 160;
/** The demo account places about one order in eight, so whoever signs in with it has an order history. */
const DEMO_SHARE = 0.12;

export interface SeedListing {
  id: number;
  seller: string;
  title: string;
  price: number;
}

/**
 * Past orders spread over the last 90 days, so every shop's Shop manager, the demo's above all, has sales
 * to chart. Buyers are the seeded shoppers and the demo account; nobody buys their own goods; about a third
 * of the orders hold one of the demo's listings. Stock is left alone: these are sales already shipped, and
 * what was delivered is what the seeded reviews are about (reviews.ts).
 */
export async function seedOrders(
  trx: Knex.Transaction,
  listings: SeedListing[],
  userIds: Map<string, number>,
  now: number,
): Promise<void> {
  const random = createRandom(ORDERS_SEED);
  const shoppers = BUYERS.map((user) => user.username);
  const demoListings = listings.filter((listing) => listing.seller === DEMO.username);
  // Oldest first, so order ids and dates agree as they do for real checkouts.
  const times = Array.from({ length: ORDER_COUNT }, () => now - random.next() * PERIOD_DAYS * DAY).sort(
    (a, b) => a - b,
  );
  const orders = times.map((time, index) => {
    const buyer = random.chance(DEMO_SHARE) ? DEMO.username : random.pick(shoppers);
    const others = listings.filter((listing) => listing.seller !== buyer);
    const lines = random.shuffle(others).slice(0, random.pick([1, 1, 1, 2, 2, 3]));
    const demoPick = random.pick(demoListings.length > 0 ? demoListings : others);
    if (buyer !== DEMO.username && random.chance(0.35) && !lines.includes(demoPick)) lines[0] = demoPick;
    const items = lines.map((listing) => ({ listing, quantity: random.pick([1, 1, 1, 2, 3]) }));
    const cents = items.reduce((sum, item) => sum + Math.round(item.listing.price * 100) * item.quantity, 0);
    const orderNumber = `${Math.floor(time)}${String(index % 1000).padStart(3, '0')}`;
    return { buyer, items, at: new Date(time), total: (cents / 100).toFixed(2), orderNumber };
  });

  const rows: { id: number }[] = await trx('orders')
    .insert(
      orders.map((order) => ({
        order_number: order.orderNumber,
        user_id: userIds.get(order.buyer),
        total: order.total,
        created_at: order.at,
      })),
    )
    .returning('id');
  await trx('order_items').insert(
    orders.flatMap((order, index) =>
      order.items.map(({ listing, quantity }) => ({
        order_id: rows[index]!.id,
        product_id: listing.id,
        seller_id: userIds.get(listing.seller),
        title: listing.title,
        unit_price: listing.price.toFixed(2),
        quantity,
      })),
    ),
  );
}
