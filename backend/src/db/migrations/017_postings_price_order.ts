import type { Knex } from 'knex';

/**
 * A word's postings in price order, for a one-word search by price: without it every posting of the word was
 * read and sorted for a page (5,001 rows for `walnut`), as by rating before migration 016. Only reads in
 * price or rating order may use it, as its predicate says (`IN_SORT_INDEX` in products.searchHits.ts). See
 * docs/search.md.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX search_postings_price ON search_postings (lexeme, price, product_id)
     INCLUDE (category_id, in_title, stars_total, review_count) WHERE product_id > 0`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS search_postings_price');
}
