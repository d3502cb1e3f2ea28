import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { ShipmentStatusBadge } from '../../components/ShipmentStatusBadge';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { formatMoney, formatShortDate } from '../../lib/format';
import type { Order } from '../../lib/types';
import { loadOrders } from './ordersApi';
import { selectOrderShipments } from './orderShipmentsSlice';
import './OrdersPage.css';

/** Where each shop's part of the order is, in a line: kept current by the live events. */
function ShipmentStatuses({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const shipments = useAppSelector((state) => selectOrderShipments(state, orderId));
  if (shipments.length === 0) return null;
  return (
    <ul className="order__shipments" aria-label={`Shipments of order ${orderNumber}`}>
      {shipments.map((shipment) => (
        <li key={shipment.id}>
          <span className="order__shop">{shipment.seller.username}</span>
          <ShipmentStatusBadge status={shipment.status} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.id}`;
  return (
    <article className="order" aria-labelledby={headingId}>
      <header className="order__head">
        <h2 id={headingId} className="order__number">
          <Link to={paths.order.href(order.id)}>Order {order.order_number}</Link>
        </h2>
        <p className="order__meta">
          <time dateTime={order.created_at}>{formatShortDate(order.created_at)}</time>
          <span aria-hidden="true"> · </span>
          <span>Total {formatMoney(order.total)}</span>
        </p>
      </header>
      <ShipmentStatuses orderId={order.id} orderNumber={order.order_number} />
      <table className="order__items">
        <caption className="visually-hidden">Items in order {order.order_number}</caption>
        {/* Fixed widths: the figures line up from one order to the next. */}
        <colgroup>
          <col />
          <col className="order__figure-column" />
          <col className="order__figure-column" />
          <col className="order__figure-column" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.product_id ?? 'deleted'}-${index}`}>
              <td className="order__item">
                {item.product_id === null ? (
                  <span>
                    {item.title} <span className="muted">(no longer listed)</span>
                  </span>
                ) : (
                  <Link to={paths.product.href(item.product_id)}>{item.title}</Link>
                )}
              </td>
              <td data-label="Quantity">{item.quantity}</td>
              <td data-label="Price">{formatMoney(item.unit_price)}</td>
              <td data-label="Subtotal">
                {formatMoney(Math.round(item.unit_price * item.quantity * 100) / 100)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** The signed-in user's past purchases, newest first. */
export default function OrdersPage() {
  const dispatch = useAppDispatch();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let current = true;
    void dispatch(loadOrders()).then((result) => {
      if (!current) return;
      if (loadOrders.fulfilled.match(result)) setOrders(result.payload);
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  let content;
  if (error) content = <p className="form-error">{error.message}</p>;
  else if (!orders) content = <Spinner />;
  else if (orders.length === 0)
    content = (
      <div className="empty-state">
        <p className="grid-message">You have not ordered anything yet.</p>
        <Link to={paths.products.href()} className="button button--primary">
          Discover products
        </Link>
      </div>
    );
  else
    content = (
      <ol className="orders">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
    );

  return (
    <div className="page">
      <title>Your Orders | Handmade Market</title>
      <h1>Your Orders</h1>
      {content}
    </div>
  );
}
