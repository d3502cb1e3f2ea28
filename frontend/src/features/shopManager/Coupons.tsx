import { couponOffText } from '@handmade/common';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { Spinner } from '../../components/Spinner';
import type { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import type { Coupon } from '../../lib/types';
import { CouponModal } from './CouponModal';
import { deleteCoupon, loadCoupons } from './couponsApi';
import { minimumText, offerDates, usesText } from './couponText';
import './Coupons.css';

type Editing = { coupon: Coupon | null } | null;

function CouponItem({
  coupon,
  onEdit,
  onDelete,
}: {
  coupon: Coupon;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const minimum = minimumText(coupon);
  return (
    <li className="coupons__item">
      <div className="coupons__text">
        <p className="coupons__code">{coupon.code}</p>
        <p>
          {couponOffText(coupon)}
          {minimum && ` ${minimum}`}
        </p>
        <p className="muted">{offerDates(coupon.starts_at, coupon.ends_at)}</p>
        <p className="muted">
          {usesText(coupon)} · {formatMoney(coupon.revenue)} in orders
        </p>
      </div>
      <div className="coupons__actions">
        <button type="button" className="button button--secondary" onClick={onEdit}>
          Edit<span className="visually-hidden"> {coupon.code}</span>
        </button>
        <button type="button" className="button button--ghost" onClick={onDelete}>
          Delete<span className="visually-hidden"> {coupon.code}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The seller's coupon codes: what each takes off, when it works, how often it was used and what those
 * orders brought in (cancelled and refunded ones left out).
 */
export function Coupons() {
  const dispatch = useAppDispatch();
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    void dispatch(loadCoupons()).then((result) => {
      if (!current) return;
      if (loadCoupons.fulfilled.match(result)) setCoupons(result.payload);
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  function saved(coupon: Coupon) {
    setCoupons((shown) => {
      const list = shown ?? [];
      return list.some((known) => known.id === coupon.id)
        ? list.map((known) => (known.id === coupon.id ? coupon : known))
        : [coupon, ...list];
    });
    setAnnouncement(editing?.coupon ? `${coupon.code} is saved.` : `${coupon.code} is added.`);
    setEditing(null);
  }

  async function remove(coupon: Coupon) {
    const result = await dispatch(deleteCoupon(coupon.id));
    if (deleteCoupon.fulfilled.match(result)) return null;
    return result.payload?.message ?? 'The coupon could not be deleted.';
  }

  if (!coupons) return error ? <p className="form-error">{error.message}</p> : <Spinner />;

  return (
    <>
      <p className="muted">
        A coupon takes a percentage or an amount off your shop’s part of an order, after any sale price.
      </p>
      <div ref={listRef} tabIndex={-1} className="coupons">
        {coupons.length === 0 ? (
          <p className="coupons__empty">You have no coupons yet.</p>
        ) : (
          <ul className="coupons__list" aria-label="Coupons">
            {coupons.map((coupon) => (
              <CouponItem
                key={coupon.id}
                coupon={coupon}
                onEdit={() => setEditing({ coupon })}
                onDelete={() => setDeleting(coupon)}
              />
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="button button--primary" onClick={() => setEditing({ coupon: null })}>
        Add a coupon
      </button>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {editing && <CouponModal coupon={editing.coupon} onClose={() => setEditing(null)} onSaved={saved} />}
      {deleting && (
        <ConfirmDeleteModal
          title={`Delete ${deleting.code}?`}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setCoupons((shown) => (shown ?? []).filter((known) => known.id !== deleting.id));
            setAnnouncement(`${deleting.code} is deleted.`);
            setDeleting(null);
            listRef.current?.focus();
          }}
        >
          <p>Buyers cannot use it any more. Orders that used it keep their discount.</p>
        </ConfirmDeleteModal>
      )}
    </>
  );
}
