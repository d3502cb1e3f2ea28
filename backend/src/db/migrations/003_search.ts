import type { Knex } from 'knex';

/**
 * Search: a title-only tsvector (relevance ranks title matches first), GIN indexes that answer from the index
 * alone, and `search_words`, the catalogue's vocabulary with the number of products using each word, kept by
 * statement-level triggers. Suggestions complete words from it and typos are corrected against it with
 * pg_trgm. See docs/search.md.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  // Without the pending list every search reads only the index's posting lists, never a 4 MB unsorted tail.
  await knex.raw('ALTER INDEX products_search_gin SET (fastupdate = off)');
  await knex.raw("SELECT gin_clean_pending_list('products_search_gin')");
  await knex.raw(`
    ALTER TABLE products ADD COLUMN title_search tsvector
      GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, ''))) STORED`);
  await knex.raw(
    'CREATE INDEX products_title_search_gin ON products USING GIN (title_search) WITH (fastupdate = off)',
  );

  await knex.raw(`
    CREATE TABLE search_words (
      word text PRIMARY KEY,
      ndoc integer NOT NULL
    )`);
  await knex.raw('CREATE INDEX search_words_prefix ON search_words (word text_pattern_ops)');
  await knex.raw('CREATE INDEX search_words_trgm ON search_words USING GIN (word gin_trgm_ops)');
  await knex.raw(SEARCH_WORDS_TRIGGERS);
  await knex.raw(`
    INSERT INTO search_words (word, ndoc)
    SELECT w, count(*) FROM products p, LATERAL product_words(p.title, p.description) w GROUP BY w`);

  // Shop suggestions match the start of a username.
  await knex.raw('CREATE INDEX users_username_prefix ON users (lower(username) text_pattern_ops)');
}

// The words of a product worth completing or correcting to: lower-case letters only (no numbers), three
// letters or more, no stop words. Each statement adds or removes its rows' words in one upsert, in word
// order so two concurrent writers lock the shared rows in the same order (no deadlock); a count that
// falls to 0 is then deleted, from rows this statement already holds.
const SEARCH_WORDS_TRIGGERS = `
CREATE FUNCTION product_words(p_title text, p_description text) RETURNS SETOF text AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(p_title || ' ' || p_description), '[^[:alpha:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 30 AND length(to_tsvector('english', w)) > 0
$$ LANGUAGE sql IMMUTABLE;

CREATE FUNCTION search_words_change(p_words text[], p_deltas integer[]) RETURNS void AS $$
  INSERT INTO search_words AS s (word, ndoc)
  SELECT word, d FROM unnest(p_words, p_deltas) AS t(word, d) ORDER BY word
  ON CONFLICT (word) DO UPDATE SET ndoc = s.ndoc + EXCLUDED.ndoc;
  DELETE FROM search_words WHERE word = ANY(p_words) AND ndoc <= 0;
$$ LANGUAGE sql;

CREATE FUNCTION search_words_apply() RETURNS trigger AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS c FROM new_rows n, LATERAL product_words(n.title, n.description) w
          GROUP BY w) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(-c ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS c FROM old_rows o, LATERAL product_words(o.title, o.description) w
          GROUP BY w) x;
  ELSE
    -- Stock and review totals change products far more often than their words do.
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                   WHERE (o.title, o.description) IS DISTINCT FROM (n.title, n.description)) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, deltas
    FROM (SELECT w, sum(d)::integer AS c FROM (
            SELECT w, 1 AS d FROM new_rows n, LATERAL product_words(n.title, n.description) w
            UNION ALL
            SELECT w, -1 FROM old_rows o, LATERAL product_words(o.title, o.description) w) y
          GROUP BY w HAVING sum(d) <> 0) x;
  END IF;
  IF words IS NOT NULL THEN
    PERFORM search_words_change(words, deltas);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER products_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
CREATE TRIGGER products_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
CREATE TRIGGER products_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
`;

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS users_username_prefix');
  for (const event of ['insert', 'update', 'delete']) {
    await knex.raw(`DROP TRIGGER IF EXISTS products_words_${event} ON products`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS search_words_apply()');
  await knex.raw('DROP FUNCTION IF EXISTS product_words(text, text)');
  await knex.raw('DROP FUNCTION IF EXISTS search_words_change(text[], integer[])');
  await knex.raw('DROP TABLE IF EXISTS search_words');
  await knex.raw('ALTER TABLE products DROP COLUMN IF EXISTS title_search');
  await knex.raw('ALTER INDEX products_search_gin SET (fastupdate = on)');
}
