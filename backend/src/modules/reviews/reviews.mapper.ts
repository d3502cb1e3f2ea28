import { FORMER_MEMBER, type Review } from '@handmade/common';

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
  /** The author's account was closed: the review stays, its author is no longer named. */
  author_closed: boolean;
  verified_purchase: boolean;
  reply: string | null;
  reply_created_at: Date | null;
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    user_id: row.user_id,
    user: row.author_closed ? FORMER_MEMBER : row.username,
    review: row.review,
    stars: row.stars,
    recommendation: row.recommendation,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    verified_purchase: row.verified_purchase,
    reply:
      row.reply !== null && row.reply_created_at
        ? { reply: row.reply, created_at: row.reply_created_at.toISOString() }
        : null,
  };
}
