import type { PaymentErrors } from '@handmade/common';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { cartTotal } from '../../lib/cartMath';
import type { CartItem, Status } from '../../lib/types';
import { randomUuid } from '../../lib/uuid';
import { completeCheckout } from './checkoutApi';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentForm } from './PaymentForm';
import './CheckoutPage.css';

/** Errors keyed by a product id belong to a line, `expected_total` to the total; the rest to a card field. */
function splitErrors({ expected_total: total, ...errors }: Record<string, string>) {
  const lines: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) (/^\d+$/.test(key) ? lines : fields)[key] = message;
  return { lines, total, fields: fields as PaymentErrors };
}

interface CheckoutPageProps {
  /** The cart being bought, and whether it has loaded: app/ passes them in from the cart. */
  items: CartItem[];
  status: Status;
  /** Reloads the cart, to show it at its new prices when they changed since the page was drawn. */
  reloadCart: () => Promise<unknown>;
}

export default function CheckoutPage({ items, status, reloadCart }: CheckoutPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // One key per attempt: sending the same purchase twice (double click, retry) buys once.
  const [idempotencyKey] = useState(randomUuid);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  async function buy() {
    setSubmitting(true);
    setFailure(null);
    const result = await dispatch(completeCheckout({ idempotencyKey, expectedTotal: cartTotal(items) }));
    if (completeCheckout.fulfilled.match(result)) {
      navigate(paths.success.href(), {
        replace: true,
        state: { orderNumber: result.payload.order.order_number, orderId: result.payload.order.id },
      });
      return;
    }
    // A price changed since the page was drawn: show the cart as it costs now, for the buyer to confirm.
    if (result.payload?.errors.expected_total) await reloadCart();
    setSubmitting(false);
    setFailure(result.payload ?? null);
    window.scrollTo(0, 0);
  }

  if (submitting && items.length === 0) return <Spinner />;
  if (items.length === 0 && (status === 'idle' || status === 'pending')) return <Spinner />;
  if (items.length === 0) {
    return (
      <div className="page empty-state">
        <title>Checkout | Handmade Market</title>
        <h1>Your cart is empty</h1>
        <Link to={paths.products.href()} className="button button--primary">
          Discover products
        </Link>
      </div>
    );
  }

  const { lines, total, fields } = splitErrors(failure?.errors ?? {});

  return (
    <div className="page">
      <title>Checkout | Handmade Market</title>
      <h1>Checkout</h1>
      {failure && (
        <p className="form-error checkout-error" role="alert">
          {failure.message}
        </p>
      )}
      <div className="checkout-layout">
        <PaymentForm submitting={submitting} serverErrors={fields} onValid={() => void buy()} />
        <CheckoutSummary items={items} lineErrors={lines} totalError={total} />
      </div>
    </div>
  );
}
