import type { Review } from '@handmade/common';

export type { Review } from '@handmade/common';

export interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number;
  username: string;
  review: string;
  stars: number;
  recommendation: boolean;
  created_at: Date;
  updated_at: Date;
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    user_id: row.user_id,
    user: row.username,
    review: row.review,
    stars: row.stars,
    recommendation: row.recommendation,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
