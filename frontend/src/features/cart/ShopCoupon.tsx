import { couponOffText } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { formatMoney } from '../../lib/format';
import type { ShopGroup } from '../../lib/cartMath';
import { applyCoupon, removeCoupon } from './cartApi';
import './ShopCoupon.css';

/**
 * One shop's coupon in the cart: a code field while none is applied, else the code with what it takes off
 * (or why it cannot be used now) and a way to remove it. A refused code is shown under the field.
 */
export function ShopCoupon({ group }: { group: ShopGroup }) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `coupon-${group.sellerId}`;

  async function apply(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await dispatch(applyCoupon({ sellerId: group.sellerId, code: code.trim() }));
    setBusy(false);
    if (applyCoupon.fulfilled.match(result)) {
      setCode('');
      setError(null);
      return;
    }
    const answer = result.payload;
    setError(
      answer?.errors.code ?? answer?.errors.seller_id ?? answer?.message ?? 'The code could not be applied.',
    );
  }

  async function remove() {
    setBusy(true);
    await dispatch(removeCoupon(group.sellerId));
    setBusy(false);
  }

  if (group.coupon) {
    return (
      <div className="shop-coupon">
        <p className="shop-coupon__applied">
          <span>
            Coupon <strong>{group.coupon.code}</strong> ({couponOffText(group.coupon)})
          </span>
          <span className="shop-coupon__discount">−{formatMoney(group.discount)}</span>
        </p>
        {group.couponProblem && <p className="field-error">{group.couponProblem}</p>}
        <button type="button" className="link-button" disabled={busy} onClick={() => void remove()}>
          Remove coupon<span className="visually-hidden"> from {group.shopName}</span>
        </button>
      </div>
    );
  }

  return (
    <form className="shop-coupon shop-coupon__form" onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor={id}>
        Coupon code<span className="visually-hidden"> for {group.shopName}</span>
      </label>
      <div className="shop-coupon__row">
        <input
          id={id}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={busy || !code.trim()}>
          Apply<span className="visually-hidden"> coupon for {group.shopName}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
