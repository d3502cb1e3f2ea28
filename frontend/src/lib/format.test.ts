import { formatCount, formatMoney, formatMonthDay, formatMonthYear, formatShortDate } from './format';

describe('formatMoney', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('writes dollars as Intl.NumberFormat does', () => {
    const amounts = [
      0, 0.5, 1, 9.99, 12, 100, 999.995, 1000, 1234.5, 12345.678, 999999.99, 1000000, 1.005, 2.675,
    ];
    for (const amount of [...amounts, ...amounts.map((amount) => -amount)]) {
      expect(formatMoney(amount)).toBe(intl.format(amount));
    }
  });

  it('writes every cent from $0.00 to $20.00 and a spread of larger amounts alike', () => {
    for (let cents = 0; cents <= 2000; cents += 1)
      expect(formatMoney(cents / 100)).toBe(intl.format(cents / 100));
    for (let amount = 1; amount < 1e9; amount = amount * 3.7 + 0.13) {
      expect(formatMoney(amount)).toBe(intl.format(amount));
    }
  });
});

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString does', () => {
    for (const count of [0, 1, 12, 999, 1000, 1204, 99999, 100000, 1234567, 2 ** 31 - 1]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      if (count > 0) expect(formatCount(-count)).toBe((-count).toLocaleString('en-US'));
    }
  });
});

describe('formatShortDate, formatMonthDay and formatMonthYear', () => {
  const shortDate = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('write every day of a leap year and a spread of years as Intl.DateTimeFormat does, in UTC', () => {
    const days = Array.from({ length: 366 }, (_, day) => Date.UTC(2028, 0, 1 + day, 23, 59, 59));
    for (const year of [1999, 2000, 2024, 2026, 2100, 9999])
      days.push(Date.UTC(year, 11, 31), Date.UTC(year, 0, 1));
    for (const time of days) {
      const iso = new Date(time).toISOString();
      expect(formatShortDate(iso)).toBe(shortDate.format(time));
      expect(formatMonthDay(iso)).toBe(monthDay.format(time));
      expect(formatMonthDay(iso.slice(0, 10))).toBe(monthDay.format(time));
      expect(formatMonthYear(iso)).toBe(monthYear.format(time));
    }
  });

  it('write nothing for a date that cannot be read', () => {
    expect(formatShortDate('not a date')).toBe('');
    expect(formatMonthDay('')).toBe('');
    expect(formatMonthYear('2024-13-45')).toBe('');
  });
});
