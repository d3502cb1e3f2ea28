import type { Knex } from 'knex';

/**
 * Reasons to come back (docs/discovery.md, docs/mail.md):
 * - `recently_viewed`: the products a signed-in user opened, one row a product, the newest view kept; the
 *   account keeps its newest `RECENTLY_VIEWED_KEPT` (modules/recentlyViewed) and shows those still visible.
 * - `favorite_alerts`: when each person was last told of a price drop or a restock of a favorite, so a
 *   seller changing a listing back and forth tells each of them once a day at most.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE recently_viewed (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      viewed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, product_id)
    )`);
  await knex.raw('CREATE INDEX recently_viewed_user_newest ON recently_viewed (user_id, viewed_at DESC)');
  await knex.raw('CREATE INDEX recently_viewed_product_id ON recently_viewed (product_id)');
  await knex.raw(`
    CREATE TABLE favorite_alerts (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      alerted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, product_id)
    )`);
  await knex.raw('CREATE INDEX favorite_alerts_product_id ON favorite_alerts (product_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE favorite_alerts');
  await knex.raw('DROP TABLE recently_viewed');
}
