import { sellerRating, type PublicUser } from '@handmade/common';
import type { PublicUserRow } from './publicUsers.repository';

export type { PublicUser } from '@handmade/common';

/** What anyone may see of a user: no email, no cart. */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_url: row.profile_url,
    seller_rating: sellerRating(row.seller_stars_total, row.seller_review_count),
    review_count: row.seller_review_count,
  };
}
