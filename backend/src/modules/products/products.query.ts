import type { Knex } from 'knex';
import type { Db } from '../../db/knex';

/**
 * Products with their seller, preview image and shipping profile in one query: every list and detail starts here,
 * so a page of products costs one query whatever its length. Times come as text (see `isoTimestamp`).
 */
export function selectProducts(db: Db | Knex.Transaction): Knex.QueryBuilder {
  return db('products as p')
    .join('users as u', 'u.id', 'p.seller_id')
    .leftJoin('product_images as img', function previewOnly() {
      this.on('img.product_id', 'p.id').andOn('img.preview', db.raw('true'));
    })
    .leftJoin('shipping_profiles as sp', 'sp.id', 'p.shipping_profile_id')
    .select(
      'p.id',
      'p.title',
      'p.description',
      'p.inventory',
      'p.price',
      'p.price_max',
      'p.options',
      'p.personalization_prompt',
      'p.personalization_required',
      'p.personalization_max_length',
      'p.category_id',
      'p.seller_id',
      'p.shipping_profile_id',
      'p.archived_at',
      'p.private_buyer_id',
      'p.hidden_at',
      'p.hidden_reason',
      'p.processing_days',
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
      'sp.first_item as shipping_first_item',
      'sp.additional_item as shipping_additional_item',
      'sp.free_over as shipping_free_over',
      'sp.processing_days_min as shipping_days_min',
      'sp.processing_days_max as shipping_days_max',
      'u.open_units as seller_open_units',
      'u.weekly_capacity as seller_weekly_capacity',
      'u.pause_when_weeks_over as seller_pause_when_weeks_over',
      'u.vacation_on as seller_vacation_on',
      'u.vacation_message as seller_vacation_message',
      'u.sale_percent_off',
      db.raw('u.sale_starts_at::text AS sale_starts_at'),
      db.raw('u.sale_ends_at::text AS sale_ends_at'),
    );
}
