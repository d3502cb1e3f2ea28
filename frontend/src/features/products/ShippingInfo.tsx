import { formatMoney, formatMonthDay } from '../../lib/format';
import type { Product } from '../../lib/types';
import './ShippingInfo.css';

/** What shipping costs and the day an order placed today leaves the shop, under a listing's price. */
export function ShippingInfo({ product }: { product: Product }) {
  const { shipping } = product;
  const charged = shipping !== null && (shipping.first_item > 0 || shipping.additional_item > 0);
  return (
    <div className="shipping-info">
      <p>
        {charged
          ? `${formatMoney(shipping.first_item)} shipping, ${formatMoney(shipping.additional_item)} each additional item`
          : 'Free shipping'}
      </p>
      {charged && shipping.free_over !== null && <p>Free shipping over {formatMoney(shipping.free_over)}</p>}
      <p>Ships by {formatMonthDay(product.ships_by)}</p>
    </div>
  );
}
