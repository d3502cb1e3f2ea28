import type { Knex } from 'knex';

// A line remembers whose product it sold, so a shop's sales survive the deletion of the listing (its
// product_id turns null) and "the order lines of my products" is one index range, not a join through
// products. Older lines are filled from their product where it still exists.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_items', (t) => {
    t.integer('seller_id').references('users.id').onDelete('SET NULL');
  });
  await knex.raw(
    `UPDATE order_items oi SET seller_id = p.seller_id FROM products p
      WHERE p.id = oi.product_id AND oi.seller_id IS NULL`,
  );
  // A seller's lines newest first (the Shop manager's list and its keyset pages), and the orders of a
  // period (the sales chart).
  await knex.raw('CREATE INDEX order_items_seller_id ON order_items (seller_id, order_id DESC, id DESC)');
  await knex.raw('CREATE INDEX orders_created_at ON orders (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS orders_created_at');
  await knex.schema.alterTable('order_items', (t) => {
    t.dropColumn('seller_id');
  });
}
