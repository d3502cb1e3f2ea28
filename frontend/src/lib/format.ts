/** Making an Intl formatter costs milliseconds: each is made the first time a page needs it. */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * "$1,234.50": always two decimals, written as Intl.NumberFormat's en-US dollars are, without one: making that
 * formatter takes a browser some 20 ms, four times that on a phone, before a grid can show its first price.
 * Like Intl, it rounds the number as JavaScript writes it (1.005 is "$1.01"), half away from zero.
 */
export function formatMoney(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  // Below a thousandth there is nothing to round up (and the number would be written with an exponent).
  const written = Math.abs(amount) < 0.001 ? '0' : String(Math.abs(amount));
  const [whole, fraction = ''] = written.split('.');
  const cents = Number(whole! + fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0);
  return `${sign}$${formatCount(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number with its thousands marked, "1,204", as `toLocaleString('en-US')` writes it (see `formatMoney`). */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A parcel's shipping: "Free" when nothing is charged. */
export function formatShipping(amount: number): string {
  return amount === 0 ? 'Free' : formatMoney(amount);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The date `iso` names, or undefined when it names none. */
function dateOf(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "Dec 3" of a date, in UTC. */
const utcMonthDay = (date: Date) => `${MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}`;

/**
 * "Jan 5, 2024", written as Intl.DateTimeFormat's en-US short date is, without one (see `formatMoney`: a
 * review's date would otherwise make a product page wait for the browser's first date formatter). UTC, so
 * every visitor sees the same day the server recorded.
 */
export function formatShortDate(iso: string): string {
  const date = dateOf(iso);
  return date ? `${utcMonthDay(date)}, ${date.getUTCFullYear()}` : '';
}

/** "Dec 3", for a calendar day (`YYYY-MM-DD`): read as UTC, so it is that day wherever the reader is. */
export function formatMonthDay(isoDate: string): string {
  const date = dateOf(isoDate);
  return date ? utcMonthDay(date) : '';
}

/** "March 2024", in UTC. */
export function formatMonthYear(iso: string): string {
  const date = dateOf(iso);
  return date ? `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}` : '';
}

const dateTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
);

/** "Jan 5, 3:07 PM", in the reader's own time zone: when a message was sent. */
export function formatDateTime(iso: string): string {
  const date = dateOf(iso);
  return date ? dateTime().format(date) : '';
}

const fullDateTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** "Jan 5, 2024, 3:07 PM", in the reader's own time zone: when something was recorded, in a log. */
export function formatFullDateTime(iso: string): string {
  const date = dateOf(iso);
  return date ? fullDateTime().format(date) : '';
}
