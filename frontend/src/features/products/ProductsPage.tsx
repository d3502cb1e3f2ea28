import { categoryName, MESSAGES } from '@handmade/common';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { paths } from '../../config/paths';
import { EmptyResults } from './EmptyResults';
import { ListControls } from './ListControls';
import { filterParams, listApiUrl, readFilters, type ListFilters } from './listFilters';
import { ProductGrid } from './ProductGrid';
import { fetchProducts, selectProductList } from './productsSlice';
import './ProductsPage.css';

/** All products, one category, or search results, narrowed and ordered as the address says. */
export default function ProductsPage() {
  const dispatch = useAppDispatch();
  const { categoryId } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const url = listApiUrl('/api/products/', filters, categoryId);
  const list = useAppSelector(selectProductList);
  const corrected = list.key === url && list.status === 'succeeded' ? list.corrected : null;

  useEffect(() => {
    void dispatch(fetchProducts({ key: url, url }));
  }, [dispatch, url]);

  const category = categoryId ? categoryName(Number(categoryId)) : undefined;
  const { q } = filters;
  const title = q ? `Results for “${q}”` : (category ?? 'All Products');
  const crumbs: Crumb[] = [
    { label: 'Home', href: paths.home.href() },
    category
      ? { label: category, href: paths.category.href(Number(categoryId)) }
      : { label: 'All Products', href: paths.products.href() },
    ...(q ? [{ label: `“${q}”` }] : []),
  ];

  // Each change is a new history entry: the back button undoes it.
  const onChange = (next: ListFilters) => setParams(filterParams(next));

  return (
    <div className="page">
      <title>{`${title} | Handmade Market`}</title>
      <Breadcrumbs items={crumbs} />
      <div className="products-page__head">
        <h1>{title}</h1>
        {corrected && (
          <p className="products-page__corrected">
            Showing results for “<strong>{corrected}</strong>”
          </p>
        )}
      </div>
      <ListControls filters={filters} onChange={onChange} />
      <ProductGrid
        listKey={url}
        empty={<EmptyResults filters={filters} onChange={onChange} nothingText={MESSAGES.noProducts} />}
      />
    </div>
  );
}
