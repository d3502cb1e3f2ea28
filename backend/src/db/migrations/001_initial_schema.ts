import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username', 30).notNullable();
    t.string('email', 254).notNullable();
    t.string('first_name', 50).notNullable();
    t.string('last_name', 50).notNullable();
    t.string('profile_url', 2048);
    t.string('password_hash', 100).notNullable();
    // Bumped to end every session of the user at once (logout, password change).
    t.integer('token_version').notNullable().defaultTo(0);
    // Kept by triggers on reviews: the seller's rating without an aggregate over every review.
    t.integer('seller_stars_total').notNullable().defaultTo(0);
    t.integer('seller_review_count').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');

  // Signed-out sessions: a token whose id is listed here is refused until it would have expired anyway.
  await knex.schema.createTable('revoked_sessions', (t) => {
    t.uuid('jti').primary();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });

  await knex.schema.createTable('carts', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('categories', (t) => {
    t.integer('id').primary();
    t.string('name', 50).notNullable().unique();
    t.check('id BETWEEN 1 AND 5', [], 'categories_id_range');
  });
  await knex('categories').insert([
    { id: 1, name: 'Home & Living' },
    { id: 2, name: 'Accessories' },
    { id: 3, name: 'Crafting' },
    { id: 4, name: 'Jewelry' },
    { id: 5, name: 'Clothing' },
  ]);

  await knex.schema.createTable('products', (t) => {
    t.increments('id');
    t.integer('seller_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('title', 140).notNullable();
    t.text('description').notNullable();
    t.integer('inventory').notNullable();
    t.decimal('price', 10, 2).notNullable();
    t.integer('category_id').notNullable().references('categories.id');
    t.timestamp('archived_at', { useTz: true });
    // Kept by triggers on reviews.
    t.integer('stars_total').notNullable().defaultTo(0);
    t.integer('review_count').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.check('inventory >= 0', [], 'products_inventory_not_negative');
    t.check('price > 0', [], 'products_price_positive');
    t.check('length(trim(title)) > 0', [], 'products_title_not_blank');
  });
  await knex.raw(`
    ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'B')
    ) STORED`);
  await knex.raw('CREATE INDEX products_search_gin ON products USING GIN (search)');
  await knex.raw('CREATE INDEX products_listed_id ON products (id DESC) WHERE archived_at IS NULL');
  await knex.raw(
    'CREATE INDEX products_listed_category_id ON products (category_id, id DESC) WHERE archived_at IS NULL',
  );
  await knex.raw('CREATE INDEX products_listed_price ON products (price, id) WHERE archived_at IS NULL');
  await knex.raw('CREATE INDEX products_seller_id ON products (seller_id, id DESC)');

  await knex.schema.createTable('product_images', (t) => {
    t.increments('id');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    // Storage key prefix; the variants live under it.
    t.string('key', 300).notNullable().unique();
    t.string('url', 2048).notNullable();
    t.string('url_medium', 2048).notNullable();
    t.string('url_small', 2048).notNullable();
    t.boolean('preview').notNullable().defaultTo(false);
    // Slot 0..5: with the unique pair below, at most six images per product.
    t.integer('position').notNullable();
    t.timestamps(true, true);
    t.unique(['product_id', 'position']);
    t.check('position BETWEEN 0 AND 5', [], 'product_images_position_range');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX product_images_one_preview ON product_images (product_id) WHERE preview',
  );

  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('review').notNullable();
    t.smallint('stars').notNullable();
    t.boolean('recommendation').notNullable().defaultTo(false);
    t.timestamps(true, true);
    t.unique(['product_id', 'user_id']);
    t.check('stars BETWEEN 1 AND 5', [], 'reviews_stars_range');
  });
  await knex.raw('CREATE INDEX reviews_product_id ON reviews (product_id, id DESC)');
  await knex.raw('CREATE INDEX reviews_user_id ON reviews (user_id)');

  await knex.schema.createTable('favorites', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'product_id']);
  });
  await knex.raw('CREATE INDEX favorites_product_id ON favorites (product_id)');

  await knex.schema.createTable('cart_items', (t) => {
    t.increments('id');
    t.integer('cart_id').notNullable().references('carts.id').onDelete('CASCADE');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.integer('quantity').notNullable();
    t.boolean('gift').notNullable().defaultTo(false);
    t.timestamps(true, true);
    t.unique(['cart_id', 'product_id']);
    t.check('quantity > 0', [], 'cart_items_quantity_positive');
  });
  await knex.raw('CREATE INDEX cart_items_product_id ON cart_items (product_id)');

  await knex.schema.createTable('orders', (t) => {
    t.increments('id');
    t.string('order_number', 32).notNullable().unique();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.decimal('total', 12, 2).notNullable();
    t.string('idempotency_key', 200);
    t.jsonb('response');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'idempotency_key']);
    t.check('total >= 0', [], 'orders_total_not_negative');
  });
  await knex.raw('CREATE INDEX orders_user_id ON orders (user_id, id DESC)');

  await knex.schema.createTable('order_items', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE');
    t.integer('product_id').references('products.id').onDelete('SET NULL');
    t.string('title', 140).notNullable();
    t.decimal('unit_price', 10, 2).notNullable();
    t.integer('quantity').notNullable();
    t.check('quantity > 0', [], 'order_items_quantity_positive');
    t.check('unit_price > 0', [], 'order_items_unit_price_positive');
  });
  await knex.raw('CREATE INDEX order_items_order_id ON order_items (order_id)');
  await knex.raw('CREATE INDEX order_items_product_id ON order_items (product_id)');

  await knex.raw(REVIEW_STATS_TRIGGER);
}

// Keeps products.stars_total/review_count and the seller's totals in step with reviews,
// so lists read a seller's rating from one row instead of aggregating every review.
const REVIEW_STATS_TRIGGER = `
CREATE FUNCTION apply_review_stats(p_product_id integer, p_stars integer, p_count integer) RETURNS void AS $$
  WITH product AS (
    UPDATE products SET stars_total = stars_total + p_stars, review_count = review_count + p_count
    WHERE id = p_product_id
    RETURNING seller_id
  )
  UPDATE users SET seller_stars_total = seller_stars_total + p_stars,
                   seller_review_count = seller_review_count + p_count
  WHERE id = (SELECT seller_id FROM product);
$$ LANGUAGE sql;

CREATE FUNCTION reviews_keep_stats() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM apply_review_stats(OLD.product_id, -OLD.stars, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM apply_review_stats(NEW.product_id, NEW.stars, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER reviews_keep_stats AFTER INSERT OR UPDATE OF stars, product_id OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_stats();

-- A deleted product's reviews go with it by cascade, after the product row is gone, when the review
-- trigger can no longer find the seller: take the product's totals off the seller first.
CREATE FUNCTION products_release_stats() RETURNS trigger AS $$
BEGIN
  UPDATE users SET seller_stars_total = seller_stars_total - OLD.stars_total,
                   seller_review_count = seller_review_count - OLD.review_count
  WHERE id = OLD.seller_id;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER products_release_stats BEFORE DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION products_release_stats();
`;

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS products_release_stats ON products');
  await knex.raw('DROP FUNCTION IF EXISTS products_release_stats()');
  await knex.raw('DROP TRIGGER IF EXISTS reviews_keep_stats ON reviews');
  await knex.raw('DROP FUNCTION IF EXISTS reviews_keep_stats()');
  await knex.raw('DROP FUNCTION IF EXISTS apply_review_stats(integer, integer, integer)');
  for (const table of [
    'order_items',
    'orders',
    'cart_items',
    'favorites',
    'reviews',
    'product_images',
    'products',
    'categories',
    'carts',
    'revoked_sessions',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
