import type { ProductSort } from '@handmade/common';
import { useId, useState, type FormEvent } from 'react';
import { hasFilters, readPrice, withoutFilters, type ListFilters } from './listFilters';
import './ListControls.css';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
};

const RATINGS = ['4', '3', '2', '1'];

interface ListControlsProps {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
}

/**
 * Sort, price range and rating of a product grid. On a phone the filters fold behind a disclosure button;
 * the sort stays in view. Every change goes through `onChange`, which puts it in the address.
 */
export function ListControls({ filters, onChange }: ListControlsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const sorts = (Object.keys(SORT_LABELS) as ProductSort[]).filter(
    (value) => filters.q || value !== 'relevance',
  );
  const active = [filters.minPrice || filters.maxPrice, filters.minRating].filter(Boolean).length;

  function onPrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let minPrice = readPrice(form.get('min_price') as string);
    let maxPrice = readPrice(form.get('max_price') as string);
    if (minPrice && maxPrice && Number(maxPrice) < Number(minPrice))
      [minPrice, maxPrice] = [maxPrice, minPrice];
    onChange({ ...filters, minPrice, maxPrice });
  }

  return (
    <div className="list-controls">
      <div className="list-controls__bar">
        <button
          type="button"
          className="button button--secondary list-controls__toggle"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((value) => !value)}
        >
          Filters{active > 0 && ` (${active})`}
        </button>
        <div className="list-controls__sort">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as ProductSort })}
          >
            {sorts.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={`${id}-filters`} className="list-controls__filters" data-open={open}>
        {/* Remounted when the address changes (back button), so the boxes show the bounds in use. */}
        <form
          key={`${filters.minPrice}-${filters.maxPrice}`}
          className="list-controls__price"
          aria-labelledby={`${id}-price`}
          onSubmit={onPrice}
        >
          <span id={`${id}-price`} className="list-controls__legend">
            Price
          </span>
          <label>
            <span className="visually-hidden">Lowest price in dollars</span>
            <input
              name="min_price"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              placeholder="$ Min"
              defaultValue={filters.minPrice}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">Highest price in dollars</span>
            <input
              name="max_price"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              placeholder="$ Max"
              defaultValue={filters.maxPrice}
            />
          </label>
          <button type="submit" className="button button--secondary">
            Apply
          </button>
        </form>
        <div className="list-controls__rating">
          <label htmlFor={`${id}-rating`}>Rating</label>
          <select
            id={`${id}-rating`}
            value={filters.minRating}
            onChange={(event) => onChange({ ...filters, minRating: event.target.value })}
          >
            <option value="">Any rating</option>
            {/* A rating from the address that is not offered here still shows as chosen. */}
            {filters.minRating && !RATINGS.includes(filters.minRating) && (
              <option value={filters.minRating}>{filters.minRating}★ &amp; up</option>
            )}
            {RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {stars}★ &amp; up
              </option>
            ))}
          </select>
        </div>
        {hasFilters(filters) && (
          <button
            type="button"
            className="link-button list-controls__clear"
            onClick={() => onChange(withoutFilters(filters))}
          >
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
