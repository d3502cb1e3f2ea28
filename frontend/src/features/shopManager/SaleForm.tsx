import { saleSchema, toFieldErrors, type SaleInput } from '@handmade/common';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { serverFormErrors } from '../../lib/formErrors';
import type { Sale } from '../../lib/types';
import { loadSale, saveSale } from './couponsApi';
import { endDay, offerDates, startDay } from './couponText';
import './Coupons.css';

const FIELDS = ['percent_off', 'starts_at', 'ends_at'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (sale: Sale | null): Values => ({
  percent_off: sale ? String(sale.percent_off) : '',
  starts_at: sale ? startDay(sale.starts_at) : '',
  ends_at: sale ? endDay(sale.ends_at) : '',
});

/** "Running now" or "Starts later", for the sale the shop has set. */
const saleState = (sale: Sale) => (Date.parse(sale.starts_at) <= Date.now() ? 'On now' : 'Coming');

/**
 * The shop's one sale: a percentage off every listing between two days. Buyers see the old price struck
 * through beside the sale price, and coupons apply to the sale prices.
 */
export function SaleForm() {
  const dispatch = useAppDispatch();
  const [sale, setSale] = useState<Sale | null | undefined>(undefined);
  const [values, setValues] = useState<Values>(() => valuesOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    void dispatch(loadSale()).then((result) => {
      if (!current) return;
      const loaded = loadSale.fulfilled.match(result) ? result.payload : null;
      setSale(loaded);
      setValues(valuesOf(loaded));
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  async function send(input: SaleInput | null, done: string) {
    setPending(true);
    const result = await dispatch(saveSale(input));
    setPending(false);
    if (saveSale.fulfilled.match(result)) {
      setSale(result.payload);
      setValues(valuesOf(result.payload));
      setErrors({});
      setGeneral(null);
      setStatus(done);
      return;
    }
    const failure = serverFormErrors(result.payload, FIELDS);
    setErrors(failure.fields);
    setGeneral(failure.general);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = saleSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      setGeneral(null);
      return;
    }
    void send(values, 'Your sale is saved.');
  }

  if (sale === undefined) return <Spinner />;

  const field = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`sale-${name}`}
      label={label}
      value={values[name]}
      onValueChange={(value) => setValues((shown) => ({ ...shown, [name]: value }))}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form className="sale-form" onSubmit={onSubmit} noValidate aria-labelledby="shop-sale">
      {sale ? (
        <p className="sale-form__now">
          {saleState(sale)}: {sale.percent_off}% off every listing. {offerDates(sale.starts_at, sale.ends_at)}
          .
        </p>
      ) : (
        <p className="muted">No sale is set. Every listing sells at its own price.</p>
      )}
      {general && (
        <p className="form-error" role="alert">
          {general}
        </p>
      )}
      <div className="sale-form__fields">
        {field('percent_off', 'Percent off', { inputMode: 'numeric' })}
        {field('starts_at', 'Starts on (empty: now)', { type: 'date' })}
        {field('ends_at', 'Last day', { type: 'date' })}
      </div>
      <div className="sale-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {sale ? 'Save sale' : 'Start a sale'}
        </button>
        {sale && (
          <button
            type="button"
            className="button button--secondary"
            disabled={pending}
            onClick={() => void send(null, 'Your sale has ended.')}
          >
            End the sale
          </button>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </form>
  );
}
