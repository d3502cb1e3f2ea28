import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { createApiThunk } from '../../app/state/createApiThunk';
import { ProductImage } from '../../components/ProductImage';
import { paths } from '../../config/paths';
import { formatListingPrice } from '../../lib/format';
import type { Product } from '../../lib/types';
import './MoreFromShop.css';

/** Shown at most; one more is asked for, since the product on screen is among the shop's newest. */
const SHOWN = 6;

export const fetchShopSample = createApiThunk('products/fetchShopSample', async (sellerId: number, api) => {
  const page = await api.getPage<Product>(`/api/users/${sellerId}/products?limit=${SHOWN + 1}`);
  return page.items;
});

/** Calls `onVisible` once the element is near the viewport (at once where there is no IntersectionObserver). */
function useNearViewport(onVisible: () => void) {
  const ref = useRef<HTMLElement>(null);
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback.current();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** The seller's other listings, newest first, fetched when the row comes near the screen. */
export function MoreFromShop({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const [others, setOthers] = useState<Product[] | null>(null);
  const seller = product.seller;
  const ref = useNearViewport(() => {
    dispatch(fetchShopSample(seller.id))
      .unwrap()
      .then((items) => setOthers(items.filter((item) => item.id !== product.id).slice(0, SHOWN)))
      .catch(() => setOthers([]));
  });

  const hidden = others !== null && others.length === 0;
  return (
    <section
      ref={ref}
      className="more-from-shop"
      aria-labelledby="more-from-shop"
      hidden={hidden}
      aria-busy={others === null}
    >
      <div className="more-from-shop__head">
        <h2 id="more-from-shop">More from this shop</h2>
        <Link to={paths.shop.href(seller.id)}>See all from {seller.username}</Link>
      </div>
      <ul className="more-from-shop__list">
        {(others ?? []).map((other) => (
          <li key={other.id} className="more-from-shop__item">
            <Link to={paths.product.href(other.id)} className="more-from-shop__link">
              <ProductImage product={other} sizes="(min-width: 1024px) 160px, 40vw" />
              <span className="more-from-shop__title">{other.title}</span>
              <span className="more-from-shop__price">{formatListingPrice(other)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
