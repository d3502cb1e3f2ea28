import type { Review, User } from '../../lib/types';

/** The spec matches the author by username; the server also sends the author's id, which never changes. */
export function isAuthor(review: Review, user: User | null): boolean {
  if (!user) return false;
  return review.user_id !== undefined ? review.user_id === user.id : review.user === user.username;
}
