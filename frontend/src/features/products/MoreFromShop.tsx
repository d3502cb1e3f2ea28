import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { createApiThunk } from '../../app/state/createApiThunk';
import { ProductStrip } from '../../components/ProductStrip';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { useNearViewport } from './useNearViewport';
import './MoreFromShop.css';

/** Shown at most; one more is asked for, since the product on screen is among the shop's newest. */
const SHOWN = 6;

export const fetchShopSample = createApiThunk('products/fetchShopSample', async (sellerId: number, api) => {
  const page = await api.getPage<Product>(`/api/users/${sellerId}/products?limit=${SHOWN + 1}`);
  return page.items;
});

/** The seller's other listings, newest first, fetched when the row comes near the screen. */
export function MoreFromShop({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const [others, setOthers] = useState<Product[] | null>(null);
  const seller = product.seller;
  const ref = useNearViewport<HTMLDivElement>(() => {
    dispatch(fetchShopSample(seller.id))
      .unwrap()
      .then((items) => setOthers(items.filter((item) => item.id !== product.id).slice(0, SHOWN)))
      .catch(() => setOthers([]));
  });

  // Until the shop's listings are in, only an empty marker waits near the bottom; with none, nothing shows.
  if (others === null) return <div ref={ref} className="more-from-shop__marker" aria-hidden="true" />;
  if (others.length === 0) return null;
  return (
    <ProductStrip
      id="more-from-shop"
      heading="More from this shop"
      action={<Link to={paths.shop.href(seller.id)}>See all from {seller.username}</Link>}
      products={others}
    />
  );
}
