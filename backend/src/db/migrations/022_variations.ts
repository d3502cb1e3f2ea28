import type { Knex } from 'knex';

/**
 * Variations and personalization (DESIGN.md, "Round three"): up to two options per listing, a variant per
 * combination with its own price and stock, and the buyer's words on the piece.
 *
 * A listing with variants keeps `products.price` at its lowest variant price, `price_max` at the highest
 * and `products.inventory` at their total, by a trigger on `product_variants` like the rating counters: every list, filter and sort
 * keeps reading `products` alone. The option names and values join the search as `option_words`, weight C.
 */
/** The indexes on `search` as migrations 001, 003 and 019 made them (see those for why). */
async function searchIndexes(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX products_search_gin ON products USING GIN (search) WITH (fastupdate = off)');
  await knex.raw('ALTER TABLE products ALTER COLUMN search SET STATISTICS 1000');
  await knex.raw(`CREATE INDEX products_listed_id_search ON products (id DESC)
    INCLUDE (search, category_id, price, stars_total, review_count, seller_id) WHERE archived_at IS NULL`);
  await knex.raw(`CREATE INDEX products_listed_category_id_search ON products (category_id, id DESC)
    INCLUDE (search, price, stars_total, review_count) WHERE archived_at IS NULL`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE products
      ADD COLUMN options jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN option_words text NOT NULL DEFAULT '',
      ADD COLUMN price_max numeric(10, 2),
      ADD COLUMN personalization_prompt text,
      ADD COLUMN personalization_required boolean NOT NULL DEFAULT false,
      ADD COLUMN personalization_max_length integer,
      ADD CONSTRAINT products_options_shape CHECK (
        jsonb_typeof(options) = 'array' AND jsonb_array_length(options) <= 2),
      ADD CONSTRAINT products_personalization CHECK (
        (personalization_prompt IS NULL AND NOT personalization_required AND personalization_max_length IS NULL)
        OR (personalization_prompt IS NOT NULL AND personalization_max_length BETWEEN 1 AND 1000))`);

  // The search column, with the option words: dropping it drops the indexes that carry it, made again here.
  await knex.raw('ALTER TABLE products DROP COLUMN search');
  await knex.raw(`
    ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
      setweight(to_tsvector('english', option_words), 'C')
    ) STORED`);
  await searchIndexes(knex);

  await knex.schema.createTable('product_variants', (t) => {
    t.increments('id');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.specificType('option_values', 'text[]').notNullable();
    t.decimal('price', 10, 2).notNullable();
    t.integer('inventory').notNullable();
    t.text('sku');
    t.integer('position').notNullable();
    t.unique(['product_id', 'option_values']);
  });
  await knex.raw(`
    ALTER TABLE product_variants
      ADD CONSTRAINT product_variants_price CHECK (price > 0),
      ADD CONSTRAINT product_variants_inventory CHECK (inventory >= 0),
      ADD CONSTRAINT product_variants_values CHECK (cardinality(option_values) BETWEEN 1 AND 2)`);
  await knex.raw('CREATE INDEX product_variants_product_id ON product_variants (product_id, position)');

  await knex.raw(`
    CREATE FUNCTION product_variants_totals() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed integer := coalesce(NEW.product_id, OLD.product_id);
    BEGIN
      UPDATE products p
         SET price = v.price, price_max = v.price_max, inventory = v.inventory
        FROM (SELECT min(price) AS price, max(price) AS price_max, sum(inventory)::int AS inventory
                FROM product_variants WHERE product_id = changed) v
       WHERE p.id = changed AND v.price IS NOT NULL;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER product_variants_totals AFTER INSERT OR UPDATE OR DELETE ON product_variants
      FOR EACH ROW EXECUTE FUNCTION product_variants_totals()`);

  // A cart line is (product, variant, personalization); an order line keeps the variant's values as bought.
  await knex.raw(`
    ALTER TABLE cart_items
      ADD COLUMN variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
      ADD COLUMN personalization text,
      DROP CONSTRAINT cart_items_cart_id_product_id_unique`);
  await knex.raw(`
    CREATE UNIQUE INDEX cart_items_line ON cart_items
      (cart_id, product_id, coalesce(variant_id, 0), coalesce(personalization, ''))`);
  await knex.raw(`
    ALTER TABLE order_items
      ADD COLUMN variant_id integer REFERENCES product_variants (id) ON DELETE SET NULL,
      ADD COLUMN option_values text[],
      ADD COLUMN personalization text`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE order_items DROP COLUMN variant_id, DROP COLUMN option_values, DROP COLUMN personalization',
  );
  await knex.raw('DROP INDEX cart_items_line');
  await knex.raw('DELETE FROM cart_items WHERE variant_id IS NOT NULL OR personalization IS NOT NULL');
  await knex.raw(`
    ALTER TABLE cart_items DROP COLUMN variant_id, DROP COLUMN personalization,
      ADD CONSTRAINT cart_items_cart_id_product_id_unique UNIQUE (cart_id, product_id)`);
  await knex.raw('DROP TABLE product_variants');
  await knex.raw('DROP FUNCTION product_variants_totals');
  await knex.raw('ALTER TABLE products DROP COLUMN search');
  await knex.raw(`
    ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'B')
    ) STORED`);
  await searchIndexes(knex);
  await knex.raw(`
    ALTER TABLE products DROP COLUMN options, DROP COLUMN option_words, DROP COLUMN price_max, DROP COLUMN personalization_prompt,
      DROP COLUMN personalization_required, DROP COLUMN personalization_max_length`);
}
