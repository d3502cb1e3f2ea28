import type { Knex } from 'knex';

/**
 * Search on PostgreSQL's own machinery: the weighted `products.search` tsvector and its GIN index (migration
 * 001) find and rank the matches, and the catalogue's vocabulary, for typo fixes and suggestions, is a
 * materialized view over `ts_stat` with a trigram index, as PostgreSQL's manual suggests (F.35, "Text
 * Search Integration"). It is refreshed concurrently in the background after listings change
 * (modules/search/vocabulary.ts). The hand-built postings, the trigger-kept word counts and the
 * trigger-kept product JSON (product_cards) are dropped: each answer is built from its rows by its mapper.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(DROP_EARLIER_SEARCH);

  // How common each word is, from ten times the default sample: with the default, the statistics kept only
  // the most common words and guessed any other (a rare one, an absent one) at 500 listings of 100,000, so
  // a rare word sorted by price walked the whole price index looking for them (200 ms) instead of reading
  // its few products from the GIN index (0.3 ms).
  await knex.raw('ALTER TABLE products ALTER COLUMN search SET STATISTICS 1000');

  // Listed products newest first with their tsvector and what a search filters by: a search's relevance
  // candidates, and a newest-first page of a common word, are read from this index alone (a partial,
  // covering index), about 0.2 µs a product against 1 µs through the table (a word in one listing of
  // twenty: 3 ms instead of 19).
  await knex.raw(`CREATE INDEX products_listed_id_search ON products (id DESC)
    INCLUDE (search, category_id, price, stars_total, review_count, seller_id) WHERE archived_at IS NULL`);
  // The same within a category: a word rare in it (a scarf among the pottery) is looked for among the
  // category's listings alone, not the whole catalogue's (8 ms instead of 20 where it is absent).
  await knex.raw(`CREATE INDEX products_listed_category_id_search ON products (category_id, id DESC)
    INCLUDE (search, price, stars_total, review_count) WHERE archived_at IS NULL`);

  // Words as typed (the `simple` configuration only lower-cases), letters only, three to thirty of them,
  // and no English stop word: what a typo is fixed to and a search box completes. The table is named with
  // its schema: PostgreSQL refreshes a materialized view with a search_path of pg_catalog alone.
  const { rows } = await knex.raw<{ rows: [{ products: string }] }>(
    "SELECT quote_ident(current_schema()) || '.products' AS products",
  );
  const listedWords = `SELECT to_tsvector('simple', title || ' ' || description) FROM ${rows[0].products}
    WHERE archived_at IS NULL`;
  // A view's text holds no bound values: the query is written in as a string literal.
  await knex.raw(
    `CREATE MATERIALIZED VIEW search_vocabulary AS
     SELECT word, ndoc FROM ts_stat('${listedWords.replaceAll("'", "''")}')
     WHERE length(word) BETWEEN 3 AND 30 AND word ~ '^[[:alpha:]]+$'
       AND length(to_tsvector('english', word)) > 0`,
  );
  // Unique, so it can be refreshed concurrently; text_pattern_ops, so `LIKE 'pre%'` reads a range of it.
  await knex.raw('CREATE UNIQUE INDEX search_vocabulary_word ON search_vocabulary (word text_pattern_ops)');
  await knex.raw('CREATE INDEX search_vocabulary_trgm ON search_vocabulary USING GIN (word gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP MATERIALIZED VIEW IF EXISTS search_vocabulary');
  await knex.raw('DROP INDEX IF EXISTS products_listed_id_search');
  await knex.raw('DROP INDEX IF EXISTS products_listed_category_id_search');
  await knex.raw('ALTER TABLE products ALTER COLUMN search SET STATISTICS -1');
}

/**
 * What earlier versions of migrations 003, 008, 009, 013 and 015-018 made, in a database migrated before
 * they were emptied: per-word postings, word counts and product JSON, each kept by triggers.
 */
const DROP_EARLIER_SEARCH = `
DROP TRIGGER IF EXISTS product_cards_seller_update ON users;
DROP TRIGGER IF EXISTS product_cards_image_delete ON product_images;
DROP TRIGGER IF EXISTS product_cards_image_update ON product_images;
DROP TRIGGER IF EXISTS product_cards_image_insert ON product_images;
DROP TRIGGER IF EXISTS product_cards_update ON products;
DROP TRIGGER IF EXISTS product_cards_insert ON products;
DROP FUNCTION IF EXISTS product_cards_of_sellers();
DROP FUNCTION IF EXISTS product_cards_of_images();
DROP FUNCTION IF EXISTS product_cards_of_products();
DROP VIEW IF EXISTS product_card_texts;
DROP TABLE IF EXISTS product_cards;
DROP TRIGGER IF EXISTS products_postings_insert ON products;
DROP TRIGGER IF EXISTS products_postings_update ON products;
DROP TRIGGER IF EXISTS products_postings_delete ON products;
DROP FUNCTION IF EXISTS search_postings_apply();
DROP TABLE IF EXISTS search_postings;
DROP TRIGGER IF EXISTS products_words_insert ON products;
DROP TRIGGER IF EXISTS products_words_update ON products;
DROP TRIGGER IF EXISTS products_words_delete ON products;
DROP FUNCTION IF EXISTS search_words_apply();
DROP FUNCTION IF EXISTS product_words(text, text);
DROP FUNCTION IF EXISTS search_words_change(text[], integer[]);
DROP TABLE IF EXISTS search_words;
ALTER TABLE products DROP COLUMN IF EXISTS title_search;
ALTER TABLE products RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor);
`;
