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

export interface Review {
  id: number;
  product_id: number;
  user_id: number;
  /** The author's username, as the spec's Review names it. */
  user: string;
  review: string;
  stars: number;
  recommendation: boolean;
  created_at: string;
  updated_at: string;
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
