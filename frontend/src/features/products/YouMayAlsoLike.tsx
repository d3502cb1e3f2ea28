import { useState } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Product } from '../../lib/types';
import { ProductStrip } from '../../components/ProductStrip';
import { useNearViewport } from './useNearViewport';

export const fetchSimilar = createApiThunk('products/fetchSimilar', (productId: number, api) =>
  api.get<Product[]>(`/api/products/${productId}/similar`),
);

/**
 * Products like this one (bought or favorited by the same people, or of its category and words), fetched when
 * the place for them comes near the screen. Nothing at all shows until there is something to show.
 */
export function YouMayAlsoLike({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const [similar, setSimilar] = useState<Product[] | null>(null);
  const ref = useNearViewport<HTMLDivElement>(() => {
    dispatch(fetchSimilar(productId))
      .unwrap()
      .then(setSimilar)
      .catch(() => setSimilar([]));
  });
  if (similar === null) return <div ref={ref} />;
  if (similar.length === 0) return null;
  return <ProductStrip id="you-may-also-like" heading="You may also like" products={similar} />;
}
