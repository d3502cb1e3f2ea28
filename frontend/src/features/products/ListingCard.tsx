import { Link, useNavigate } from 'react-router-dom';
import { CustomOrderTag } from '../../components/CustomOrderTag';
import { OptionsMenu } from '../../components/OptionsMenu';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { ProductImage } from '../../components/ProductImage';
import { SalePrice } from '../../components/SalePrice';

const CARD_SIZES = '(min-width: 1400px) 260px, (min-width: 1024px) 22vw, 45vw';

interface ListingCardProps {
  product: Product;
  eager: boolean;
  onDelete: (product: Product) => void;
}

/** One of the seller's own products, with Edit and Delete in its options menu; marked when an admin hid it. */
export function ListingCard({ product, eager, onDelete }: ListingCardProps) {
  const navigate = useNavigate();
  const href = paths.product.href(product.id);
  const titleId = `listing-${product.id}-title`;

  return (
    <article className="listing-card" aria-labelledby={titleId}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} eager={eager} sizes={CARD_SIZES} />
      </Link>
      <div className="listing-card__body">
        <div className="listing-card__top">
          <h2 className="listing-card__title card-title" id={titleId}>
            <Link to={href}>{product.title}</Link>
          </h2>
          <OptionsMenu
            label={`Options for ${product.title}`}
            options={[
              { label: 'Edit', onSelect: () => navigate(paths.editProduct.href(product.id)) },
              { label: 'Delete', onSelect: () => onDelete(product) },
            ]}
          />
        </div>
        {product.private_buyer_id !== null && <CustomOrderTag />}
        {product.hidden_reason && (
          <p className="listing-card__hidden">
            <span className="listing-card__hidden-tag">Hidden</span>
            <span className="visually-hidden"> by Handmade Market:</span> {product.hidden_reason}
          </p>
        )}
        <p
          className={
            product.inventory === 0 ? 'listing-card__stock listing-card__stock--out' : 'listing-card__stock'
          }
        >
          {product.inventory} in stock{product.inventory === 0 && ' · Sold out'}
        </p>
        <p className="listing-card__price">
          <SalePrice
            price={product.price}
            salePrice={product.sale_price}
            from={product.price_max !== null && product.price_max > product.price}
          />
        </p>
      </div>
    </article>
  );
}
