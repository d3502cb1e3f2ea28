import type { Knex } from 'knex';

/**
 * The postings of title words alone. The title tier of a relevance search reads only these: a word in every
 * description but few titles ("made") no longer walks all of its postings to find the few in titles.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX search_postings_title ON search_postings (lexeme, product_id)
    INCLUDE (category_id, price) WHERE in_title`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS search_postings_title');
}
