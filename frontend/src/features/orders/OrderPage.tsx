import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { formatMoney, formatShortDate } from '../../lib/format';
import type { OrderDetail } from '../../lib/types';
import { OrderLines } from './OrderLines';
import { loadOrder } from './ordersApi';
import { selectOrderShipments } from './orderShipmentsSlice';
import { ShipmentCard } from './ShipmentCard';
import './OrdersPage.css';

/**
 * One of the buyer's orders: each shop's shipment as its own card (lines, costs, address, tracking, history),
 * kept current by the live events. An order from before shipments existed shows its lines alone.
 */
export default function OrderPage() {
  const dispatch = useAppDispatch();
  const orderId = Number(useParams().orderId);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const shipments = useAppSelector((state) => selectOrderShipments(state, orderId));

  useEffect(() => {
    let current = true;
    setOrder(null);
    setError(null);
    void dispatch(loadOrder(orderId)).then((result) => {
      if (!current) return;
      if (loadOrder.fulfilled.match(result)) setOrder(result.payload);
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch, orderId]);

  if (error) {
    return (
      <div className="page">
        <title>Order not found | Handmade Market</title>
        <h1>{error.message}</h1>
        <Link to={paths.orders.href()} className="button button--secondary">
          All your orders
        </Link>
      </div>
    );
  }
  if (!order) return <Spinner />;

  return (
    <div className="page order-page">
      <title>{`Order ${order.order_number} | Handmade Market`}</title>
      <p>
        <Link to={paths.orders.href()}>← All your orders</Link>
      </p>
      <h1>Order {order.order_number}</h1>
      <p className="muted">
        Placed <time dateTime={order.created_at}>{formatShortDate(order.created_at)}</time>
      </p>
      {order.shipments.length === 0 ? (
        <OrderLines items={order.items} />
      ) : (
        <ol className="shipment-cards">
          {shipments.map((shipment) => (
            <li key={shipment.id}>
              <ShipmentCard shipment={shipment} />
            </li>
          ))}
        </ol>
      )}
      <p className="order-page__total">
        Order total <strong>{formatMoney(order.total)}</strong>
      </p>
    </div>
  );
}
