import { z } from '../zod';
import { count, id, timestamp } from './fields';

export const reviewAnswerSchema = z.strictObject({
  id,
  product_id: id,
  user_id: id,
  /** The author's username, as the spec's Review names it; "former member" once their account is closed. */
  user: z.string(),
  review: z.string(),
  stars: z.number().int().min(1).max(5),
  recommendation: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  /** The author bought the product: an order of theirs has a line of it. */
  verified_purchase: z.boolean(),
  /** The seller's answer under the review, or null. */
  reply: z.strictObject({ reply: z.string(), created_at: timestamp }).nullable(),
});
export type Review = z.infer<typeof reviewAnswerSchema>;

/** A product's review counters; zeros when it has none. */
export const reviewStatsAnswerSchema = z.strictObject({
  product_id: id,
  stars_total: count,
  review_count: count,
});
export type ReviewStats = z.infer<typeof reviewStatsAnswerSchema>;
