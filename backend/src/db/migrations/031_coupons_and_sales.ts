import type { Knex } from 'knex';

/**
 * Coupons and sales (docs/orders.md, "Coupons and sales"): a seller's coupon codes, the codes a buyer applied
 * to the shops of their cart, a shop's one timed sale (columns on `users`, read by the join every product list
 * already makes), and on each shipment the code it used, kept as it was spelt.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coupons', (t) => {
    t.increments('id');
    t.integer('seller_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('code').notNullable();
    t.integer('percent_off');
    t.decimal('amount_off', 10, 2);
    t.decimal('min_subtotal', 10, 2);
    t.timestamp('starts_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ends_at', { useTz: true });
    t.integer('max_uses');
    t.integer('uses').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE coupons
      ADD CONSTRAINT coupons_code CHECK (code ~ '^[A-Z0-9_-]{3,20}$'),
      ADD CONSTRAINT coupons_one_kind CHECK (
        (percent_off IS NULL) <> (amount_off IS NULL)
        AND (percent_off IS NULL OR percent_off BETWEEN 1 AND 90)
        AND (amount_off IS NULL OR amount_off > 0)),
      ADD CONSTRAINT coupons_min_subtotal CHECK (min_subtotal IS NULL OR min_subtotal >= 0),
      ADD CONSTRAINT coupons_dates CHECK (ends_at IS NULL OR ends_at > starts_at),
      ADD CONSTRAINT coupons_uses CHECK (
        uses >= 0 AND (max_uses IS NULL OR (max_uses > 0 AND uses <= max_uses)))`);
  // Codes are stored in capitals; the index on upper() keeps them unique per shop whatever a writer sends.
  await knex.raw('CREATE UNIQUE INDEX coupons_seller_code ON coupons (seller_id, upper(code))');

  await knex.schema.createTable('cart_coupons', (t) => {
    t.integer('cart_id').notNullable().references('carts.id').onDelete('CASCADE');
    t.integer('seller_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('coupon_id').notNullable().references('coupons.id').onDelete('CASCADE');
    t.primary(['cart_id', 'seller_id']);
  });
  await knex.raw('CREATE INDEX cart_coupons_coupon_id ON cart_coupons (coupon_id)');

  await knex.raw(`
    ALTER TABLE users
      ADD COLUMN sale_percent_off integer,
      ADD COLUMN sale_starts_at timestamptz,
      ADD COLUMN sale_ends_at timestamptz,
      ADD CONSTRAINT users_sale CHECK (
        (sale_percent_off IS NULL AND sale_starts_at IS NULL AND sale_ends_at IS NULL)
        OR (sale_percent_off BETWEEN 1 AND 90 AND sale_starts_at < sale_ends_at))`);

  // The coupon may be deleted later: the shipment keeps the code and the discount it gave.
  await knex.raw(`
    ALTER TABLE shipments
      ADD COLUMN coupon_id integer REFERENCES coupons (id) ON DELETE SET NULL,
      ADD COLUMN coupon_code text,
      ADD CONSTRAINT shipments_coupon CHECK (coupon_id IS NULL OR coupon_code IS NOT NULL)`);
  await knex.raw('CREATE INDEX shipments_coupon_id ON shipments (coupon_id) WHERE coupon_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE shipments DROP CONSTRAINT shipments_coupon, DROP COLUMN coupon_code, DROP COLUMN coupon_id`);
  await knex.raw(`
    ALTER TABLE users
      DROP CONSTRAINT users_sale, DROP COLUMN sale_percent_off, DROP COLUMN sale_starts_at,
      DROP COLUMN sale_ends_at`);
  await knex.schema.dropTable('cart_coupons');
  await knex.schema.dropTable('coupons');
}
