import type { shopProfileSchema, ShopStatsPeriod } from '@handmade/common';
import { z } from 'zod';
import { notFound } from '../../http/httpError';
import { decodeCursor, encodeCursor, takePage } from '../../http/pagination';
import { toProduct } from '../products';
import type { User } from '../users';
import { toShop, toShopOrderLine, type Shop, type ShopStats } from './shop.mapper';
import type { CsvOrderLine } from './shop.csv';
import type { ProfileChanges, ShopRepository } from './shop.repository';

type ShopProfileInput = z.output<typeof shopProfileSchema>;

export const SHOP_NOT_FOUND = "User couldn't be found";
const TOP_PRODUCTS = 5;
const CSV_BATCH = 1000;
const DAY_MS = 86_400_000;

const cursorKeys = z.tuple([z.number().int().min(1), z.number().int().min(1)]);

/** The UTC calendar day `daysAgo` days before now, `YYYY-MM-DD`. */
function utcDay(now: number, daysAgo: number): string {
  return new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The first instant of the period that ends today and lasts `days` UTC days. */
function periodStart(days: number, now = Date.now()): Date {
  return new Date(`${utcDay(now, days - 1)}T00:00:00.000Z`);
}

const sumCents = (values: number[]) =>
  values.reduce((cents, value) => cents + Math.round(value * 100), 0) / 100;

export function createShopService(shops: ShopRepository) {
  /** The shop; with `following` when a viewer is signed in. */
  async function getShop(userId: number, viewerId?: number): Promise<Shop> {
    const row = await shops.findShop(userId, viewerId);
    if (!row) throw notFound(SHOP_NOT_FOUND);
    return toShop(row);
  }

  return {
    getShop,

    /** Changes only the signed-in user's own profile: there is no id to name anyone else's. */
    async updateProfile(user: User, input: ShopProfileInput): Promise<Shop> {
      const changes: ProfileChanges = {};
      if (input.bio !== undefined) changes.bio = input.bio;
      if (input.location !== undefined) changes.location = input.location;
      if (input.weekly_capacity !== undefined) changes.weekly_capacity = input.weekly_capacity;
      if (input.pause_when_weeks_over !== undefined)
        changes.pause_when_weeks_over = input.pause_when_weeks_over;
      if (input.policies !== undefined) changes.policies = input.policies;
      if (input.vacation !== undefined) {
        changes.vacation_on = input.vacation.on;
        if (input.vacation.message !== undefined) changes.vacation_message = input.vacation.message;
      }
      await shops.updateProfile(user.id, changes);
      return getShop(user.id);
    },

    /** One page of the lines of the seller's products, newest first. */
    async orders(user: User, limit: number, cursor: string | undefined) {
      const after = cursor ? decodeCursor(cursor, 'shop-orders', cursorKeys) : undefined;
      const rows = await shops.orderLines(user.id, limit, after);
      const page = takePage(rows, limit, (last) => encodeCursor('shop-orders', [last.order_id, last.id]));
      return { items: page.items.map(toShopOrderLine), next: page.next };
    },

    /** Every line (or those of the last `days`), newest first, read in batches so memory stays flat. */
    async *allOrders(user: User, days: ShopStatsPeriod | undefined): AsyncGenerator<CsvOrderLine> {
      const since = days ? periodStart(days) : undefined;
      let after: [number, number] | undefined;
      for (;;) {
        const rows = await shops.orderLines(user.id, CSV_BATCH, after, since);
        for (const row of rows.slice(0, CSV_BATCH)) {
          const { status, ship_by, carrier, tracking_number, ship_to, options, personalization } = row;
          yield {
            ...toShopOrderLine(row),
            status,
            ship_by,
            carrier,
            tracking_number,
            ship_to,
            options,
            personalization,
          };
        }
        const last = rows[CSV_BATCH - 1];
        if (rows.length <= CSV_BATCH || !last) return;
        after = [last.order_id, last.id];
      }
    },

    async stats(user: User, days: ShopStatsPeriod): Promise<ShopStats> {
      const now = Date.now();
      const from = utcDay(now, days - 1);
      const [daily, top, lowStock] = await Promise.all([
        shops.salesByDay(user.id, from, utcDay(now, 0)),
        shops.topProducts(user.id, from, TOP_PRODUCTS),
        shops.lowStock(user.id),
      ]);
      return {
        days: daily,
        totals: {
          orders: daily.reduce((sum, day) => sum + day.orders, 0),
          units: daily.reduce((sum, day) => sum + day.units, 0),
          revenue: sumCents(daily.map((day) => day.revenue)),
        },
        top_products: top,
        low_stock: lowStock.map(toProduct),
      };
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
