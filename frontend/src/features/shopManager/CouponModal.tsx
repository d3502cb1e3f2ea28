import { couponSchema, toFieldErrors, type CouponInput } from '@handmade/common';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { serverFormErrors } from '../../lib/formErrors';
import type { Coupon } from '../../lib/types';
import { saveCoupon } from './couponsApi';
import { endDay, startDay } from './couponText';

const FIELDS = [
  'code',
  'percent_off',
  'amount_off',
  'min_subtotal',
  'starts_at',
  'ends_at',
  'max_uses',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const text = (value: number | null) => (value === null ? '' : String(value));
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

function valuesOf(coupon: Coupon | null): Values {
  return {
    code: coupon?.code ?? '',
    percent_off: text(coupon?.percent_off ?? null),
    amount_off: money(coupon?.amount_off ?? null),
    min_subtotal: money(coupon?.min_subtotal ?? null),
    starts_at: coupon ? startDay(coupon.starts_at) : '',
    ends_at: coupon ? endDay(coupon.ends_at) : '',
    max_uses: text(coupon?.max_uses ?? null),
  };
}

interface CouponModalProps {
  /** The coupon to change, or null for a new one. */
  coupon: Coupon | null;
  onClose: () => void;
  onSaved: (coupon: Coupon) => void;
}

/** A coupon's code, what it takes off and its limits, checked with the server's own rules before sending. */
export function CouponModal({ coupon, onClose, onSaved }: CouponModalProps) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(() => valuesOf(coupon));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const field = (name: Field, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      id={`coupon-${name}`}
      label={label}
      value={values[name]}
      onValueChange={(value) => setValues((shown) => ({ ...shown, [name]: value }))}
      error={errors[name]}
      {...extra}
    />
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input: CouponInput = values;
    const parsed = couponSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      setGeneral(null);
      return;
    }
    setPending(true);
    const result = await dispatch(saveCoupon({ id: coupon?.id, coupon: input }));
    if (saveCoupon.fulfilled.match(result)) {
      onSaved(result.payload);
      return;
    }
    setPending(false);
    const failure = serverFormErrors(result.payload, FIELDS);
    setErrors(failure.fields);
    setGeneral(failure.general);
  }

  return (
    <Modal title={coupon ? `Edit ${coupon.code}` : 'New coupon'} onClose={onClose}>
      <form className="coupon-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {general && (
          <p className="form-error" role="alert">
            {general}
          </p>
        )}
        {field('code', 'Code', {
          maxLength: 20,
          autoFocusInModal: true,
          autoCapitalize: 'characters',
          hint: '3 to 20 letters, digits, dashes or underscores.',
        })}
        <fieldset className="coupon-form__group">
          <legend>What it takes off the shop’s goods (fill one)</legend>
          <div className="coupon-form__pair">
            {field('percent_off', 'Percent off', { inputMode: 'numeric' })}
            {field('amount_off', 'Amount off, in dollars', { inputMode: 'decimal' })}
          </div>
        </fieldset>
        <fieldset className="coupon-form__group">
          <legend>Limits (optional)</legend>
          <div className="coupon-form__pair">
            {field('starts_at', 'Starts on', { type: 'date' })}
            {field('ends_at', 'Last day', { type: 'date' })}
          </div>
          <div className="coupon-form__pair">
            {field('min_subtotal', 'Minimum order, in dollars', { inputMode: 'decimal' })}
            {field('max_uses', 'Max uses', { inputMode: 'numeric' })}
          </div>
        </fieldset>
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Saving…' : 'Save coupon'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
