import { categoryName } from '@handmade/common';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import './ProductBreadcrumbs.css';

/** Home › the product's category › the product. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  const category = categoryName(product.category_id);
  return (
    <Breadcrumbs
      className="product-breadcrumbs"
      items={[
        { label: 'Home', href: paths.home.href() },
        ...(category ? [{ label: category, href: paths.category.href(product.category_id) }] : []),
        { label: product.title },
      ]}
    />
  );
}
