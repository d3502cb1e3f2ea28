import { FAVORITE_BANNER_MS } from '@handmade/common';
import { useCallback } from 'react';
import { Banner } from '../components/Banner';
import { bannerDismissed, selectBanner } from './state/uiSlice';
import { useAppDispatch, useAppSelector } from './state/hooks';

export function BannerHost() {
  const dispatch = useAppDispatch();
  const banner = useAppSelector(selectBanner);
  const id = banner?.id;
  const dismiss = useCallback(() => {
    if (id !== undefined) dispatch(bannerDismissed(id));
  }, [dispatch, id]);
  if (!banner) return null;
  return (
    <Banner key={banner.id} message={banner.message} onDismiss={dismiss} durationMs={FAVORITE_BANNER_MS} />
  );
}
