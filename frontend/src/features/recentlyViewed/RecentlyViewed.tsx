import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser, selectSessionChecked } from '../../app/state/sessionSlice';
import { ProductStrip } from '../../components/ProductStrip';
import type { Product } from '../../lib/types';
import { fetchRecentlyViewed } from './recentlyViewedThunks';

/** The products the shopper looked at lately, as a row of cards; nothing at all while there are none. */
export default function RecentlyViewed() {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectSessionChecked);
  const userId = useAppSelector(selectCurrentUser)?.id;
  const [viewed, setViewed] = useState<Product[]>([]);

  useEffect(() => {
    if (!checked) return;
    let current = true;
    dispatch(fetchRecentlyViewed())
      .unwrap()
      .then((products) => current && setViewed(products))
      .catch(() => current && setViewed([]));
    return () => {
      current = false;
    };
  }, [dispatch, checked, userId]);

  if (viewed.length === 0) return null;
  return <ProductStrip id="recently-viewed" heading="Recently viewed" products={viewed} />;
}
