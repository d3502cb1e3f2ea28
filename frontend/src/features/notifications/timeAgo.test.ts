import { timeAgo } from './timeAgo';

// Local times, as the reader's clock shows them.
const now = new Date(2024, 5, 12, 15, 30);
const at = (...parts: [number, number, number, number?, number?, number?]) =>
  new Date(...parts).toISOString();

describe('timeAgo', () => {
  it('says how long ago within the hour, and the hours earlier today', () => {
    expect(timeAgo(at(2024, 5, 12, 15, 29, 30), now)).toBe('just now');
    expect(timeAgo(at(2024, 5, 12, 15, 31), now)).toBe('just now');
    expect(timeAgo(at(2024, 5, 12, 15, 25), now)).toBe('5 min ago');
    expect(timeAgo(at(2024, 5, 12, 14, 31), now)).toBe('59 min ago');
    expect(timeAgo(at(2024, 5, 12, 12, 0), now)).toBe('3 h ago');
    expect(timeAgo(at(2024, 5, 12, 0, 5), now)).toBe('15 h ago');
  });

  it('says Yesterday for the day before, then the date, with its year when not this one', () => {
    expect(timeAgo(at(2024, 5, 11, 23, 50), now)).toBe('Yesterday');
    expect(timeAgo(at(2024, 5, 11, 0, 0), now)).toBe('Yesterday');
    expect(timeAgo(at(2024, 5, 10, 23, 59), now)).toBe('Jun 10');
    expect(timeAgo(at(2023, 11, 31, 12, 0), now)).toBe('Dec 31, 2023');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
