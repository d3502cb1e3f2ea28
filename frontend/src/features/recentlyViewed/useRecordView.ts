import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser, selectSessionChecked } from '../../app/state/sessionSlice';
import type { Product } from '../../lib/types';
import { recordView } from './recentlyViewedThunks';

/**
 * Records the view of the product on screen once it has loaded (`product` undefined until then); a seller's
 * look at their own listing is not shopping, and is not recorded.
 */
export function useRecordView(product: Product | undefined): void {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectSessionChecked);
  const userId = useAppSelector(selectCurrentUser)?.id;
  const productId = product?.id;
  const sellerId = product?.seller.id;
  useEffect(() => {
    if (checked && productId !== undefined && sellerId !== userId) void dispatch(recordView(productId));
  }, [dispatch, checked, userId, productId, sellerId]);
}
