import {
  DEFAULT_PROCESSING_DAYS,
  salePrice,
  sellerRating,
  shipsBy,
  type Product,
  type ProductOption,
} from '@handmade/common';
import { isoTimestamp } from '../../db/timestamps';
import { whyNotSelling } from '../shipping';
import { runningSale, type SaleColumns } from './products.sale';

export type { Product, Seller } from '@handmade/common';

/** A product row joined with its seller and preview image, as `selectProducts` reads it. */
export interface ProductRow extends SaleColumns {
  id: number;
  title: string;
  description: string;
  inventory: number;
  price: number;
  price_max: number | null;
  options: ProductOption[];
  personalization_prompt: string | null;
  personalization_required: boolean;
  personalization_max_length: number | null;
  category_id: number;
  seller_id: number;
  shipping_profile_id: number | null;
  archived_at: Date | null;
  private_buyer_id: number | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
  /** A custom order's own making time, over its shipping profile's. */
  processing_days: number | null;
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
  /** The listing's shipping profile; all null when it ships free. */
  shipping_first_item: number | null;
  shipping_additional_item: number | null;
  shipping_free_over: number | null;
  shipping_days_min: number | null;
  shipping_days_max: number | null;
  seller_open_units: number;
  seller_weekly_capacity: number | null;
  seller_pause_when_weeks_over: number | null;
  seller_vacation_on: boolean;
  seller_vacation_message: string | null;
}

function shippingOf(row: ProductRow): Product['shipping'] {
  if (row.shipping_first_item === null) return null;
  return {
    first_item: row.shipping_first_item,
    additional_item: row.shipping_additional_item!,
    free_over: row.shipping_free_over,
    processing_days_min: row.shipping_days_min!,
    processing_days_max: row.shipping_days_max!,
  };
}

/** Why the product cannot be bought now (its shop's vacation or queue), or null. */
export function unavailableReason(row: ProductRow): string | null {
  if (row.hidden_reason !== null) return `Hidden by Handmade Market: ${row.hidden_reason}`;
  return whyNotSelling({
    open_units: row.seller_open_units,
    weekly_capacity: row.seller_weekly_capacity,
    pause_when_weeks_over: row.seller_pause_when_weeks_over,
    vacation_on: row.seller_vacation_on,
    vacation_message: row.seller_vacation_message,
  });
}

/** What a shopper is told of a listing an admin hid from their cart or favorites: gone, never why. */
export const NOT_LISTED = 'This listing is no longer available.';

/** A product as a shopper's own lists (cart, favorites) show it: a hidden one unavailable, its reason kept back. */
export function toShoppersProduct(row: ProductRow): Product {
  const product = toProduct(row);
  return product.hidden_reason === null
    ? product
    : { ...product, hidden_reason: null, unavailable_reason: NOT_LISTED };
}

export function toProduct(row: ProductRow): Product {
  const reason = unavailableReason(row);
  const sale = runningSale(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    inventory: row.inventory,
    price: row.price,
    price_max: row.price_max,
    sale_price: sale === null ? null : salePrice(row.price, sale.percent_off),
    sale,
    options: row.options,
    personalization:
      row.personalization_prompt === null
        ? null
        : {
            prompt: row.personalization_prompt,
            required: row.personalization_required,
            max_length: row.personalization_max_length!,
          },
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
    shipping_profile_id: row.shipping_profile_id,
    shipping: shippingOf(row),
    ships_by: shipsBy(
      new Date(),
      row.processing_days ?? row.shipping_days_max ?? DEFAULT_PROCESSING_DAYS.max,
      row.seller_open_units,
      row.seller_weekly_capacity,
    ),
    available: reason === null,
    unavailable_reason: reason,
    hidden_reason: row.hidden_reason,
    private_buyer_id: row.private_buyer_id,
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
