import type { Db } from '../../db/knex';
import { whereListed } from '../../db/listed';

export interface PublicUserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  profile_url: string | null;
  seller_stars_total: number;
  seller_review_count: number;
}

/** The columns of `users as u` a public profile shows. */
export const PUBLIC_USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.first_name',
  'u.last_name',
  'u.profile_url',
  'u.seller_stars_total',
  'u.seller_review_count',
];

/** Reads of other people's public profiles; kept apart from the account reads that sign-in uses. */
export function createPublicUsersRepository(db: Db) {
  return {
    /**
     * Sellers with at least one listed product, by id, one page plus one row: a walk of the primary
     * key with an index probe per user, never a scan of the products table.
     */
    async listSellers(limit: number, afterId: number | undefined): Promise<PublicUserRow[]> {
      const query = db('users as u')
        .select(PUBLIC_USER_COLUMNS)
        .whereExists(whereListed(db('products as p').select(db.raw('1')).whereRaw('p.seller_id = u.id')))
        .orderBy('u.id')
        .limit(limit + 1);
      if (afterId !== undefined) query.where('u.id', '>', afterId);
      return query;
    },

    async exists(id: number): Promise<boolean> {
      return Boolean(await db('users').select('id').where({ id }).first());
    },
  };
}

export type PublicUsersRepository = ReturnType<typeof createPublicUsersRepository>;
