import type { Knex } from 'knex';
import { insertPostings, postingsApplyFunction } from './009_search_postings';

/** Review totals, copied from the product; a review now changes its product's postings. */
const RATINGS = ['stars_total', 'review_count'];

/**
 * Postings carry each product's review totals, so a search sorted or filtered by rating is answered from the
 * postings alone, like the other sorts, instead of visiting every matching product's row. A partial index
 * holds the postings of title words alone: the title tier of a relevance search reads only these, so a word in
 * every description but few titles ("made") does not walk all of its postings. See docs/search.md.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE search_postings DROP CONSTRAINT search_postings_pkey');
  await knex.raw(`ALTER TABLE search_postings
    ADD COLUMN stars_total integer NOT NULL DEFAULT 0, ADD COLUMN review_count integer NOT NULL DEFAULT 0`);
  await knex.raw('TRUNCATE search_postings');
  await knex.raw(insertPostings('products', RATINGS));
  await knex.raw(`ALTER TABLE search_postings ADD PRIMARY KEY (lexeme, product_id)
    INCLUDE (category_id, price, in_title, stars_total, review_count)`);
  await knex.raw(`CREATE INDEX search_postings_title ON search_postings (lexeme, product_id)
    INCLUDE (category_id, price, stars_total, review_count) WHERE in_title`);
  await knex.raw(postingsApplyFunction(RATINGS));
  await knex.raw('ANALYZE search_postings');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX search_postings_title');
  await knex.raw('ALTER TABLE search_postings DROP CONSTRAINT search_postings_pkey');
  await knex.raw('ALTER TABLE search_postings DROP COLUMN stars_total, DROP COLUMN review_count');
  await knex.raw(
    'ALTER TABLE search_postings ADD PRIMARY KEY (lexeme, product_id) INCLUDE (category_id, price, in_title)',
  );
  await knex.raw(postingsApplyFunction([]));
}
