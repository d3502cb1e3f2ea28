import type { Knex } from 'knex';

/**
 * A review an admin hid no longer counts in its product's or its seller's rating: the counters kept by
 * `reviews_keep_stats` (migration 001) count only reviews that are not hidden, and follow `hidden_at`.
 */
const keepStats = (counted: (row: 'OLD' | 'NEW') => string) => `
  CREATE OR REPLACE FUNCTION reviews_keep_stats() RETURNS trigger AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND ${counted('OLD')} THEN
      PERFORM apply_review_stats(OLD.product_id, -OLD.stars, -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND ${counted('NEW')} THEN
      PERFORM apply_review_stats(NEW.product_id, NEW.stars, 1);
    END IF;
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql`;

/** Adds (`sign` 1) or takes away (-1) the stars of every hidden review from the counters. */
const countHidden = (sign: 1 | -1) => `
  SELECT apply_review_stats(product_id, ${sign} * stars, ${sign}) FROM reviews WHERE hidden_at IS NOT NULL`;

async function trigger(knex: Knex, columns: string): Promise<void> {
  await knex.raw('DROP TRIGGER reviews_keep_stats ON reviews');
  await knex.raw(`
    CREATE TRIGGER reviews_keep_stats AFTER INSERT OR UPDATE OF ${columns} OR DELETE ON reviews
    FOR EACH ROW EXECUTE FUNCTION reviews_keep_stats()`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(keepStats((row) => `${row}.hidden_at IS NULL`));
  await trigger(knex, 'stars, product_id, hidden_at');
  await knex.raw(countHidden(-1));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(countHidden(1));
  await knex.raw(keepStats(() => 'true'));
  await trigger(knex, 'stars, product_id');
}
