import { z } from '../zod';
import { count } from './fields';

/** The answer of following or unfollowing a shop: where the signed-in user stands, and the shop's count. */
export const followAnswerSchema = z.strictObject({
  following: z.boolean(),
  followers: count,
});
export type FollowState = z.infer<typeof followAnswerSchema>;

/** The most new listings the feed counts: the header shows "99+" past it. */
export const FEED_UNSEEN_CAP = 100;

/** How many listings reached the signed-in user's feed since they last opened it, up to `FEED_UNSEEN_CAP`. */
export const feedUnseenAnswerSchema = z.strictObject({ unseen: count });
export type FeedUnseen = z.infer<typeof feedUnseenAnswerSchema>;
