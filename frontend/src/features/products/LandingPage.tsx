import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { RefreshIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { ProductImage } from '../../components/ProductImage';
import { fetchRandomProduct, selectRandomProduct } from './randomProductSlice';
import './LandingPage.css';

// Signed-in visitors only: visitors' first load does not carry it.
const MemberLanding = lazy(() => import('./MemberLanding'));

const HERO_SIZES = '(min-width: 1024px) 420px, 80vw';

function RandomProduct({ product, pending }: { product: Product | null; pending: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <div className="landing-pick">
      <div className="landing-pick__media">
        {product ? (
          <ProductImage product={product} eager sizes={HERO_SIZES} />
        ) : (
          <div className="product-image" />
        )}
        <button
          type="button"
          className="icon-button landing-pick__refresh"
          aria-label="Show another product"
          disabled={pending}
          onClick={() => void dispatch(fetchRandomProduct())}
        >
          <RefreshIcon />
        </button>
      </div>
      {product && (
        <div className="landing-pick__body">
          <p className="landing-pick__title">{product.title}</p>
          <p className="landing-pick__seller">
            Sold by <strong>{product.seller.first_name}</strong>
          </p>
          <Link to={paths.product.href(product.id)} className="button button--primary">
            See this product
          </Link>
        </div>
      )}
    </div>
  );
}

function VisitorLanding({ product, pending }: { product: Product | null; pending: boolean }) {
  return (
    <section className="landing-hero">
      <div className="landing-hero__text">
        <h1>There&apos;s a person behind every piece</h1>
        <p className="landing-hero__lead">
          Every item here is made by hand by an independent maker. Find something one of a kind, and meet the
          person who made it.
        </p>
        <Link to={paths.products.href()} className="button button--secondary">
          Browse all products
        </Link>
      </div>
      <RandomProduct product={product} pending={pending} />
    </section>
  );
}

/** `children` come below the spec's content (the app adds what was recently viewed, category tiles and new listings there). */
export function LandingPage({ children }: { children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { product, status } = useAppSelector(selectRandomProduct);

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchRandomProduct());
  }, [dispatch, status]);

  return (
    <div className="page landing">
      <title>Handmade Market: handcrafted goods from the people who make them</title>
      {user ? (
        <Suspense fallback={<Spinner />}>
          <MemberLanding user={user} product={product} />
        </Suspense>
      ) : (
        <VisitorLanding product={product} pending={status === 'pending'} />
      )}
      {status === 'failed' && !product && <p className="muted">Our featured product is taking a break.</p>}
      {children}
    </div>
  );
}
