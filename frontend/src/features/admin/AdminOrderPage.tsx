import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { formatFullDateTime, formatMoney } from '../../lib/format';
import type { AdminOrder } from '../../lib/types';
import { loadAdminOrder } from './adminApi';
import { AdminShipment } from './AdminShipment';
import './AdminOrderPage.css';

const ID_PATTERN = /^[1-9]\d*$/;

function NotFound({ id }: { id: string }) {
  return (
    <section aria-labelledby="admin-order">
      <title>Order not found | Operator console | Handmade Market</title>
      <h2 id="admin-order">Order not found</h2>
      <p>
        No order has the id {id}. <Link to={paths.adminCases.href()}>Back to the cases</Link>
      </p>
    </section>
  );
}

/** Any order in the console: who bought it, and each shop's shipment with its status, lines, history and case. */
export default function AdminOrderPage() {
  const dispatch = useAppDispatch();
  const { orderId = '' } = useParams();
  const valid = ID_PATTERN.test(orderId);
  const id = Number(orderId);
  const [order, setOrder] = useState<AdminOrder | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    setError(null);
    void dispatch(loadAdminOrder(id)).then((result) => {
      if (!current) return;
      if (loadAdminOrder.fulfilled.match(result)) setOrder(result.payload);
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch, id, valid]);

  const shown = order?.id === id ? order : null;
  if (!valid || error?.status === 404) return <NotFound id={orderId} />;
  if (!shown) return error ? <p className="form-error">{error.message}</p> : <Spinner />;

  return (
    <section aria-labelledby="admin-order">
      <title>{`Order ${shown.order_number} | Operator console | Handmade Market`}</title>
      <div className="admin-section__head">
        <h2 id="admin-order" className="admin-order__title">
          Order {shown.order_number}
        </h2>
      </div>
      <dl className="admin-order__facts">
        <div>
          <dt>Buyer</dt>
          <dd>
            <Link to={paths.adminUser.href(shown.buyer.id)}>{shown.buyer.username}</Link>
            <span className="admin-order__email">{shown.buyer.email}</span>
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={shown.created_at}>{formatFullDateTime(shown.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(shown.total)}</dd>
        </div>
      </dl>
      {shown.shipments.length === 0 ? (
        <p className="muted">This order was placed before shipments existed: it has no shipment to show.</p>
      ) : (
        shown.shipments.map((shipment) => <AdminShipment key={shipment.id} shipment={shipment} />)
      )}
    </section>
  );
}
