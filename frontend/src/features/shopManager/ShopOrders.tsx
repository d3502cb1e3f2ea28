import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { formatMoney, formatShortDate } from '../../lib/format';
import type { ShopOrderLine } from '../../lib/types';
import { loadShopOrders, shopOrdersPath } from './shopManagerApi';
import '../../components/DataTable.css';

const lineTotal = (line: ShopOrderLine) => (Math.round(line.unit_price * 100) * line.quantity) / 100;

/** The orders received, newest first; "Show more" follows the server's next-page link. */
export function ShopOrders() {
  const dispatch = useAppDispatch();
  const [lines, setLines] = useState<ShopOrderLine[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const load = useCallback(
    async (url: string, append: boolean) => {
      setPending(true);
      setError(null);
      const result = await dispatch(loadShopOrders(url));
      setPending(false);
      if (!loadShopOrders.fulfilled.match(result)) {
        setError(result.payload ?? null);
        return;
      }
      const { items, next: nextUrl } = result.payload;
      setLines((shown) => (append && shown ? [...shown, ...items] : items));
      setNext(nextUrl);
    },
    [dispatch],
  );

  useEffect(() => {
    void load(shopOrdersPath(), false);
  }, [load]);

  if (!lines) return error ? <p className="form-error">{error.message}</p> : <Spinner />;
  if (lines.length === 0)
    return <p className="muted">No orders yet. Sales of your listings will show here.</p>;

  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Orders received, table">
        <table className="data-table shop-orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Buyer</th>
              <th scope="col">Item</th>
              <th scope="col" className="shop-orders__figure">
                Qty
              </th>
              <th scope="col" className="shop-orders__figure">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.order_number}-${line.product_id ?? line.title}-${index}`}>
                <td className="shop-orders__number" data-label="Order">
                  {line.order_number}
                </td>
                <td className="shop-orders__date" data-label="Date">
                  <time dateTime={line.created_at}>{formatShortDate(line.created_at)}</time>
                </td>
                <td className="shop-orders__buyer" data-label="Buyer">
                  {line.buyer}
                </td>
                <td className="shop-orders__item" data-label="Item">
                  {line.product_id === null ? (
                    line.title
                  ) : (
                    <Link to={paths.product.href(line.product_id)}>{line.title}</Link>
                  )}
                </td>
                <td className="shop-orders__figure shop-orders__qty" data-label="Qty">
                  {line.quantity}
                </td>
                <td className="shop-orders__figure shop-orders__total" data-label="Total">
                  {formatMoney(lineTotal(line))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && <p className="form-error">{error.message}</p>}
      {next && (
        <button
          type="button"
          className="button button--secondary shop-manager__more"
          disabled={pending}
          onClick={() => void load(next, true)}
        >
          {pending ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}
