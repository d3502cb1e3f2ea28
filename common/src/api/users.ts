import { z } from '../zod';
import { count, id, url } from './fields';
import { sellerRatingSchema } from './sellerRating';

/** The signed-in user. Never a password hash. */
export const userAnswerSchema = z.strictObject({
  id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_url: url.nullable(),
  /** Made with the user, so always there. */
  cart_id: id,
  /** The user opened a link mailed to `email`. Unverified accounts may do everything all the same. */
  email_verified: z.boolean(),
  /** `admin` opens the operator's console (`/admin`); everyone else is a `member`. */
  role: z.enum(['member', 'admin']),
});
export type User = z.infer<typeof userAnswerSchema>;

/** What anyone may see of a user: no email, no cart; their rating as a seller. */
export const publicUserAnswerSchema = userAnswerSchema
  .pick({ id: true, username: true, first_name: true, last_name: true, profile_url: true })
  .extend({ seller_rating: sellerRatingSchema, review_count: count });
export type PublicUser = z.infer<typeof publicUserAnswerSchema>;

/** The seller as a product carries it. */
export const sellerAnswerSchema = publicUserAnswerSchema.omit({ profile_url: true });
export type Seller = z.infer<typeof sellerAnswerSchema>;
