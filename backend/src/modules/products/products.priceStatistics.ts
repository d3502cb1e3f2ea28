import type { Db } from '../../db/knex';
import { queryRows } from '../../db/queryRows';

/**
 * What PostgreSQL's last ANALYZE of `products` says of its prices (`pg_stats`): the planner's own picture,
 * from which the share of products in a price range is estimated without reading them.
 */
export interface PriceStatistics {
  /** The table's estimated row count (`pg_class.reltuples`). */
  rows: number;
  nullFraction: number;
  /** The most common prices and the share of rows holding each. */
  common: { price: number; share: number }[];
  /** Bounds of equal shares of the rest, in order (`histogram_bounds`); empty when too few prices differ. */
  bounds: number[];
}

interface StatisticsRow {
  rows: number;
  null_frac: number | null;
  common: string[] | null;
  shares: number[] | null;
  bounds: string[] | null;
}

/** How long a process keeps statistics before reading them again (autovacuum analyzes after 10 % changed). */
const STATISTICS_MAX_AGE_MS = 5 * 60_000;

/** Reads `products.price`'s statistics; undefined before the table was ever analyzed. */
async function readPriceStatistics(db: Db): Promise<PriceStatistics | undefined> {
  const [row] = await queryRows<StatisticsRow>(
    db,
    db.raw(`SELECT c.reltuples::float8 AS rows, s.null_frac::float8,
        s.most_common_vals::text::numeric[]::text[] AS common, s.most_common_freqs::float8[] AS shares,
        s.histogram_bounds::text::numeric[]::text[] AS bounds
      FROM pg_class c
      LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'products' AND s.attname = 'price'
      WHERE c.oid = 'products'::regclass`),
  );
  if (!row || row.rows <= 0 || row.null_frac === null) return undefined;
  const shares = row.shares ?? [];
  return {
    rows: row.rows,
    nullFraction: row.null_frac,
    common: (row.common ?? []).map((price, index) => ({ price: Number(price), share: shares[index] ?? 0 })),
    bounds: (row.bounds ?? []).map(Number),
  };
}

/**
 * The statistics of one process: read as it starts (the first search waits for them, never a request's own
 * statement), and again in the background once they are STATISTICS_MAX_AGE_MS old. Undefined while the table
 * was never analyzed, or when they could not be read: a search then reads as without them.
 */
export function createPriceStatistics(db: Db) {
  let statistics: PriceStatistics | undefined;
  let readAt = 0;
  let reading = false;
  const read = async () => {
    reading = true;
    readAt = Date.now();
    try {
      statistics = await readPriceStatistics(db);
    } catch {
      // Kept as they were until the next read.
    } finally {
      reading = false;
    }
  };
  const first = read();
  return {
    async current(): Promise<PriceStatistics | undefined> {
      await first;
      if (!reading && Date.now() - readAt > STATISTICS_MAX_AGE_MS) void read();
      return statistics;
    },
  };
}

/** The share of values below `price` in `bounds`, equal shares apart, assumed even within each. */
function shareBelow(bounds: number[], price: number): number {
  const buckets = bounds.length - 1;
  if (buckets < 1 || price <= bounds[0]!) return 0;
  if (price >= bounds[buckets]!) return 1;
  let bucket = 0;
  while (price >= bounds[bucket + 1]!) bucket += 1;
  const [low, high] = [bounds[bucket]!, bounds[bucket + 1]!];
  return (bucket + (price - low) / (high - low)) / buckets;
}

/**
 * The estimated share of products priced from `min` to `max` (either open), as the planner estimates a range:
 * the common prices in it, plus the histogram's share of the rest.
 */
export function priceRangeShare(statistics: PriceStatistics, min?: number, max?: number): number {
  const inRange = (price: number) =>
    (min === undefined || price >= min) && (max === undefined || price <= max);
  const commonShare = statistics.common.reduce((sum, value) => sum + value.share, 0);
  const commonInRange = statistics.common.reduce(
    (sum, value) => sum + (inRange(value.price) ? value.share : 0),
    0,
  );
  const histogramShare =
    statistics.bounds.length > 1
      ? shareBelow(statistics.bounds, max ?? Infinity) - shareBelow(statistics.bounds, min ?? -Infinity)
      : 0;
  const rest = Math.max(0, 1 - statistics.nullFraction - commonShare);
  return Math.min(1, commonInRange + rest * histogramShare);
}
