import type { Db } from './knex';

/**
 * Brings `search_vocabulary` (migration 019) up to date with the listed products. Concurrently: searches
 * keep reading the previous words meanwhile; two refreshes of the view take turns.
 */
export async function refreshVocabulary(db: Db): Promise<void> {
  await db.raw('REFRESH MATERIALIZED VIEW CONCURRENTLY search_vocabulary');
}
