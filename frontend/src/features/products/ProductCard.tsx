import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { ProductImage } from '../../components/ProductImage';
import { ListingPrice } from '../../components/SalePrice';
import { useProductCardActions } from './ProductCardActions';
import { SellerRating } from './SellerRating';

const CARD_SIZES = '(min-width: 1400px) 260px, (min-width: 1024px) 22vw, 45vw';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { FavoriteButton, AddToCartButton } = useProductCardActions();
  const href = paths.product.href(product.id);

  return (
    <article className="product-card" aria-labelledby={`product-${product.id}-title`}>
      <div className="product-card__media">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} eager={eager} sizes={CARD_SIZES} />
        </Link>
        <FavoriteButton product={product} className="product-card__heart" />
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title card-title" id={`product-${product.id}-title`}>
          <Link to={href}>{product.title}</Link>
        </h3>
        <div className="product-card__seller">
          {/* The shop's name first: the stars and count after it are the shop's, not this product's. */}
          <Link to={paths.shop.href(product.seller.id)} className="product-card__shop">
            {product.seller.username}
          </Link>
          <SellerRating seller={product.seller} />
        </div>
        <p className="product-card__price">
          <ListingPrice product={product} />
        </p>
        <AddToCartButton
          product={product}
          className="button button--secondary button--block product-card__add"
        />
      </div>
    </article>
  );
}
