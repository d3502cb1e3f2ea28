import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import type { CartItem } from '../../lib/types';
import { cartTotal, linePrice } from '../../lib/cartMath';
import { ProductImage } from '../../components/ProductImage';

interface CheckoutSummaryProps {
  items: CartItem[];
  /** Messages from a refused checkout, keyed by product id. */
  lineErrors: Record<string, string>;
  /** The new total, when the prices changed since the buyer saw them. */
  totalError?: string;
}

/** The cart, read-only: what is about to be bought. */
export function CheckoutSummary({ items, lineErrors, totalError }: CheckoutSummaryProps) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <div className="checkout-summary__head">
        <h2 id="checkout-summary-title">Your order</h2>
        <Link to={paths.cart.href()}>Edit cart</Link>
      </div>
      <ul className="checkout-lines">
        {items.map((item) =>
          item.product ? (
            <li key={item.id} className="checkout-line">
              <ProductImage product={item.product} sizes="64px" className="checkout-line__image" />
              <div className="checkout-line__info">
                <p className="checkout-line__title">
                  <Link to={paths.product.href(item.product.id)}>{item.product.title}</Link>
                </p>
                <p className="checkout-line__quantity">Quantity: {item.quantity}</p>
                {lineErrors[item.product_id] && (
                  <p className="line-error" role="alert">
                    {lineErrors[item.product_id]}
                  </p>
                )}
              </div>
              <p className="checkout-line__price">{formatMoney(linePrice(item))}</p>
            </li>
          ) : null,
        )}
      </ul>
      <p className="checkout-summary__total">
        <span>Total</span>
        <span>{formatMoney(cartTotal(items))}</span>
      </p>
      {totalError && <p className="line-error">{totalError}</p>}
    </section>
  );
}
