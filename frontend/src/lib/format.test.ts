import { formatMoney } from './format';

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
