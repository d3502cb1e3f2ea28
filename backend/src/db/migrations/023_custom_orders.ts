import type { Knex } from 'knex';
import { repredicate, searchVocabulary } from './listingIndexes';

/**
 * Custom orders (DESIGN.md, "Round three"): a seller's quote in a conversation, which the buyer accepts into a
 * private listing that only they and the seller can see.
 *
 * A listed product is now one neither archived nor private: every listing index (and the search vocabulary)
 * is made again with that predicate, so lists and searches still read them alone, never a private listing.
 */
const ARCHIVED_ONLY = 'WHERE (archived_at IS NULL)';
const LISTED = 'WHERE ((archived_at IS NULL) AND (private_buyer_id IS NULL))';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE products
      ADD COLUMN private_buyer_id integer REFERENCES users (id) ON DELETE CASCADE,
      ADD COLUMN processing_days integer,
      ADD CONSTRAINT products_processing_days CHECK (processing_days BETWEEN 1 AND 90),
      ADD CONSTRAINT products_private_not_own CHECK (private_buyer_id <> seller_id)`);
  await knex.raw(
    'CREATE INDEX products_private_buyer ON products (private_buyer_id) WHERE private_buyer_id IS NOT NULL',
  );
  await repredicate(knex, ARCHIVED_ONLY, LISTED);
  await searchVocabulary(knex, 'WHERE archived_at IS NULL AND private_buyer_id IS NULL');

  await knex.schema.createTable('quotes', (t) => {
    t.increments('id');
    t.integer('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.integer('seller_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('buyer_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('description').notNullable();
    t.decimal('price', 10, 2).notNullable();
    t.integer('processing_days').notNullable();
    t.text('status').notNullable().defaultTo('open');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.integer('product_id').references('products.id').onDelete('SET NULL');
    t.timestamp('answered_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['conversation_id']);
  });
  await knex.raw(`
    ALTER TABLE quotes
      ADD CONSTRAINT quotes_status CHECK (status IN ('open', 'accepted', 'declined')),
      ADD CONSTRAINT quotes_answered CHECK ((status = 'open') = (answered_at IS NULL)),
      ADD CONSTRAINT quotes_price CHECK (price > 0),
      ADD CONSTRAINT quotes_processing_days CHECK (processing_days BETWEEN 1 AND 90),
      ADD CONSTRAINT quotes_title CHECK (length(title) BETWEEN 1 AND 140),
      ADD CONSTRAINT quotes_description CHECK (length(description) BETWEEN 1 AND 2000),
      ADD CONSTRAINT quotes_parties CHECK (seller_id <> buyer_id)`);
  // The message that sent the quote; its answer is the buyer's own message.
  await knex.raw(
    'ALTER TABLE messages ADD COLUMN quote_id integer UNIQUE REFERENCES quotes (id) ON DELETE CASCADE',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE messages DROP COLUMN quote_id');
  await knex.schema.dropTable('quotes');
  await knex('products').whereNotNull('private_buyer_id').delete();
  await repredicate(knex, LISTED, ARCHIVED_ONLY);
  await searchVocabulary(knex, 'WHERE archived_at IS NULL');
  await knex.raw(`
    ALTER TABLE products
      DROP COLUMN private_buyer_id,
      DROP COLUMN processing_days`);
}
