import { z } from 'zod';
import { MESSAGES } from './messages';

export const reviewSchema = z.object({
  review: z
    .string({ error: MESSAGES.reviewShort })
    .trim()
    .min(10, { error: MESSAGES.reviewShort })
    .max(2000, { error: MESSAGES.reviewLong }),
  stars: z
    .number({ error: MESSAGES.starsRequired })
    .int({ error: MESSAGES.starsRequired })
    .min(1, { error: MESSAGES.starsRequired })
    .max(5, { error: MESSAGES.starsRequired }),
  recommendation: z.boolean({ error: 'Recommendation must be true or false.' }).default(false),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** The recommendation is only offered from three stars up. */
export const RECOMMENDATION_MIN_STARS = 3;

/** The most a seller's reply under a review may hold. */
export const REPLY_MAX_LENGTH = 1000;

/** The seller's one reply under a review of their product. */
export const replySchema = z.object({
  reply: z
    .string({ error: MESSAGES.replyRequired })
    .trim()
    .min(1, { error: MESSAGES.replyRequired })
    .max(REPLY_MAX_LENGTH, { error: MESSAGES.replyLong }),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** Shown as the author of a review whose account was closed. */
export const FORMER_MEMBER = 'former member';
