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

/** A product as the random pick shows it: its seller's rating rounded to a whole number of stars. */
export function toRandomProduct(row: ProductRow): Product {
  const product = toProduct(row);
  if (row.seller_review_count === 0) return product;
  const rating = Math.round(row.seller_stars_total / row.seller_review_count);
  return { ...product, seller: { ...product.seller, seller_rating: rating } };
}
