import type { Knex } from 'knex';

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
  await knex.raw(`
    INSERT INTO search_postings (lexeme, product_id, category_id, price, in_title, stars_total, review_count)
    SELECT w.lexeme, p.id, p.category_id, p.price, w.lexeme = ANY (tsvector_to_array(p.title_search)),
           p.stars_total, p.review_count
    FROM products p, unnest(tsvector_to_array(p.search)) AS w(lexeme)
    WHERE p.archived_at IS NULL`);
  await knex.raw(`ALTER TABLE search_postings ADD PRIMARY KEY (lexeme, product_id)
    INCLUDE (category_id, price, in_title, stars_total, review_count)`);
  await knex.raw(`CREATE INDEX search_postings_title ON search_postings (lexeme, product_id)
    INCLUDE (category_id, price, stars_total, review_count) WHERE in_title`);
  await knex.raw(applyFunction(RATED));
  await knex.raw('ANALYZE search_postings');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX search_postings_title');
  await knex.raw('ALTER TABLE search_postings DROP CONSTRAINT search_postings_pkey');
  await knex.raw('ALTER TABLE search_postings DROP COLUMN stars_total, DROP COLUMN review_count');
  await knex.raw(
    'ALTER TABLE search_postings ADD PRIMARY KEY (lexeme, product_id) INCLUDE (category_id, price, in_title)',
  );
  await knex.raw(applyFunction(UNRATED));
}

interface Columns {
  /** What a change must touch for the postings to change. */
  compared: string;
  stored: string;
  values: string;
}

const RATED: Columns = {
  compared: 'id, title, description, category_id, price, archived_at IS NULL, stars_total, review_count',
  stored: 'lexeme, product_id, category_id, price, in_title, stars_total, review_count',
  values: 'n.stars_total, n.review_count',
};

const UNRATED: Columns = {
  compared: 'id, title, description, category_id, price, archived_at IS NULL',
  stored: 'lexeme, product_id, category_id, price, in_title',
  values: '',
};

// As in migration 009, with the columns above: a review now changes its product's postings.
const applyFunction = ({ compared, stored, values }: Columns) => `
CREATE OR REPLACE FUNCTION search_postings_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT ${compared} FROM new_rows EXCEPT ALL SELECT ${compared} FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_postings s
    USING old_rows o, unnest(tsvector_to_array(o.search)) AS w(lexeme)
    WHERE s.lexeme = w.lexeme AND s.product_id = o.id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO search_postings (${stored})
    SELECT w.lexeme, n.id, n.category_id, n.price, w.lexeme = ANY (tsvector_to_array(n.title_search))${values ? `, ${values}` : ''}
    FROM new_rows n, unnest(tsvector_to_array(n.search)) AS w(lexeme)
    WHERE n.archived_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;`;
