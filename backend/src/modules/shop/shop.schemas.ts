import { SHOP_MESSAGES, SHOP_STATS_PERIODS, type ShopStatsPeriod } from '@handmade/common';
import { z } from 'zod';
import { pageQuery } from '../../http/pagination';

/** `?days=7|30|90`, 30 when absent. */
const days = z
  .enum(SHOP_STATS_PERIODS.map(String) as [string, ...string[]], { error: SHOP_MESSAGES.daysInvalid })
  .transform((value) => Number(value) as ShopStatsPeriod);

export const shopStatsQuerySchema = z.object({ days: days.optional().default(30) });

/** The orders list: pages of 50 by default. */
export const shopOrdersQuerySchema = pageQuery(50);

/** The CSV export: every line, or those of the last `days`. */
export const shopOrdersCsvQuerySchema = z.object({ days: days.optional() });
