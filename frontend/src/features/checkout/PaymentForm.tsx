import {
  formatExpiration,
  validatePayment,
  type PaymentErrors,
  type PaymentForm as Payment,
} from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/TextField';

const EMPTY: Payment = { name: '', cardNumber: '', expiration: '', cvv: '', billingAddress: '' };

const FIELD_ORDER: (keyof Payment)[] = ['name', 'cardNumber', 'expiration', 'cvv', 'billingAddress'];

interface PaymentFormProps {
  submitting: boolean;
  /** Card-field messages from the server, if it ever sends any. */
  serverErrors: PaymentErrors;
  /**
   * Checks the steps above the card (where the order goes): false stops the order there, the step showing its
   * own message and taking the keyboard. The card's messages show all the same.
   */
  checkEarlierSteps: () => boolean;
  /** Called once every check passes; the card itself goes nowhere. */
  onValid: () => void;
}

/**
 * A practice payment form, checked in the browser only (spec §5). Browser autofill is turned off so that
 * no saved real card lands in it.
 */
export function PaymentForm({ submitting, serverErrors, checkEarlierSteps, onValid }: PaymentFormProps) {
  const [form, setForm] = useState<Payment>(EMPTY);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [tried, setTried] = useState(false);

  function update(next: Payment) {
    setForm(next);
    // After the first attempt the messages follow the typing, so a fixed field clears at once.
    if (tried) setErrors(validatePayment(next));
  }
  const set = (field: keyof Payment) => (value: string) => update({ ...form, [field]: value });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const found = validatePayment(form);
    setErrors(found);
    if (!checkEarlierSteps()) return;
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`#payment-${first}`)?.focus();
      return;
    }
    onValid();
  }

  const error = (field: keyof Payment) => errors[field] ?? serverErrors[field];

  return (
    <form className="payment-form" onSubmit={onSubmit} noValidate aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <div className="practice-notice" role="note">
        <strong>This is a practice checkout.</strong> No payment is taken and nothing will be shipped. Do not
        enter real card details: a made-up number such as 4242 4242 4242 4242 works.
      </div>
      <TextField
        id="payment-name"
        label="Name on card"
        autoComplete="off"
        value={form.name}
        onValueChange={set('name')}
        error={error('name')}
      />
      <TextField
        id="payment-cardNumber"
        label="Card number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234 5678 9012 3456"
        value={form.cardNumber}
        onValueChange={set('cardNumber')}
        error={error('cardNumber')}
      />
      <div className="payment-form__row">
        <TextField
          id="payment-expiration"
          label="Expiration (MM/YY)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/YY"
          value={form.expiration}
          onValueChange={set('expiration')}
          onBlur={() => update({ ...form, expiration: formatExpiration(form.expiration) })}
          error={error('expiration')}
        />
        <TextField
          id="payment-cvv"
          label="CVV"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={form.cvv}
          onValueChange={set('cvv')}
          error={error('cvv')}
        />
      </div>
      <TextField
        id="payment-billingAddress"
        label="Billing address"
        autoComplete="off"
        value={form.billingAddress}
        onValueChange={set('billingAddress')}
        error={error('billingAddress')}
      />
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? 'Placing your order...' : 'Place order'}
      </button>
    </form>
  );
}
