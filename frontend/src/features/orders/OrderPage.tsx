import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { formatMoney, formatShortDate } from '../../lib/format';
import type { OrderDetail } from '../../lib/types';
import { loadOrder } from './ordersApi';
import './OrdersPage.css';

const lineTotal = (unitPrice: number, quantity: number) => (Math.round(unitPrice * 100) * quantity) / 100;

function OrderLines({ order }: { order: OrderDetail }) {
  return (
    <ul className="order-lines">
      {order.items.map((item, index) => (
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

/** One of the buyer's orders: each line with its photo, link, price, quantity and total. */
export default function OrderPage() {
  const dispatch = useAppDispatch();
  const orderId = Number(useParams().orderId);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

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
      <OrderLines order={order} />
      <p className="order-page__total">
        Order total <strong>{formatMoney(order.total)}</strong>
      </p>
    </div>
  );
}
