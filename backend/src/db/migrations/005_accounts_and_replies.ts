import type { Knex } from 'knex';

/** The longest reply a seller may write under a review (the same order as a review itself). */
const REPLY_MAX = 1000;

// A seller's one reply under a review of their product; an account's own avatar and its closing.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reviews', (t) => {
    t.text('reply');
    t.timestamp('reply_created_at', { useTz: true });
    t.timestamp('reply_updated_at', { useTz: true });
  });
  // A reply has its dates, and dates never outlive their reply.
  await knex.raw(`
    ALTER TABLE reviews ADD CONSTRAINT reviews_reply_shape CHECK (
      (reply IS NULL AND reply_created_at IS NULL AND reply_updated_at IS NULL)
      OR (reply IS NOT NULL AND reply_created_at IS NOT NULL AND reply_updated_at IS NOT NULL
          AND length(trim(reply)) > 0 AND char_length(reply) <= ${REPLY_MAX})
    )`);

  await knex.schema.alterTable('users', (t) => {
    // Storage key prefix of the avatar's variants, so a new avatar or a closed account removes them.
    t.string('avatar_key', 300);
    t.timestamp('closed_at', { useTz: true });
  });
  // A closed account keeps no picture of its owner.
  await knex.raw(`
    ALTER TABLE users ADD CONSTRAINT users_closed_has_no_avatar CHECK (
      closed_at IS NULL OR (avatar_key IS NULL AND profile_url IS NULL)
    )`);
  await knex.raw(
    `ALTER TABLE users ADD CONSTRAINT users_avatar_has_url CHECK (avatar_key IS NULL OR profile_url IS NOT NULL)`,
  );
  // "Did the author buy it?" asked for every review of a product: from the author's orders (few) to their
  // lines of this product, answered from the index alone.
  await knex.raw('CREATE INDEX order_items_order_product ON order_items (order_id, product_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS order_items_order_product');
  await knex.raw('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_avatar_has_url');
  await knex.raw('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_closed_has_no_avatar');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('avatar_key');
    t.dropColumn('closed_at');
  });
  await knex.raw('ALTER TABLE reviews DROP CONSTRAINT IF EXISTS reviews_reply_shape');
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('reply');
    t.dropColumn('reply_created_at');
    t.dropColumn('reply_updated_at');
  });
}
