import type { Knex } from 'knex';

/**
 * Follows (DESIGN.md, "Round three"): a member follows a shop and reads its new listings in a feed.
 * `feed_views` keeps, per member, the newest listing their feed has shown them: what is newer, from a shop
 * followed before it was listed, is "new" in the header.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE follows (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      shop_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, shop_id),
      CHECK (user_id <> shop_id)
    )`);
  // A shop's followers count, read from the index alone.
  await knex.raw('CREATE INDEX follows_shop_id ON follows (shop_id, user_id)');

  await knex.raw(`
    CREATE TABLE feed_views (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      seen_product_id integer NOT NULL CHECK (seen_product_id > 0),
      seen_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE feed_views');
  await knex.raw('DROP TABLE follows');
}
