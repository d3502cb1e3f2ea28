import { QUOTE_DAYS_OPEN, quoteSchema, toFieldErrors } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { errorsAfterEdit, noErrors, serverFormErrors, type FormErrors } from '../../lib/formErrors';
import { sendQuote } from './messagesApi';

const EMPTY = { title: '', description: '', price: '', processing_days: '' };
type Fields = typeof EMPTY;
/** The request's field names, which are also the keys of the server's `errors`. */
const FIELDS = Object.keys(EMPTY);

function fieldErrors(fields: Fields): Record<string, string> {
  const parsed = quoteSchema.safeParse(fields);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

/** After a refused send, the keyboard goes to the first field that says why. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

interface QuoteFormModalProps {
  conversationId: number;
  /** The other participant's first name: who the quote goes to. */
  buyerName: string;
  onClose: () => void;
}

/**
 * A custom order for the other participant: what it is, its price with shipping, and how long it takes. The
 * rules are the server's own (`quoteSchema`), checked before anything is sent; sent, it shows in the thread.
 */
export function QuoteFormModal({ conversationId, buyerName, onClose }: QuoteFormModalProps) {
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [sending, setSending] = useState(false);

  const set = (field: keyof Fields) => (value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    // A message goes as soon as its field is right, not at the next attempt.
    setErrors((shown) => ({ ...shown, fields: errorsAfterEdit(shown.fields, fieldErrors(next), [field]) }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = quoteSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors({ fields: toFieldErrors(parsed.error), general: null });
      focusFirstInvalid(form);
      return;
    }
    setSending(true);
    setErrors(noErrors);
    const result = await dispatch(sendQuote({ conversationId, quote: parsed.data }));
    if (sendQuote.fulfilled.match(result)) {
      onClose();
      return;
    }
    setSending(false);
    setErrors(serverFormErrors(result.payload, FIELDS));
    focusFirstInvalid(form);
  }

  const descriptionError = errors.fields.description;
  return (
    <Modal title="Send a quote" onClose={onClose}>
      <form className="quote-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.general && (
          <p className="form-error" role="alert">
            {errors.general}
          </p>
        )}
        <p className="muted quote-form__lead">
          Offer to make something for {buyerName}. If they accept, a listing only they can see goes into their
          cart at this price. The quote stays open for {QUOTE_DAYS_OPEN} days.
        </p>
        <TextField
          id="quote-title"
          label="Title"
          value={fields.title}
          onValueChange={set('title')}
          error={errors.fields.title}
          maxLength={140}
          autoFocusInModal
        />
        <div className="field">
          <label htmlFor="quote-description">Description</label>
          <textarea
            id="quote-description"
            rows={4}
            value={fields.description}
            maxLength={2000}
            onChange={(event) => set('description')(event.target.value)}
            aria-invalid={Boolean(descriptionError)}
            aria-describedby={descriptionError ? 'quote-description-error' : undefined}
          />
          {descriptionError && (
            <p id="quote-description-error" className="field-error">
              {descriptionError}
            </p>
          )}
        </div>
        <TextField
          id="quote-price"
          label="Price (USD)"
          hint="Shipping included."
          value={fields.price}
          onValueChange={set('price')}
          error={errors.fields.price}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          id="quote-days"
          label="Processing time (days)"
          hint="To make it and send it."
          value={fields.processing_days}
          onValueChange={set('processing_days')}
          error={errors.fields.processing_days}
          inputMode="numeric"
          autoComplete="off"
        />
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send quote'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
