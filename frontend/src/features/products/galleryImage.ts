import type { ProductImage } from '../../lib/types';

/** A photo, or the grid's preview standing in until the detail arrives (its variants may be missing). */
export type GalleryImage = Pick<ProductImage, 'id' | 'url' | 'preview'> & {
  url_medium: ProductImage['url_medium'] | null;
  url_small: ProductImage['url_small'] | null;
};
