import { lazily } from '../../lib/format';
import type { Shop } from '../../lib/types';

const monthYear = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** "Member since March 2024". */
export function memberSince(shop: Pick<Shop, 'member_since'>): string {
  return `Member since ${monthYear().format(new Date(shop.member_since))}`;
}

/** "1 sale", "1,204 sales". */
export function salesText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'sale' : 'sales'}`;
}
