import type { Db } from '../../db/knex';
import { AUDIENCE_COLUMNS, LISTED, type ProductAudience } from '../../db/listed';
import { selectProducts, type ProductRow } from '../products';

/** How many similar products an answer carries at most. */
export const SIMILAR_SHOWN = 12;

/** The most recent buyers and favoriters of a product whose other choices are counted. */
const FANS = 200;

/**
 * The category's newest listings among which words of the title are looked for. Bounded so that the work
 * is the same in a category of five hundred listings or of fifty thousand: a common word would otherwise be
 * looked for, and ranked, in every listing of the category that has it.
 */
const RECENT_IN_CATEGORY = 500;

/** The product the others are like: who may see it, and what it is. */
export interface SimilarSource extends ProductAudience {
  id: number;
  category_id: number;
  title: string;
}

/**
 * The best `:shown` listed products in stock, each once at its best tier, by tier then score:
 * 1. bought or favorited by the people who bought or favorited this one (score: how many of them);
 * 2. among the category's newest listings, sharing a word of its title (score: `ts_rank`);
 * 3. in the same category (the newest first).
 * The category's newest are read once (`MATERIALIZED`) through its `(category_id, id DESC)` index, and both
 * later tiers take theirs from them. Only the chosen rows are then joined to their seller and photo.
 */
const RANKED = `
  WITH fans AS (
    (SELECT o.user_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
     WHERE oi.product_id = :id ORDER BY o.id DESC LIMIT :fans)
    UNION
    (SELECT user_id FROM favorites WHERE product_id = :id ORDER BY id DESC LIMIT :fans)
  ),
  together AS (
    SELECT interest.product_id AS id, 1 AS tier, count(DISTINCT interest.user_id)::real AS score
    FROM (
      SELECT oi.product_id, o.user_id FROM fans
      JOIN orders o ON o.user_id = fans.user_id JOIN order_items oi ON oi.order_id = o.id
      UNION ALL
      SELECT f.product_id, f.user_id FROM fans JOIN favorites f ON f.user_id = fans.user_id
    ) AS interest
    JOIN products p ON p.id = interest.product_id
    WHERE interest.product_id <> :id AND ${LISTED} AND p.inventory > 0
    GROUP BY interest.product_id
  ),
  recent_in_category AS MATERIALIZED (
    SELECT p.id, p.search FROM products p
    WHERE p.category_id = :category AND ${LISTED} AND p.inventory > 0 AND p.id <> :id
    ORDER BY p.id DESC LIMIT :recent
  ),
  worded AS (
    SELECT recent.id, 2 AS tier, ts_rank(recent.search, words) AS score
    FROM recent_in_category AS recent, to_tsquery('english', :words) AS words
    WHERE recent.search @@ words
  ),
  same_category AS (
    SELECT id, 3 AS tier, 0::real AS score FROM recent_in_category ORDER BY id DESC LIMIT :shown
  ),
  best_tier AS (
    SELECT DISTINCT ON (id) id, tier, score
    FROM (SELECT * FROM together UNION ALL SELECT * FROM worded UNION ALL SELECT * FROM same_category) AS every
    ORDER BY id, tier, score DESC
  )
  SELECT * FROM best_tier ORDER BY tier, score DESC, id DESC LIMIT :shown`;

export function createSimilarRepository(db: Db) {
  return {
    async source(id: number): Promise<SimilarSource | undefined> {
      return db('products')
        .select('id', 'category_id', 'title', ...AUDIENCE_COLUMNS)
        .where({ id })
        .first();
    },

    /**
     * Up to `SIMILAR_SHOWN` listed products in stock like `source`, best tier first, in one statement.
     * `words` is `to_tsquery` input (null for none); the plan depends on them, so it is not prepared.
     */
    async like(source: SimilarSource, words: string | null): Promise<ProductRow[]> {
      const ranked = db.raw(RANKED, {
        id: source.id,
        category: source.category_id,
        words,
        fans: FANS,
        recent: RECENT_IN_CATEGORY,
        shown: SIMILAR_SHOWN,
      });
      return selectProducts(db)
        .with('similar', ranked)
        .join('similar as s', 's.id', 'p.id')
        .orderBy([
          { column: 's.tier', order: 'asc' },
          { column: 's.score', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ]);
    },
  };
}

export type SimilarRepository = ReturnType<typeof createSimilarRepository>;
