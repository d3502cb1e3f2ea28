import { lazily } from '../../lib/format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const dayMonth = lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }));
const dayMonthYear = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);

/** Midnight of the day `date` falls on, in the reader's time zone. */
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When a notice came, as the bell says it: "just now", "5 min ago", "3 h ago" (earlier today), "Yesterday",
 * then the date ("Mar 3", with the year when it is not this one). Days are the reader's own.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  // A clock a little ahead of the reader's counts as now.
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  const today = startOfDay(now);
  if (date.getTime() >= today) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  if (date.getTime() >= yesterday) return 'Yesterday';
  return (date.getFullYear() === now.getFullYear() ? dayMonth : dayMonthYear)().format(date);
}
