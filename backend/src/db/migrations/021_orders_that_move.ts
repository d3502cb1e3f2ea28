import type { Knex } from 'knex';

/**
 * Orders that move (DESIGN.md, "Round three"): buyers' addresses, sellers' shipping profiles and capacity,
 * and one shipment per seller per order with its append-only events.
 *
 * `users.open_units` counts the units of a seller's shipments still `paid` (made but not sent). It is kept by
 * a trigger on `shipments`, like the rating counters, so every list can tell a shop's queue and `ships_by`
 * from the row it already joins, and no status change can forget it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('addresses', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('line1').notNullable();
    t.text('line2');
    t.text('city').notNullable();
    t.text('region');
    t.text('postal_code').notNullable();
    t.specificType('country', 'char(2)').notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
  await knex.raw(
    `ALTER TABLE addresses ADD CONSTRAINT addresses_country_code CHECK (country ~ '^[A-Z]{2}$')`,
  );
  await knex.raw('CREATE INDEX addresses_user_id ON addresses (user_id, id)');
  await knex.raw('CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default');

  await knex.schema.createTable('shipping_profiles', (t) => {
    t.increments('id');
    t.integer('seller_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.integer('processing_days_min').notNullable();
    t.integer('processing_days_max').notNullable();
    t.decimal('first_item', 10, 2).notNullable();
    t.decimal('additional_item', 10, 2).notNullable();
    t.decimal('free_over', 10, 2);
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE shipping_profiles
      ADD CONSTRAINT shipping_profiles_days CHECK (
        processing_days_min BETWEEN 0 AND 90 AND processing_days_max BETWEEN processing_days_min AND 90),
      ADD CONSTRAINT shipping_profiles_prices CHECK (
        first_item >= 0 AND additional_item >= 0 AND (free_over IS NULL OR free_over > 0))`);
  await knex.raw('CREATE INDEX shipping_profiles_seller_id ON shipping_profiles (seller_id, id)');

  // RESTRICT: a profile in use cannot go (the API answers 409); deleting a listing frees it.
  await knex.raw(`
    ALTER TABLE products ADD COLUMN shipping_profile_id integer
      REFERENCES shipping_profiles (id) ON DELETE RESTRICT`);
  await knex.raw(
    'CREATE INDEX products_shipping_profile_id ON products (shipping_profile_id) WHERE shipping_profile_id IS NOT NULL',
  );

  await knex.raw(`
    ALTER TABLE users
      ADD COLUMN weekly_capacity integer CHECK (weekly_capacity > 0),
      ADD COLUMN pause_when_weeks_over integer CHECK (pause_when_weeks_over > 0),
      ADD COLUMN vacation_on boolean NOT NULL DEFAULT false,
      ADD COLUMN vacation_message text,
      ADD COLUMN vacation_since timestamptz,
      ADD COLUMN policies text,
      ADD COLUMN open_units integer NOT NULL DEFAULT 0 CHECK (open_units >= 0)`);

  await knex.raw('ALTER TABLE orders ADD COLUMN shipping_address jsonb');

  await knex.schema.createTable('shipments', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE');
    t.integer('seller_id').notNullable().references('users.id');
    t.text('status').notNullable().defaultTo('paid');
    t.integer('units').notNullable();
    t.decimal('subtotal', 12, 2).notNullable();
    t.decimal('shipping', 12, 2).notNullable();
    t.decimal('discount', 12, 2).notNullable().defaultTo(0);
    t.decimal('total', 12, 2).notNullable();
    /** The practice refund recorded when the shipment was cancelled or refunded. */
    t.decimal('refund', 12, 2);
    t.date('ship_by').notNullable();
    t.text('carrier');
    t.text('tracking_number');
    t.timestamp('shipped_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['order_id', 'seller_id']);
  });
  await knex.raw(`
    ALTER TABLE shipments
      ADD CONSTRAINT shipments_status CHECK (status IN ('paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
      ADD CONSTRAINT shipments_units CHECK (units > 0),
      ADD CONSTRAINT shipments_money CHECK (
        subtotal >= 0 AND shipping >= 0 AND discount >= 0 AND total = subtotal + shipping - discount),
      ADD CONSTRAINT shipments_tracking CHECK (
        status NOT IN ('shipped', 'delivered') OR (tracking_number IS NOT NULL AND shipped_at IS NOT NULL))`);
  // The seller's queue, paid ones by ship-by date; and each status list, newest first.
  await knex.raw('CREATE INDEX shipments_seller_status ON shipments (seller_id, status, ship_by, id)');
  await knex.raw('CREATE INDEX shipments_order_id ON shipments (order_id)');
  // What the delivery sweep reads: shipped ones by the time they were sent.
  await knex.raw(`CREATE INDEX shipments_shipped_at ON shipments (shipped_at) WHERE status = 'shipped'`);

  await knex.schema.createTable('shipment_events', (t) => {
    t.increments('id');
    t.integer('shipment_id').notNullable().references('shipments.id').onDelete('CASCADE');
    t.text('status').notNullable();
    t.text('by_role').notNullable();
    t.integer('by_user_id').references('users.id');
    t.text('note');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    ALTER TABLE shipment_events
      ADD CONSTRAINT shipment_events_by CHECK (by_role IN ('buyer', 'seller', 'system'))`);
  await knex.raw('CREATE INDEX shipment_events_shipment_id ON shipment_events (shipment_id, id)');
  // Append-only: history is never edited in place.
  await knex.raw(`
    CREATE FUNCTION shipment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'shipment_events are append-only';
    END $$`);
  await knex.raw(`
    CREATE TRIGGER shipment_events_append_only BEFORE UPDATE ON shipment_events
      FOR EACH ROW EXECUTE FUNCTION shipment_events_append_only()`);

  await knex.raw(
    'ALTER TABLE order_items ADD COLUMN shipment_id integer REFERENCES shipments (id) ON DELETE CASCADE',
  );
  await knex.raw('CREATE INDEX order_items_shipment_id ON order_items (shipment_id)');

  await knex.raw(`
    CREATE FUNCTION shipments_open_units() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' AND NEW.status = 'paid' THEN
        UPDATE users SET open_units = open_units + NEW.units WHERE id = NEW.seller_id;
      ELSIF TG_OP = 'UPDATE' AND OLD.status = 'paid' AND NEW.status <> 'paid' THEN
        UPDATE users SET open_units = open_units - OLD.units WHERE id = OLD.seller_id;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER shipments_open_units AFTER INSERT OR UPDATE OF status ON shipments
      FOR EACH ROW EXECUTE FUNCTION shipments_open_units()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE shipment_events');
  await knex.raw('DROP FUNCTION shipment_events_append_only');
  await knex.raw('ALTER TABLE order_items DROP COLUMN shipment_id');
  await knex.raw('DROP TABLE shipments');
  await knex.raw('DROP FUNCTION shipments_open_units');
  await knex.raw('ALTER TABLE orders DROP COLUMN shipping_address');
  await knex.raw(`
    ALTER TABLE users DROP COLUMN weekly_capacity, DROP COLUMN pause_when_weeks_over, DROP COLUMN vacation_on,
      DROP COLUMN vacation_message, DROP COLUMN vacation_since, DROP COLUMN policies, DROP COLUMN open_units`);
  await knex.raw('ALTER TABLE products DROP COLUMN shipping_profile_id');
  await knex.raw('DROP TABLE shipping_profiles');
  await knex.raw('DROP TABLE addresses');
}
