import type { PaymentErrors } from '@handmade/common';
import { useRef, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { couponCodes, orderTotal, shopGroups } from '../../lib/cartMath';
import type { CartItem, CartShop, Status } from '../../lib/types';
import { randomUuid } from '../../lib/uuid';
import { completeCheckout } from './checkoutApi';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentForm } from './PaymentForm';
import './CheckoutPage.css';

const NO_ADDRESS = 'Save the address your order ships to before placing the order.';

/**
 * Errors keyed by a product id belong to a line, `expected_total` and `coupon_codes` to the total,
 * `address_id` to the "Ship to" step; the rest to a card field.
 */
function splitErrors({
  expected_total: total,
  coupon_codes: coupons,
  address_id: address,
  ...errors
}: Record<string, string>) {
  const lines: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) (/^\d+$/.test(key) ? lines : fields)[key] = message;
  return { lines, total, coupons, address, fields: fields as PaymentErrors };
}

/** What the "Ship to" step gets: the chosen address, and a message when the order cannot go there. */
export interface ShipToProps {
  addressId: number | null;
  onAddressChange: (addressId: number) => void;
  error?: string | null;
}

interface CheckoutPageProps {
  /** The cart being bought, and whether it has loaded: app/ passes them in from the cart. */
  items: CartItem[];
  /** Each shop's part with the coupon applied to it in the cart. */
  shops: CartShop[];
  status: Status;
  /** Reloads the cart, to show it at its new prices when they changed since the page was drawn. */
  reloadCart: () => Promise<unknown>;
  /** The "Ship to" step, from the addresses: app/ hands it in. */
  ShipTo: ComponentType<ShipToProps>;
}

export default function CheckoutPage({ items, shops, status, reloadCart, ShipTo }: CheckoutPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // One key per attempt: sending the same purchase twice (double click, retry) buys once.
  const [idempotencyKey] = useState(randomUuid);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [shipToError, setShipToError] = useState<string | null>(null);
  const shipToRef = useRef<HTMLDivElement>(null);

  function chooseAddress(id: number) {
    setAddressId(id);
    setShipToError(null);
  }

  /** The address comes before the card: without one, the keyboard goes back up to it. */
  function checkShipTo(): boolean {
    if (addressId !== null) return true;
    setShipToError(NO_ADDRESS);
    shipToRef.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    return false;
  }

  async function buy() {
    if (addressId === null) return;
    setSubmitting(true);
    setFailure(null);
    const groups = shopGroups(items, shops);
    const result = await dispatch(
      completeCheckout({
        idempotencyKey,
        expectedTotal: orderTotal(groups),
        addressId,
        couponCodes: couponCodes(groups),
      }),
    );
    if (completeCheckout.fulfilled.match(result)) {
      const { order } = result.payload;
      navigate(paths.success.href(), {
        replace: true,
        state: { orderNumber: order.order_number, orderId: order.id, order },
      });
      return;
    }
    // A price changed or a coupon ended since the page was drawn: show the cart as it costs now, to confirm.
    if (result.payload?.errors.expected_total || result.payload?.errors.coupon_codes) await reloadCart();
    setSubmitting(false);
    setFailure(result.payload ?? null);
    setShipToError(result.payload?.errors.address_id ?? null);
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

  const { lines, total, coupons, fields } = splitErrors(failure?.errors ?? {});

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
        <div className="checkout-steps">
          <div ref={shipToRef}>
            <ShipTo addressId={addressId} onAddressChange={chooseAddress} error={shipToError} />
          </div>
          <PaymentForm
            submitting={submitting}
            serverErrors={fields}
            checkEarlierSteps={checkShipTo}
            onValid={() => void buy()}
          />
        </div>
        <CheckoutSummary
          groups={shopGroups(items, shops)}
          lineErrors={lines}
          totalError={total}
          couponError={coupons}
        />
      </div>
    </div>
  );
}
