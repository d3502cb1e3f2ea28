import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Order } from '../../lib/types';
import { OrderReceipt } from './OrderReceipt';
import './CheckoutPage.css';

/** After a purchase. The order number travels in the history entry, so a reload still shows it. */
export default function SuccessPage() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const orderNumber =
    typeof state === 'object' && state !== null && 'orderNumber' in state ? String(state.orderNumber) : null;
  const orderId =
    typeof state === 'object' && state !== null && 'orderId' in state && typeof state.orderId === 'number'
      ? state.orderId
      : null;
  const order =
    typeof state === 'object' && state !== null && 'order' in state && typeof state.order === 'object'
      ? (state.order as Order)
      : null;

  return (
    <div className="page success-page">
      <title>Order placed | Handmade Market</title>
      {orderNumber ? (
        <>
          <h1>Success! Here is your order number:</h1>
          <p className="success-page__number">{orderNumber}</p>
          {order?.shipments && <OrderReceipt order={order} />}
          {orderId !== null && (
            <p>
              <Link to={paths.order.href(orderId)}>View your order</Link>
            </p>
          )}
          <p className="muted">
            You can find this order any time under <Link to={paths.orders.href()}>Orders</Link>.
          </p>
        </>
      ) : (
        <>
          <h1>No recent order to show</h1>
          <p className="muted">
            Your past orders are listed under <Link to={paths.orders.href()}>Orders</Link>.
          </p>
        </>
      )}
      <button type="button" className="button button--primary" onClick={() => navigate(paths.home.href())}>
        Return to Homepage
      </button>
    </div>
  );
}
