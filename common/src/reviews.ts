import { z } from './zod';
import { MESSAGES } from './messages';
import { REPLY_MAX_LENGTH } from './reviewRules';

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

/** The seller's one reply under a review of their product. */
export const replySchema = z.object({
  reply: z
    .string({ error: MESSAGES.replyRequired })
    .trim()
    .min(1, { error: MESSAGES.replyRequired })
    .max(REPLY_MAX_LENGTH, { error: MESSAGES.replyLong }),
});
export type ReplyInput = z.infer<typeof replySchema>;
