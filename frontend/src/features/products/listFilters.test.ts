import { describe, expect, it } from 'vitest';
import { filterParams, hasFilters, listApiUrl, readFilters, readPrice, withoutFilters } from './listFilters';

const read = (search: string) => readFilters(new URLSearchParams(search));

describe('readFilters', () => {
  it('reads words, order, price bounds and rating from the address', () => {
    expect(read('q=%20wool%20scarf%20&sort=price_asc&min_price=10&max_price=25.50&min_rating=4')).toEqual({
      q: 'wool scarf',
      sort: 'price_asc',
      minPrice: '10',
      maxPrice: '25.5',
      minRating: '4',
    });
  });

  it('defaults to best match with words and newest without', () => {
    expect(read('q=mug').sort).toBe('relevance');
    expect(read('').sort).toBe('newest');
    // Relevance has nothing to rank by without words.
    expect(read('sort=relevance').sort).toBe('newest');
  });

  it('drops what the server would refuse instead of failing', () => {
    expect(read('sort=cheapest&min_price=abc&max_price=-3&min_rating=6')).toEqual({
      q: '',
      sort: 'newest',
      minPrice: '',
      maxPrice: '',
      minRating: '',
    });
    expect(read('min_rating=5.5').minRating).toBe('');
    expect(read('min_rating=3.5').minRating).toBe('3.5');
    expect(read('min_rating=0').minRating).toBe('');
    expect(read('min_price=1e3&max_price=12.345').minPrice).toBe('');
    expect(read('max_price=12.345').maxPrice).toBe('');
    expect(read(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });

  it('swaps bounds given the wrong way round', () => {
    const filters = read('min_price=50&max_price=5');
    expect([filters.minPrice, filters.maxPrice]).toEqual(['5', '50']);
  });
});

describe('readPrice', () => {
  it('keeps amounts in dollars without leading zeros', () => {
    expect(readPrice(' 012.50 ')).toBe('12.5');
    expect(readPrice('0')).toBe('0');
    expect(readPrice('')).toBe('');
    expect(readPrice(null)).toBe('');
    expect(readPrice('12,50')).toBe('');
  });
});

describe('filterParams and listApiUrl', () => {
  it('write only what differs from the defaults, so equal grids share one address', () => {
    expect(filterParams(read('q=mug&sort=relevance')).toString()).toBe('q=mug');
    expect(filterParams(read('sort=newest')).toString()).toBe('');
    expect(filterParams(read('sort=rating&min_rating=4&max_price=30')).toString()).toBe(
      'sort=rating&max_price=30&min_rating=4',
    );
  });

  it('round-trip: reading written filters gives them back', () => {
    const filters = read('q=linen&sort=price_desc&min_price=5&max_price=80&min_rating=3');
    expect(readFilters(filterParams(filters))).toEqual(filters);
  });

  it('build the API call with the category', () => {
    expect(listApiUrl('/api/products/', read(''))).toBe('/api/products/');
    expect(listApiUrl('/api/products/', read('min_price=5'), '3')).toBe(
      '/api/products/?min_price=5&category=3',
    );
  });

  it('clear the price and rating filters but keep the words and the order', () => {
    const filters = read('q=mug&sort=price_asc&min_price=5&min_rating=4');
    expect(hasFilters(filters)).toBe(true);
    const cleared = withoutFilters(filters);
    expect(hasFilters(cleared)).toBe(false);
    expect(filterParams(cleared).toString()).toBe('q=mug&sort=price_asc');
  });
});
