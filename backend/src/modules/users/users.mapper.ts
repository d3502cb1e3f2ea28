import type { User } from '@handmade/common';
import type { UserRow } from './users.repository';

export type { User } from '@handmade/common';

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
    email_verified: row.email_verified_at !== null,
    role: row.role,
  };
}
