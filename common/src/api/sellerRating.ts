import { z } from '../zod';

export const NO_REVIEWS = 'No Reviews';

/** A number with one decimal, or "No Reviews" when the seller has none. */
export const sellerRatingSchema = z.union([z.number(), z.literal(NO_REVIEWS)]);
export type SellerRating = z.infer<typeof sellerRatingSchema>;

/** Stars total over review count, one decimal; "No Reviews" when there are none. */
export function sellerRating(starsTotal: number, reviewCount: number): SellerRating {
  if (reviewCount <= 0) return NO_REVIEWS;
  return Math.round((starsTotal / reviewCount) * 10) / 10;
}
