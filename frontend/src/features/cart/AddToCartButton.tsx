import { useFinishAfterSignIn } from '../../app/state/useFinishAfterSignIn';
import type { Product } from '../../lib/types';
import { useAddToCart } from './useAddToCart';

/** "Add to cart" on a product card: a visitor who signs in on the way finds it added. */
export function AddToCartButton({ product, className }: { product: Product; className: string }) {
  const { add, pending } = useAddToCart();
  useFinishAfterSignIn({ kind: 'addToCart', id: product.id }, () => void add(product));
  return (
    <button type="button" className={className} disabled={pending} onClick={() => void add(product)}>
      Add to cart
    </button>
  );
}
