import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { PAGE_KEYS, type KeyedSort } from './products.filters';

/**
 * The seller, looked up by key for each product (`OFFSET 0` keeps it a lookup). As a plain join, a search
 * page whose ids the planner expected to be few read all 20,000 users once per id (130 ms for 61 rows).
 */
const SELLER = `JOIN LATERAL (
    SELECT username, first_name, last_name, seller_stars_total, seller_review_count
    FROM users WHERE users.id = p.seller_id OFFSET 0
  ) AS u ON true`;

/**
 * Products with their seller and preview image in one query: every list and detail starts here,
 * so a page of products costs one query whatever its length. Times come as text (see `isoTimestamp`).
 */
export function selectProducts(db: Db | Knex.Transaction): Knex.QueryBuilder {
  return db('products as p')
    .joinRaw(SELLER)
    .leftJoin('product_images as img', function previewOnly() {
      this.on('img.product_id', 'p.id').andOn('img.preview', db.raw('true'));
    })
    .select(
      'p.id',
      'p.title',
      'p.description',
      'p.inventory',
      'p.price',
      'p.category_id',
      'p.seller_id',
      'p.archived_at',
      db.raw('p.created_at::text AS created_at'),
      db.raw('p.updated_at::text AS updated_at'),
      'p.stars_total',
      'p.review_count',
      'img.url as preview_image',
      'img.url_medium as preview_image_medium',
      'img.url_small as preview_image_small',
      'u.username as seller_username',
      'u.first_name as seller_first_name',
      'u.last_name as seller_last_name',
      'u.seller_stars_total',
      'u.seller_review_count',
    );
}

/**
 * Listed products as their cards (product_cards, kept by the database: migration 015), with the columns of
 * the products `sort`'s cursor reads and no other: a page in id or price order then reads its products from
 * the sort's index alone, without visiting their rows (`rating_key` is selected with the rating order).
 */
export function selectCards(db: Db, sort: KeyedSort): Knex.QueryBuilder {
  const keys = PAGE_KEYS[sort].filter((key) => key !== 'id' && key !== 'rating_key');
  return db('products as p')
    .join('product_cards as card', 'card.product_id', 'p.id')
    .select('p.id', ...keys.map((key) => `p.${key}`), 'card.card');
}
