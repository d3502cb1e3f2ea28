import { categoryName } from '@handmade/common';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { isSort, type Sort } from '../../config/paths';
import { ProductGrid } from './ProductGrid';
import { fetchProducts } from './productsSlice';
import './ProductsPage.css';

const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
};

/** A search is ordered by best match unless another order is picked; a plain list, newest first. */
const defaultSort = (q: string): Sort => (q ? 'relevance' : 'newest');

function productsUrl(query: { category?: string; q: string; sort: Sort }): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.sort !== defaultSort(query.q)) params.set('sort', query.sort);
  const search = params.toString();
  return search ? `/api/products/?${search}` : '/api/products/';
}

/** All products, one category, or search results, in the order picked. */
export default function ProductsPage() {
  const dispatch = useAppDispatch();
  const { categoryId } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const rawSort = params.get('sort');
  const sort: Sort = isSort(rawSort) && (q || rawSort !== 'relevance') ? rawSort : defaultSort(q);
  const sorts = (Object.keys(SORT_LABELS) as Sort[]).filter((value) => q || value !== 'relevance');
  const url = productsUrl({ category: categoryId, q, sort });

  useEffect(() => {
    void dispatch(fetchProducts({ key: url, url }));
  }, [dispatch, url]);

  const category = categoryId ? categoryName(Number(categoryId)) : undefined;
  const title = q ? `Results for “${q}”` : (category ?? 'All Products');

  function onSortChange(value: string) {
    const next = new URLSearchParams(params);
    if (value === defaultSort(q)) next.delete('sort');
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
            {sorts.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ProductGrid listKey={url} />
    </div>
  );
}
