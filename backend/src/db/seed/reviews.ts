import type { Knex } from 'knex';
import type { ArtName } from './art';
import { DEMO, UNREVIEWED_SELLERS, type Stars } from './catalogue';
import { createRandom, type Random } from './random';
import { createReviewWriter } from './reviewWriter';

// A seed of its own, so the reviews depend only on the orders that reached their buyers.
const REVIEWS_SEED = 20261130;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Not every buyer reviews what they bought; most do. */
const REVIEW_CHANCE = 0.7;
/** The demo account leaves most of what it received unreviewed, for whoever signs in with it to review. */
const DEMO_REVIEW_CHANCE = 0.25;

// How well each shop's buyers tend to rate it, so the shops' ratings differ.
const SHOP_MEAN: Record<string, number> = {
  claywren: 4.8,
  silverfinch: 4.5,
  loomandfern: 4.0,
  saddlestitch: 4.9,
  wickandember: 4.1,
  purlandpine: 4.4,
  threadbarestudio: 3.6,
  demo: 4.3,
};

function drawStars(random: Random, mean: number): Stars {
  if (random.chance(0.05)) return random.int(1, 2) as Stars;
  const stars = Math.round(mean + (random.next() - 0.5) * 1.8);
  return Math.min(5, Math.max(1, stars)) as Stars;
}

export interface ReviewedListing {
  id: number;
  seller: string;
  art: ArtName;
  title: string;
}

/** A buyer's first delivery of a product. */
export interface Delivery {
  user_id: number;
  product_id: number;
  delivered_at: Date;
}

export interface ReviewRow {
  product_id: number;
  user_id: number;
  review: string;
  stars: Stars;
  recommendation: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Each product a buyer received, once, at its first delivery; oldest first. */
async function deliveries(trx: Knex.Transaction): Promise<Delivery[]> {
  return trx('order_items as oi')
    .join('orders as o', 'o.id', 'oi.order_id')
    .join('shipment_events as e', 'e.shipment_id', 'oi.shipment_id')
    .where('e.status', 'delivered')
    .groupBy('o.user_id', 'oi.product_id')
    .select('o.user_id', 'oi.product_id')
    .min('e.at as delivered_at')
    .orderByRaw('min(e.at), oi.product_id, o.user_id');
}

/**
 * The reviews buyers write about what reached them: some of the deliveries, a few hours to twelve days
 * later, never about the buyer's own goods nor a shop that is still without reviews. Oldest first, so ids
 * and dates agree.
 */
export function draftReviews(
  random: Random,
  received: Delivery[],
  listings: Map<number, ReviewedListing>,
  userIds: Map<string, number>,
  now: number,
  write = createReviewWriter(random),
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const delivery of received) {
    const listing = listings.get(delivery.product_id);
    if (!listing || UNREVIEWED_SELLERS.includes(listing.seller)) continue;
    if (userIds.get(listing.seller) === delivery.user_id) continue;
    const chance = delivery.user_id === userIds.get(DEMO.username) ? DEMO_REVIEW_CHANCE : REVIEW_CHANCE;
    if (!random.chance(chance)) continue;
    const stars = drawStars(random, SHOP_MEAN[listing.seller] ?? 4.2);
    const review = write(listing, stars);
    if (!review) continue;
    const delivered = delivery.delivered_at.getTime();
    const wait = random.next() * Math.max(0, Math.min(12 * DAY, now - delivered - 7 * HOUR));
    const at = new Date(delivered + 6 * HOUR + wait);
    rows.push({
      product_id: delivery.product_id,
      user_id: delivery.user_id,
      review,
      stars,
      recommendation: stars >= 3 && random.chance(0.75),
      created_at: at,
      updated_at: at,
    });
  }
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}

/** Reviews of the seeded orders' delivered goods; run after the orders and their shipments. */
export async function seedReviews(
  trx: Knex.Transaction,
  listings: ReviewedListing[],
  userIds: Map<string, number>,
  now: number,
): Promise<void> {
  const rows = draftReviews(
    createRandom(REVIEWS_SEED),
    await deliveries(trx),
    new Map(listings.map((listing) => [listing.id, listing])),
    userIds,
    now,
  );
  if (rows.length > 0) await trx('reviews').insert(rows);
}
