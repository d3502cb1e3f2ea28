import { salePrice, type Sale } from '@handmade/common';
import { isoTimestamp } from '../../db/timestamps';

/** The shop's sale columns, as `selectProducts` reads them from the seller's row (times as text). */
export interface SaleColumns {
  sale_percent_off: number | null;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
}

/** The shop's sale if it runs at `now`: it starts at `starts_at` and stops at `ends_at`. */
export function runningSale(row: SaleColumns, now = new Date()): Sale | null {
  if (row.sale_percent_off === null || row.sale_starts_at === null || row.sale_ends_at === null) return null;
  const sale = {
    percent_off: row.sale_percent_off,
    starts_at: isoTimestamp(row.sale_starts_at),
    ends_at: isoTimestamp(row.sale_ends_at),
  };
  const time = now.getTime();
  return Date.parse(sale.starts_at) <= time && time < Date.parse(sale.ends_at) ? sale : null;
}

/** A price during the sale, or the price itself when there is none. */
export const pricedDuring = (sale: Pick<Sale, 'percent_off'> | null, price: number) =>
  sale === null ? price : salePrice(price, sale.percent_off);

/** The shop's sale as its page and its manager show it: running or still to come, null once it has ended. */
export function currentOrComingSale(row: SaleColumns, now = new Date()): Sale | null {
  if (row.sale_percent_off === null || row.sale_starts_at === null || row.sale_ends_at === null) return null;
  const endsAt = isoTimestamp(row.sale_ends_at);
  if (Date.parse(endsAt) <= now.getTime()) return null;
  return { percent_off: row.sale_percent_off, starts_at: isoTimestamp(row.sale_starts_at), ends_at: endsAt };
}
