import { CATEGORIES } from '@handmade/common';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { defaultSort, hasFilters, withoutFilters, type ListFilters } from './listFilters';

interface EmptyResultsProps {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  /** What an empty list says when nothing narrowed it (the spec's empty-catalogue text on the grids). */
  nothingText: string;
}

/** An empty grid: a search or filters that found nothing get a way out; an empty catalogue says so. */
export function EmptyResults({ filters, onChange, nothingText }: EmptyResultsProps) {
  const filtered = hasFilters(filters);
  if (!filters.q && !filtered) return <p className="grid-message">{nothingText}</p>;

  const clearFilters = filtered && (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => onChange(withoutFilters(filters))}
    >
      Clear filters
    </button>
  );
  if (!filters.q) {
    return (
      <div className="grid-empty">
        <h2>No products match these filters</h2>
        <p>Try a wider price range or a lower rating.</p>
        <div className="grid-empty__actions">{clearFilters}</div>
      </div>
    );
  }
  return (
    <div className="grid-empty">
      <h2>No results for “{filters.q}”</h2>
      <p>Check the spelling, try fewer or more general words{filtered && ', or clear the filters'}.</p>
      <div className="grid-empty__actions">
        {clearFilters}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange({ ...filters, q: '', sort: defaultSort('') })}
        >
          Clear the search
        </button>
        <Link to={paths.products.href()} className="button button--primary">
          Browse all products
        </Link>
      </div>
      <nav className="grid-empty__categories" aria-label="Browse a category">
        <ul>
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link to={paths.category.href(category.id)}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
