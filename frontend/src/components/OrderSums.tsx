import { formatMoney, formatShipping } from '../lib/format';
import './OrderSums.css';

interface OrderSumsProps {
  subtotal: number;
  shipping: number;
  discount: number;
  /** What took the discount off, such as "Coupon WELCOME10". */
  discountLabel?: string;
  className?: string;
}

/** What the goods, their shipping and a discount come to, before the total: the cart's and the checkout's, for one shop or all. */
export function OrderSums({
  subtotal,
  shipping,
  discount,
  discountLabel = 'Discount',
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
    </dl>
  );
}
