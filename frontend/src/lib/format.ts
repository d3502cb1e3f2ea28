const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50": always two decimals. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** A parcel's shipping: "Free" when nothing is charged. */
export function formatShipping(amount: number): string {
  return amount === 0 ? 'Free' : formatMoney(amount);
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jan 5, 2024". UTC, so every visitor sees the same day the server recorded. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Dec 3", for a calendar day (`YYYY-MM-DD`): read as UTC, so it is that day wherever the reader is. */
export function formatMonthDay(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : monthDay.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Jan 5, 3:07 PM", in the reader's own time zone: when a message was sent. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const fullDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Jan 5, 2024, 3:07 PM", in the reader's own time zone: when something was recorded, in a log. */
export function formatFullDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullDateTime.format(date);
}
