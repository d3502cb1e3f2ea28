import { CATEGORIES } from '@handmade/common';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { createApiThunk } from '../../app/state/createApiThunk';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { ProductCard } from './ProductCard';
import './ProductGrid.css';
import './LandingMore.css';

const NEW_LISTINGS = 10;

interface LandingData {
  newest: Product[];
  /** The newest listing of each category, by category id: its photo stands for the category. */
  covers: Record<number, Product | undefined>;
}

export const fetchLandingData = createApiThunk('products/fetchLanding', async (_: void, api) => {
  const [newest, ...firsts] = await Promise.all([
    api.getPage<Product>(`/api/products?limit=${NEW_LISTINGS}`),
    ...CATEGORIES.map((category) => api.getPage<Product>(`/api/products?category=${category.id}&limit=1`)),
  ]);
  const covers: LandingData['covers'] = {};
  CATEGORIES.forEach((category, index) => (covers[category.id] = firsts[index]?.items[0]));
  return { newest: newest!.items, covers } satisfies LandingData;
});

function CategoryTile({ id, name, cover }: { id: number; name: string; cover: Product | undefined }) {
  const photo = cover?.preview_image_small ?? cover?.preview_image_medium ?? cover?.preview_image;
  return (
    <li>
      <Link to={paths.category.href(id)} className={`category-tile category-tile--${id}`}>
        <span className="category-tile__media" aria-hidden="true">
          {photo && <img src={photo} alt="" width={400} height={400} loading="lazy" decoding="async" />}
        </span>
        <span className="category-tile__name">{name}</span>
      </Link>
    </li>
  );
}

/** Below the spec's landing content: the five categories as tiles, then the newest listings. */
export function LandingMore() {
  const dispatch = useAppDispatch();
  const [data, setData] = useState<LandingData | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const request = dispatch(fetchLandingData());
    request
      .unwrap()
      .then(setData)
      .catch(() => setFailed(true));
    return () => request.abort();
  }, [dispatch]);

  return (
    <>
      <section className="landing-section" aria-labelledby="landing-categories">
        <h2 id="landing-categories">Shop by category</h2>
        <ul className="category-tiles">
          {CATEGORIES.map((category) => (
            <CategoryTile key={category.id} {...category} cover={data?.covers[category.id]} />
          ))}
        </ul>
      </section>
      <section className="landing-section" aria-labelledby="landing-new" aria-busy={!data && !failed}>
        <div className="landing-section__head">
          <h2 id="landing-new">New listings</h2>
          <Link to={paths.products.href()}>See all products</Link>
        </div>
        {failed && <p className="muted">New listings could not be loaded.</p>}
        <ul className="product-grid landing-new">
          {(data?.newest ?? []).map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
