import { formatCount, formatMonthYear } from '../../lib/format';
import type { Shop } from '../../lib/types';

/** "Member since March 2024". */
export function memberSince(shop: Pick<Shop, 'member_since'>): string {
  return `Member since ${formatMonthYear(shop.member_since)}`;
}

/** "1 sale", "1,204 sales". */
export function salesText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'sale' : 'sales'}`;
}
