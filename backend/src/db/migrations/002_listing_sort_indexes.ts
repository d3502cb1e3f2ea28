import type { Knex } from 'knex';

// The rating sort's key, exactly as the products repository orders by it, so the planner can use the index.
const RATING_KEY = 'CASE WHEN review_count > 0 THEN (stars_total::bigint * 1000) / review_count ELSE -1 END';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX products_listed_rating ON products ((${RATING_KEY}) DESC, review_count DESC, id DESC)
     WHERE archived_at IS NULL`,
  );
  await knex.raw(
    'CREATE INDEX products_listed_category_price ON products (category_id, price, id) WHERE archived_at IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS products_listed_rating');
  await knex.raw('DROP INDEX IF EXISTS products_listed_category_price');
}
