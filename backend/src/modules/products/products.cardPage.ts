import { JsonText } from '../../http/jsonText';
import { PAGE_KEYS, PAGE_ORDER } from './products.filters';
import type { ProductSort } from './products.schemas';

/** The keys of a page's last product, for its cursor: those of the page's sort (`PAGE_KEYS`). */
export interface LastKeys {
  id: number;
  price?: number;
  review_count?: number;
  /** bigint, as text. */
  rating_key?: string;
  relevance_tier?: number;
}

/**
 * A page of a list or a search as the database wrote it, in one row: its cards joined with commas (null
 * when there are none), whether more follow, and the keys of its last card, which a cursor needs only when
 * more follow (null otherwise, when the page is short).
 */
export type CardPage = { cards: string | null; more: boolean } & (
  LastKeys | { [key in keyof LastKeys]?: null }
);

export const EMPTY_CARD_PAGE: CardPage = { cards: null, more: false, id: null };

/**
 * The statement that writes `source` (rows of a page as `applyProductFilters` selects them, `limit` + 1 at
 * most) as a `CardPage`. Read as rows, each card came as a message of its own that the driver parsed into
 * an object with its keys, and the cards were then joined again: for a page of 60, about 80 µs of the API's
 * CPU more than one value already joined, against about 15 µs of PostgreSQL's to join them.
 *
 * The cards are joined in the order the window numbers them, which is the order they arrive in: nothing
 * between the window and the aggregate (no join, no grouping) can reorder them, the case PostgreSQL's
 * documentation gives for feeding an aggregate from a sorted subquery. `ORDER BY n` inside the aggregate
 * would sort the page's cards again, about 25 µs a page.
 */
export function cardPageStatement(source: string, limit: number, sort: ProductSort): string {
  const keys = PAGE_KEYS[sort];
  const last = keys.map((key) => `max(${key}) FILTER (WHERE n = ${limit}) AS ${key}`);
  return `SELECT string_agg(card, ',') FILTER (WHERE n <= ${limit}) AS cards,
      count(*) > ${limit} AS more, ${last.join(', ')}
    FROM (SELECT card, ${keys.join(', ')}, row_number() OVER (ORDER BY ${PAGE_ORDER[sort]}) AS n
          FROM ${source} AS page) AS numbered`;
}

/** The page's products as a JSON array. */
export const cardsArray = (page: CardPage) => new JsonText('[', page.cards ?? '', ']');
