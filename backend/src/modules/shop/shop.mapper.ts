import { sellerRating, type Shop, type ShopOrderLine } from '@handmade/common';
import type { ShopOrderLineRow, ShopRow } from './shop.repository';

export type { Shop, ShopOrderLine, ShopStats } from '@handmade/common';

export function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_url: row.profile_url,
    seller_rating: sellerRating(row.seller_stars_total, row.seller_review_count),
    review_count: row.seller_review_count,
    bio: row.bio,
    location: row.location,
    avatar_url: row.profile_url,
    member_since: row.created_at.toISOString(),
    sales_count: row.sales_count,
    product_count: row.product_count,
  };
}

export function toShopOrderLine(row: ShopOrderLineRow): ShopOrderLine {
  return {
    order_number: row.order_number,
    created_at: row.created_at.toISOString(),
    buyer: row.buyer,
    product_id: row.product_id,
    title: row.title,
    unit_price: row.unit_price,
    quantity: row.quantity,
  };
}
