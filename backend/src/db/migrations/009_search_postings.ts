import type { Knex } from 'knex';

/**
 * `search_postings`: one row per word (tsvector lexeme) of each listed product, with what a search filters
 * and sorts on (category, price, whether the title has the word). A one-word search reads its word's rows
 * from the primary key alone, in word order, and never visits the products table for the rows it leaves out:
 * a word used by 5,000 products costs 5,000 narrow index entries on a few dozen pages, instead of 5,000
 * table rows on thousands of pages. Kept by statement-level triggers on products. See docs/search.md.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE search_postings (
      lexeme text COLLATE "C" NOT NULL,
      product_id integer NOT NULL,
      category_id integer NOT NULL,
      price numeric(10, 2) NOT NULL,
      in_title boolean NOT NULL,
      PRIMARY KEY (lexeme, product_id) INCLUDE (category_id, price, in_title)
    )`);
  await knex.raw(postingsApplyFunction([]));
  await knex.raw(POSTINGS_TRIGGERS);
  await knex.raw(insertPostings('products', []));
  await knex.raw('ANALYZE search_postings');
}

/**
 * Writes the postings of the listed products among `source` (the products table, or a trigger's
 * `new_rows`): one row per word of each, with the columns a search reads. `carried`: products' columns
 * copied as they are (migration 013 adds the review totals).
 */
export const insertPostings = (source: string, carried: string[]) => {
  const copied = ['category_id', 'price', ...carried];
  return `INSERT INTO search_postings (lexeme, product_id, in_title, ${copied.join(', ')})
    SELECT w.lexeme, n.id, w.lexeme = ANY (tsvector_to_array(n.title_search)),
           ${copied.map((column) => `n.${column}`).join(', ')}
    FROM ${source} n, unnest(tsvector_to_array(n.search)) AS w(lexeme)
    WHERE n.archived_at IS NULL`;
};

// Listed products only: a sale that sells a product out (archives it) removes its rows, a restock adds them.
// An update that changes none of the columns kept here (stock) returns at once. `carried`: as for
// `insertPostings`.
export const postingsApplyFunction = (carried: string[]) => {
  const compared = ['id', 'title', 'description', 'category_id', 'price', 'archived_at IS NULL', ...carried];
  return `
CREATE OR REPLACE FUNCTION search_postings_apply() RETURNS trigger AS $$
BEGIN
  -- Nested: one expression would be planned whole, naming old_rows in an INSERT, which has none.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
         SELECT ${compared.join(', ')} FROM new_rows
         EXCEPT ALL SELECT ${compared.join(', ')} FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_postings s
    USING old_rows o, unnest(tsvector_to_array(o.search)) AS w(lexeme)
    WHERE s.lexeme = w.lexeme AND s.product_id = o.id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    ${insertPostings('new_rows', carried)};
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;`;
};

const POSTINGS_TRIGGERS = `
CREATE TRIGGER products_postings_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply();
CREATE TRIGGER products_postings_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply();
CREATE TRIGGER products_postings_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply();
`;

export async function down(knex: Knex): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await knex.raw(`DROP TRIGGER IF EXISTS products_postings_${event} ON products`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS search_postings_apply()');
  await knex.raw('DROP TABLE IF EXISTS search_postings');
}
