import { categoryName } from '@handmade/common';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { isSort, type Sort } from '../../config/paths';
import { ProductGrid } from './ProductGrid';
import { fetchProducts } from './productsSlice';
import './ProductsPage.css';

// Relevance is the API's default for a search; the menu keeps its own orders.
const SORT_LABELS: Record<Exclude<Sort, 'relevance'>, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
};

function productsUrl(query: { category?: string; q?: string; sort: Sort }): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  const search = params.toString();
  return search ? `/api/products/?${search}` : '/api/products/';
}

/** All products, one category, or search results: newest first unless another order is picked. */
export default function ProductsPage() {
  const dispatch = useAppDispatch();
  const { categoryId } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const rawSort = params.get('sort');
  const sort: Sort = isSort(rawSort) && rawSort !== 'relevance' ? rawSort : 'newest';
  const url = productsUrl({ category: categoryId, q, sort });

  useEffect(() => {
    void dispatch(fetchProducts({ key: url, url }));
  }, [dispatch, url]);

  const category = categoryId ? categoryName(Number(categoryId)) : undefined;
  const title = q ? `Results for “${q}”` : (category ?? 'All Products');

  function onSortChange(value: string) {
    const next = new URLSearchParams(params);
    if (value === 'newest') next.delete('sort');
    else next.set('sort', value);
    setParams(next, { replace: true });
  }

  return (
    <div className="page">
      <title>{`${title} | Handmade Market`}</title>
      <div className="products-page__head">
        <h1>{title}</h1>
        <div className="products-page__sort">
          <label htmlFor="products-sort">Sort by</label>
          <select id="products-sort" value={sort} onChange={(event) => onSortChange(event.target.value)}>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ProductGrid listKey={url} />
    </div>
  );
}
