import { formatMoney, formatShipping } from '../lib/format';
import './OrderSums.css';

interface OrderSumsProps {
  subtotal: number;
  shipping: number;
  discount: number;
  /** What took the discount off, such as "Coupon WELCOME10". */
  discountLabel?: string;
  /** Shown as the last line when given; the cart and checkout show theirs larger, outside the list. */
  total?: number;
  className?: string;
}

/** What the goods, their shipping and a discount come to: the cart's and the checkout's, for one shop or all, and a shipment's with its total. */
export function OrderSums({
  subtotal,
  shipping,
  discount,
  discountLabel = 'Discount',
  total,
  className,
}: OrderSumsProps) {
  return (
    <dl className={className ? `order-sums ${className}` : 'order-sums'}>
      <div>
        <dt>Items</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{formatShipping(shipping)}</dd>
      </div>
      {discount > 0 && (
        <div>
          <dt>{discountLabel}</dt>
          <dd>−{formatMoney(discount)}</dd>
        </div>
      )}
      {total !== undefined && (
        <div className="order-sums__total">
          <dt>Total</dt>
          <dd>{formatMoney(total)}</dd>
        </div>
      )}
    </dl>
  );
}
