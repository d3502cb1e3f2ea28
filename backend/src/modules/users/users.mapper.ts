import type { UserRow } from './users.repository';

export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_url: string | null;
  cart_id: number;
}

export type SellerRating = number | 'No Reviews';

/** Stars total over review count, one decimal; "No Reviews" when there are none. */
export function sellerRating(starsTotal: number, reviewCount: number): SellerRating {
  if (reviewCount <= 0) return 'No Reviews';
  return Math.round((starsTotal / reviewCount) * 10) / 10;
}

/** What leaves the server of a user: never the password hash or token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_url: row.profile_url,
    cart_id: row.cart_id,
  };
}
