import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { VerifiedMark } from '../../components/VerifiedMark';
import type { ApiError } from '../../lib/api';
import type { Shop } from '../../lib/types';
import { EmptyResults } from './EmptyResults';
import { ListControls } from './ListControls';
import { filterParams, listApiUrl, readFilters, type ListFilters } from './listFilters';
import { ProductGrid } from './ProductGrid';
import { fetchProducts } from './productsSlice';
import { SellerRating } from './SellerRating';
import { ShopAvatar } from './ShopAvatar';
import { loadShop } from './shopApi';
import { memberSince, salesText } from './shopText';
import './ProductsPage.css';
import './ShopProfile.css';

function ShopHead({ shop, contact, more }: { shop: Shop; contact?: ReactNode; more?: ReactNode }) {
  return (
    <header className="shop-head">
      <ShopAvatar shop={shop} size="lg" />
      <div className="shop-head__text">
        <div className="shop-head__name">
          <h1>{`${shop.first_name} ${shop.last_name}`}</h1>
          {shop.email_verified && <VerifiedMark explanation="This seller verified their email" />}
        </div>
        <ul className="shop-head__facts">
          <li>@{shop.username}</li>
          <li>
            <SellerRating seller={shop} />
          </li>
          {shop.location && <li>{shop.location}</li>}
          <li>{memberSince(shop)}</li>
          <li>{salesText(shop.sales_count)}</li>
        </ul>
        {shop.bio && <p className="shop-head__bio">{shop.bio}</p>}
        {contact}
        {more && <div className="shop-head__more">{more}</div>}
      </div>
    </header>
  );
}

interface ShopPageProps {
  /** A way to reach the seller, under their profile (the app puts "Message the seller" there). */
  contact?: (shop: Shop) => ReactNode;
  /** Quieter actions under it: reporting the shop, and an admin's suspension. */
  more?: (shop: Shop) => ReactNode;
}

/** A seller's shop: who they are (from their shop profile) and everything they have listed. */
export default function ShopPage({ contact, more }: ShopPageProps = {}) {
  const dispatch = useAppDispatch();
  const userId = Number(useParams().userId);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const onChange = (next: ListFilters) => setParams(filterParams(next));
  // The grid's key is its API call: the shop with its price and rating filters and its order.
  const key = listApiUrl(`/api/users/${userId}/products`, filters);
  const [shop, setShop] = useState<Shop | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (!Number.isInteger(userId)) return;
    let current = true;
    setShop(null);
    setError(null);
    void dispatch(loadShop(userId)).then((result) => {
      if (!current) return;
      if (loadShop.fulfilled.match(result)) setShop(result.payload);
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch, userId]);

  useEffect(() => {
    if (Number.isInteger(userId)) void dispatch(fetchProducts({ key, url: key }));
  }, [dispatch, key, userId]);

  if (error) {
    return (
      <div className="page">
        <title>Shop not found | Handmade Market</title>
        <h1>{error.message}</h1>
      </div>
    );
  }

  const name = shop ? `${shop.first_name} ${shop.last_name}` : 'Shop';
  return (
    <div className="page">
      <title>{`${name} | Handmade Market`}</title>
      {shop ? (
        <ShopHead shop={shop} contact={contact?.(shop)} more={more?.(shop)} />
      ) : (
        <div className="shop-head" aria-hidden="true" />
      )}
      <ListControls filters={filters} onChange={onChange} />
      <ProductGrid
        listKey={key}
        empty={
          <EmptyResults
            filters={filters}
            onChange={onChange}
            nothingText="This shop has nothing for sale right now. Please check back later."
          />
        }
      />
    </div>
  );
}
