import type { Knex } from 'knex';

/**
 * Cases on a shipment (DESIGN.md, "Round three"): one per shipment, opened by its buyer, talked through by
 * buyer and seller in messages (a photo each at most), escalated by the buyer, resolved by an admin with a
 * practice refund. Its steps are append-only events; a resolved case keeps every row.
 *
 * A refund moves the shipment to `refunded` by an admin, so shipment events gain that role.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE cases (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      shipment_id integer NOT NULL UNIQUE REFERENCES shipments (id),
      reason text NOT NULL CHECK (reason IN ('not_received', 'not_as_described')),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'escalated', 'resolved')),
      opened_at timestamptz NOT NULL DEFAULT now(),
      escalated_at timestamptz,
      resolved_at timestamptz,
      resolved_by integer REFERENCES users (id),
      refund numeric(12, 2) CHECK (refund >= 0),
      resolution_note text,
      CHECK ((status = 'resolved') = (resolved_at IS NOT NULL AND refund IS NOT NULL)),
      CHECK ((status = 'open') = (escalated_at IS NULL) OR status = 'resolved')
    )`);
  // The console's queues, oldest waiting first, and the dashboard's cases opened per day.
  await knex.raw('CREATE INDEX cases_status ON cases (status, id)');
  await knex.raw('CREATE INDEX cases_opened_at ON cases (opened_at)');

  await knex.raw(`
    CREATE TABLE case_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      case_id integer NOT NULL REFERENCES cases (id),
      author_id integer NOT NULL REFERENCES users (id),
      author_role text NOT NULL CHECK (author_role IN ('buyer', 'seller', 'admin')),
      body text NOT NULL CHECK (length(body) <= 2000),
      photo_key text,
      photo_url text,
      photo_url_small text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (body <> '' OR photo_key IS NOT NULL)
    )`);
  await knex.raw('CREATE INDEX case_messages_case_id ON case_messages (case_id, id)');

  await knex.raw(`
    CREATE TABLE case_events (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      case_id integer NOT NULL REFERENCES cases (id),
      kind text NOT NULL CHECK (kind IN ('opened', 'escalated', 'resolved')),
      by_role text NOT NULL CHECK (by_role IN ('buyer', 'seller', 'admin')),
      by_user_id integer NOT NULL REFERENCES users (id),
      note text,
      at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX case_events_case_id ON case_events (case_id, id)');
  await knex.raw(`
    CREATE FUNCTION case_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
    END $$`);
  for (const table of ['case_events', 'case_messages']) {
    await knex.raw(`
      CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION case_history_append_only()`);
  }

  await knex.raw(`
    ALTER TABLE shipment_events
      DROP CONSTRAINT shipment_events_by,
      ADD CONSTRAINT shipment_events_by CHECK (by_role IN ('buyer', 'seller', 'admin', 'system'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DELETE FROM shipment_events WHERE by_role = 'admin'`);
  await knex.raw(`
    ALTER TABLE shipment_events
      DROP CONSTRAINT shipment_events_by,
      ADD CONSTRAINT shipment_events_by CHECK (by_role IN ('buyer', 'seller', 'system'))`);
  await knex.raw('DROP TABLE case_events');
  await knex.raw('DROP TABLE case_messages');
  await knex.raw('DROP FUNCTION case_history_append_only()');
  await knex.raw('DROP TABLE cases');
}
