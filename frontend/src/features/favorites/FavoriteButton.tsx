import { Heart } from '../../components/Heart';
import type { Product } from '../../lib/types';
import { useFavoriteToggle } from './useFavoriteToggle';

/** The heart on a product card. */
export function FavoriteButton({ product, className }: { product: Product; className: string }) {
  const { isFavorite, toggle } = useFavoriteToggle(product);
  return <Heart active={isFavorite} onToggle={toggle} itemName={product.title} className={className} />;
}
