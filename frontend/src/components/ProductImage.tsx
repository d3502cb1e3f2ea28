import type { Product } from '../lib/types';
import { PhotoIcon } from './icons';
import './ProductImage.css';

interface ProductImageProps {
  product: Product;
  /** Above the fold: load now instead of lazily. */
  eager?: boolean;
  /** How wide the image is drawn, for the browser to pick from srcset. */
  sizes: string;
  className?: string;
}

/**
 * The preview photo at the smallest size that fits; the box reserves its space, so nothing shifts. A listing
 * without a photo shows a picture mark in its place (the title next to it names the listing).
 */
export function ProductImage({ product, eager = false, sizes, className = '' }: ProductImageProps) {
  const small = product.preview_image_small;
  const medium = product.preview_image_medium;
  const src = small ?? medium ?? product.preview_image;
  const srcSet = [small && `${small} 400w`, medium && `${medium} 800w`].filter(Boolean).join(', ');
  return (
    <div className={`product-image ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet || undefined}
          sizes={srcSet ? sizes : undefined}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt={product.title}
        />
      ) : (
        <span className="product-image__none">
          <PhotoIcon size={32} />
        </span>
      )}
    </div>
  );
}
