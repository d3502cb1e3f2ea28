import { queueWeeks, type Shop, type ShopOrderLine } from '@handmade/common';
import { currentOrComingSale } from '../products';
import { isPaused } from '../shipping';
import { toPublicUser } from '../users';
import type { ShopOrderLineRow, ShopRow } from './shop.repository';

export type { Shop, ShopOrderLine, ShopStats } from '@handmade/common';

export function toShop(row: ShopRow): Shop {
  return {
    ...toPublicUser(row),
    bio: row.bio,
    location: row.location,
    avatar_url: row.profile_url,
    member_since: row.created_at.toISOString(),
    email_verified: row.email_verified,
    sales_count: row.sales_count,
    product_count: row.product_count,
    followers: row.followers,
    ...(row.following !== null && { following: row.following }),
    weekly_capacity: row.weekly_capacity,
    pause_when_weeks_over: row.pause_when_weeks_over,
    queue_weeks: Math.round(queueWeeks(row.open_units, row.weekly_capacity) * 10) / 10,
    paused: isPaused(row),
    vacation: { on: row.vacation_on, message: row.vacation_message },
    policies: row.policies,
    sale: currentOrComingSale(row),
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
