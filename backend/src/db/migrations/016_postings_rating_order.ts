import type { Knex } from 'knex';

// The rating sort's key on a posting's own review totals, exactly as a search read from the postings orders
// by it, so the planner can use the index.
const RATING_KEY = 'CASE WHEN review_count > 0 THEN (stars_total::bigint * 1000) / review_count ELSE -1 END';

/**
 * A word's postings in rating order. Without it a one-word search by rating read every posting of its word
 * and sorted them for a page: 5,001 rows for `walnut` (3.6 ms); read backwards, the page is its first 61
 * entries (0.18 ms). `stars_total` is included so the key is read from the index alone. Only reads in rating
 * or price order may use it, as its predicate says (`IN_SORT_INDEX` in products.searchHits.ts). See
 * docs/search.md.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX search_postings_rating
     ON search_postings (lexeme, (${RATING_KEY}), review_count, product_id)
     INCLUDE (category_id, price, in_title, stars_total) WHERE product_id > 0`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS search_postings_rating');
}
