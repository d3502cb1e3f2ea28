import { sellerRating, type Product } from '@handmade/common';
import { isoTimestamp } from '../../db/timestamps';

export type { Product, Seller } from '@handmade/common';

/** A product row joined with its seller and preview image, as `selectProducts` reads it. */
export interface ProductRow {
  id: number;
  title: string;
  description: string;
  inventory: number;
  price: number;
  category_id: number;
  seller_id: number;
  archived_at: Date | null;
  /** PostgreSQL's text of the time, in UTC. */
  created_at: string;
  updated_at: string;
  stars_total: number;
  review_count: number;
  preview_image: string | null;
  preview_image_medium: string | null;
  preview_image_small: string | null;
  seller_username: string;
  seller_first_name: string;
  seller_last_name: string;
  seller_stars_total: number;
  seller_review_count: number;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    inventory: row.inventory,
    price: row.price,
    category_id: row.category_id,
    seller_id: row.seller_id,
    preview_image: row.preview_image,
    preview_image_medium: row.preview_image_medium,
    preview_image_small: row.preview_image_small,
    stars_total: row.stars_total,
    review_count: row.review_count,
    seller: {
      id: row.seller_id,
      username: row.seller_username,
      first_name: row.seller_first_name,
      last_name: row.seller_last_name,
      seller_rating: sellerRating(row.seller_stars_total, row.seller_review_count),
      review_count: row.seller_review_count,
    },
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}

/** A random pick as `findRandom` reads it: the product's card, and its seller's rating as a total and a count. */
export interface RandomCardRow {
  card: string;
  seller_stars_total: number;
  seller_review_count: number;
}

const SELLER_RATING_KEY = ',"seller_rating":';

/**
 * The random product's answer body: the product's card with the seller's rating rounded to a whole number of
 * stars (the landing page's pick). The card's seller comes last but for the times, and a key in a JSON text
 * is the only place its quote stands unescaped, so the last `,"seller_rating":` is the seller's.
 */
export function toRandomProductJson(row: RandomCardRow): Buffer {
  if (row.seller_review_count === 0) return Buffer.from(row.card);
  const at = row.card.lastIndexOf(SELLER_RATING_KEY) + SELLER_RATING_KEY.length;
  const rating = Math.round(row.seller_stars_total / row.seller_review_count);
  return Buffer.from(row.card.slice(0, at) + rating + row.card.slice(row.card.indexOf(',', at)));
}
