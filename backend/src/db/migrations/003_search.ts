import type { Knex } from 'knex';

/**
 * Search: pg_trgm for typo fixes and suggestions (the vocabulary itself is migration 019's), and the
 * username prefix index shop suggestions read. See docs/search.md.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  // Without the pending list a search reads only the index's posting lists, never an unsorted tail that
  // grows between vacuums; a listing's write then updates the index in place.
  await knex.raw('ALTER INDEX products_search_gin SET (fastupdate = off)');
  await knex.raw("SELECT gin_clean_pending_list('products_search_gin')");
  // Shop suggestions match the start of a username.
  await knex.raw('CREATE INDEX users_username_prefix ON users (lower(username) text_pattern_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS users_username_prefix');
  await knex.raw('ALTER INDEX products_search_gin SET (fastupdate = on)');
}
