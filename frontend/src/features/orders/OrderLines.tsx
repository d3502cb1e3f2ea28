import { Link } from 'react-router-dom';
import { LineChoices } from '../../components/LineChoices';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import type { OrderDetail } from '../../lib/types';

type Line = OrderDetail['items'][number];

const lineTotal = (unitPrice: number, quantity: number) => (Math.round(unitPrice * 100) * quantity) / 100;

/** Bought lines with their photo, link (while the listing exists), price, quantity and total. */
export function OrderLines({ items }: { items: Line[] }) {
  return (
    <ul className="order-lines">
      {items.map((item, index) => (
        <li key={`${item.product_id ?? 'deleted'}-${index}`} className="order-line">
          <div className="order-line__photo">
            {item.preview_image ? (
              <img src={item.preview_image} alt="" width={400} height={400} loading="lazy" decoding="async" />
            ) : (
              <span className="order-line__no-photo" aria-hidden="true" />
            )}
          </div>
          <div className="order-line__text">
            <p className="order-line__title">
              {item.product_id === null ? (
                <>
                  {item.title} <span className="muted">(no longer listed)</span>
                </>
              ) : (
                <Link to={paths.product.href(item.product_id)}>{item.title}</Link>
              )}
            </p>
            <LineChoices values={item.option_values} personalization={item.personalization} />
            <p className="muted order-line__math">
              {formatMoney(item.unit_price)} × {item.quantity}
            </p>
          </div>
          <p className="order-line__total">
            <span className="visually-hidden">Line total </span>
            {formatMoney(lineTotal(item.unit_price, item.quantity))}
          </p>
        </li>
      ))}
    </ul>
  );
}
