import type { Product } from '../../lib/types';
import { useAddToCart } from './useAddToCart';

/** "Add to cart" on a product card. */
export function AddToCartButton({ product, className }: { product: Product; className: string }) {
  const { add, pending } = useAddToCart();
  return (
    <button type="button" className={className} disabled={pending} onClick={() => void add(product)}>
      Add to cart
    </button>
  );
}
