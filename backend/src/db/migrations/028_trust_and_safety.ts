import type { Knex } from 'knex';
import { repredicate, searchVocabulary } from './listingIndexes';

/**
 * Trust and safety (DESIGN.md, "Round three"): roles, suspended accounts, hidden listings, reports, and an
 * audit log of every admin action that nothing in the app can change or delete.
 *
 * A listed product is now one neither archived, private nor hidden: the listing indexes and the search
 * vocabulary are made again with that predicate. A listing hidden with its suspended seller says so
 * (`hidden_with_seller`), so reinstating the seller shows exactly those again.
 */
const SESSION_COLUMNS =
  'username, email, first_name, last_name, profile_url, password_hash, token_version, closed_at, email_verified_at';

const LISTED_BEFORE = 'WHERE ((archived_at IS NULL) AND (private_buyer_id IS NULL))';
const LISTED = 'WHERE ((archived_at IS NULL) AND (private_buyer_id IS NULL) AND (hidden_at IS NULL))';

/** The trigger that announces changes to what a session knows of its user (migration 012), on `columns`. */
async function sessionTrigger(knex: Knex, columns: string): Promise<void> {
  await knex.raw('DROP TRIGGER users_session_change ON users');
  await knex.raw(`
    CREATE TRIGGER users_session_change
    AFTER UPDATE OF ${columns} OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION announce_session_change()`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users
      ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
      ADD COLUMN suspended_at timestamptz,
      ADD COLUMN suspended_reason text`);
  // A session knows its user's role (and a suspension ends it): both are announced like the other columns.
  await sessionTrigger(knex, `${SESSION_COLUMNS}, role, suspended_at`);
  await knex.raw(`
    ALTER TABLE products
      ADD COLUMN hidden_at timestamptz,
      ADD COLUMN hidden_reason text,
      ADD COLUMN hidden_with_seller boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT products_hidden_reason CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))`);
  await repredicate(knex, LISTED_BEFORE, LISTED);
  await searchVocabulary(
    knex,
    'WHERE archived_at IS NULL AND private_buyer_id IS NULL AND hidden_at IS NULL',
  );
  await knex.raw('ALTER TABLE reviews ADD COLUMN hidden_at timestamptz, ADD COLUMN hidden_reason text');

  await knex.raw(`
    CREATE TABLE reports (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      target_type text NOT NULL CHECK (target_type IN ('product', 'review', 'user', 'message')),
      target_id integer NOT NULL,
      reason text NOT NULL
        CHECK (reason IN ('prohibited', 'counterfeit', 'offensive', 'spam', 'other')),
      note text CHECK (length(note) <= 1000),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
      decided_by integer REFERENCES users (id),
      decision_note text,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'open') = (decided_at IS NULL))
    )`);
  await knex.raw(`
    CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, target_type, target_id)
    WHERE status = 'open'`);
  await knex.raw(`CREATE INDEX reports_open ON reports (id) WHERE status = 'open'`);
  await knex.raw('CREATE INDEX reports_target ON reports (target_type, target_id)');

  await knex.raw(`
    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      admin_id integer NOT NULL REFERENCES users (id),
      action text NOT NULL,
      target_type text NOT NULL,
      target_id integer NOT NULL,
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX audit_log_target ON audit_log (target_type, target_id, id)');
  await knex.raw(`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
  await knex.raw(`
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE audit_log');
  await knex.raw('DROP FUNCTION audit_log_append_only()');
  await knex.raw('DROP TABLE reports');
  await knex.raw('ALTER TABLE reviews DROP COLUMN hidden_at, DROP COLUMN hidden_reason');
  await knex('products').whereNotNull('hidden_at').update({ hidden_at: null, hidden_reason: null });
  await repredicate(knex, LISTED, LISTED_BEFORE);
  await searchVocabulary(knex, 'WHERE archived_at IS NULL AND private_buyer_id IS NULL');
  await knex.raw(`
    ALTER TABLE products
      DROP COLUMN hidden_at, DROP COLUMN hidden_reason, DROP COLUMN hidden_with_seller`);
  await sessionTrigger(knex, SESSION_COLUMNS);
  await knex.raw(`
    ALTER TABLE users DROP COLUMN role, DROP COLUMN suspended_at, DROP COLUMN suspended_reason`);
}
