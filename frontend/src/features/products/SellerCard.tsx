import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { paths } from '../../config/paths';
import type { Shop } from '../../lib/types';
import { SellerRating } from './SellerRating';
import { ShopAvatar } from './ShopAvatar';
import { loadShop } from './shopApi';
import { memberSince, salesText } from './shopText';
import './ShopProfile.css';

interface SellerCardProps {
  sellerId: number;
  /** What a shopper may do about the shop, under its link (the app puts Follow there). */
  action?: (shop: Shop) => ReactNode;
}

/** Who makes this: the seller's picture, name, rating, member since and sales, with a link to the shop. */
export function SellerCard({ sellerId, action }: SellerCardProps) {
  const dispatch = useAppDispatch();
  const [shop, setShop] = useState<Shop | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    void dispatch(loadShop(sellerId)).then((result) => {
      if (!current) return;
      if (loadShop.fulfilled.match(result)) setShop(result.payload);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [dispatch, sellerId]);

  // The seller line above already names the shop: a card that cannot load is left out.
  if (failed) return null;
  // Nothing until it arrives, at a reserved height, so the page does not jump.
  if (!shop) return <div className="seller-card seller-card--loading" aria-hidden="true" />;
  const name = `${shop.first_name} ${shop.last_name}`;
  return (
    <section className="seller-card" aria-label="About the seller">
      <ShopAvatar shop={shop} />
      <div className="seller-card__text">
        <p className="seller-card__name">{name}</p>
        <p className="seller-card__meta">
          <SellerRating seller={shop} />
        </p>
        <p className="seller-card__meta muted">
          {memberSince(shop)} · {salesText(shop.sales_count)}
        </p>
        <Link to={paths.shop.href(shop.id)} className="seller-card__link">
          Visit {shop.username}’s shop
        </Link>
        {action?.(shop)}
      </div>
    </section>
  );
}
