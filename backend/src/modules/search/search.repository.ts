import type { Db } from '../../db/knex';
import { whereListed } from '../../db/listed';

/** LIKE's wildcards taken literally. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createSearchRepository(db: Db) {
  return {
    /** Catalogue words starting with `prefix`, the most used first (`search_vocabulary`, see vocabulary.ts). */
    async completeWord(prefix: string, limit: number): Promise<string[]> {
      const rows: { word: string }[] = await db('search_vocabulary')
        .select('word')
        .whereRaw('word LIKE ?', [likePrefix(prefix)])
        .orderBy([
          { column: 'ndoc', order: 'desc' },
          { column: 'word', order: 'asc' },
        ])
        .limit(limit);
      return rows.map((row) => row.word);
    },

    /**
     * Sellers with something listed whose username starts with `prefix`, case-insensitively, in the order of
     * `users_username_prefix` (text_pattern_ops), which then gives both the range and the order.
     */
    async shopsStartingWith(prefix: string, limit: number): Promise<{ id: number; username: string }[]> {
      return db('users as u')
        .select('u.id', 'u.username')
        .whereRaw('lower(u.username) LIKE ?', [likePrefix(prefix.toLowerCase())])
        .whereExists(whereListed(db('products as p').whereRaw('p.seller_id = u.id')))
        .orderByRaw('lower(u.username) USING ~<~')
        .limit(limit);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
