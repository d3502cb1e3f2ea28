import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductImage } from './ProductImage';
import { paths } from '../config/paths';
import { ListingPrice } from './SalePrice';
import type { Product } from '../lib/types';
import './ProductStrip.css';

interface ProductStripProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** A link beside the heading, such as "See all from <shop>". */
  action?: ReactNode;
  products: Product[];
}

/** A titled row of small product cards: a photo, the title and the price, each a link to the product. */
export function ProductStrip({ id, heading, action, products }: ProductStripProps) {
  return (
    <section className="product-strip" aria-labelledby={id}>
      <div className="product-strip__head">
        <h2 id={id} className="product-strip__heading">
          {heading}
        </h2>
        {action}
      </div>
      <ul className="product-strip__list">
        {products.map((product) => (
          <li key={product.id} className="product-strip__item">
            <Link to={paths.product.href(product.id)} className="product-strip__link">
              <ProductImage product={product} sizes="(min-width: 1024px) 160px, 40vw" />
              <span className="product-strip__title">{product.title}</span>
              <span className="product-strip__price">
                <ListingPrice product={product} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
