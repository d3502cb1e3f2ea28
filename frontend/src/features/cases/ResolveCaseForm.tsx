import { CASE_MESSAGES, resolveCaseSchema, toFieldErrors } from '@handmade/common';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { formatMoney } from '../../lib/format';
import { noErrors, serverFormErrors, withoutFieldError, type FormErrors } from '../../lib/formErrors';
import type { Case } from '../../lib/types';
import { resolveCase } from './casesApi';

const NOTE_MAX = 1000;

interface Decision {
  refund: number;
  note: string;
}

/** The server's rules, and one it can only check against this case: a refund is at most the shipment's total. */
function check(kase: Case, refund: string, note: string): Decision | FormErrors {
  const parsed = resolveCaseSchema.safeParse({ refund, note });
  if (!parsed.success) return { fields: toFieldErrors(parsed.error), general: null };
  if (parsed.data.refund > kase.total)
    return { fields: { refund: CASE_MESSAGES.refundTooHigh(kase.total) }, general: null };
  return parsed.data;
}

interface ResolveCaseFormProps {
  kase: Case;
  /** Called once the case is resolved: the form is gone, and the page shows the outcome. */
  onResolved: () => void;
}

/**
 * An admin's decision: a practice refund from nothing to the whole shipment, and why (the buyer and the seller
 * both read it). It is asked once more before it is done, since it cannot be undone.
 */
export function ResolveCaseForm({ kase, onResolved }: ResolveCaseFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [refund, setRefund] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const [pending, setPending] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = check(kase, refund, note);
    if ('fields' in checked) {
      setErrors(checked);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors(noErrors);
    setConfirming(checked);
  }

  async function onConfirm(decision: Decision) {
    setPending(true);
    const result = await dispatch(resolveCase({ caseId: kase.id, ...decision }));
    setPending(false);
    setConfirming(null);
    if (resolveCase.fulfilled.match(result)) onResolved();
    else setErrors(serverFormErrors(result.payload, ['refund', 'note']));
  }

  function edit(field: 'refund' | 'note', value: string) {
    if (field === 'refund') setRefund(value);
    else setNote(value);
    setErrors((shown) => withoutFieldError(shown, field));
  }

  const noteError = errors.fields.note;
  const noteDescribed = [`${id}-note-count`, noteError ? `${id}-note-error` : ''].filter(Boolean).join(' ');
  return (
    <section className="case-panel case-resolve" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="case-section__title">
        Resolve the case
      </h2>
      {kase.status === 'open' && (
        <p className="muted">{kase.buyer.username} has not asked us to decide yet.</p>
      )}
      <form onSubmit={onSubmit} noValidate>
        {errors.general && (
          <p className="form-error" role="alert">
            {errors.general}
          </p>
        )}
        <div className="case-resolve__refund">
          <TextField
            id={`${id}-refund`}
            label="Refund, in dollars"
            hint={`From 0 (no refund) to ${formatMoney(kase.total)}, the shipment's total.`}
            value={refund}
            onValueChange={(value) => edit('refund', value)}
            error={errors.fields.refund}
            inputMode="decimal"
            autoComplete="off"
          />
          <div className="case-resolve__shortcuts" role="group" aria-label="Refund shortcuts">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => edit('refund', kase.total.toFixed(2))}
            >
              Full refund
            </button>
            <button type="button" className="button button--secondary" onClick={() => edit('refund', '0')}>
              No refund
            </button>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-note`}>Why (the buyer and the seller both read it)</label>
          <textarea
            id={`${id}-note`}
            rows={4}
            value={note}
            required
            // A little past the limit, so a paste that is too long is shown and explained rather than cut.
            maxLength={NOTE_MAX + 50}
            onChange={(event) => edit('note', event.target.value)}
            aria-invalid={Boolean(noteError)}
            aria-describedby={noteDescribed}
          />
          <p id={`${id}-note-count`} className="muted case-form__count">
            {note.trim().length} / {NOTE_MAX}
          </p>
          {noteError && (
            <p id={`${id}-note-error`} className="field-error">
              {noteError}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary">
          Resolve…
        </button>
      </form>
      {confirming && (
        <Modal
          title={
            confirming.refund > 0
              ? `Refund ${formatMoney(confirming.refund)} and close the case?`
              : 'Close the case with no refund?'
          }
          onClose={() => setConfirming(null)}
        >
          <p>
            {confirming.refund > 0
              ? `The shipment is marked refunded. ${kase.buyer.username} and ${kase.seller.username} are told, with your note.`
              : `${kase.buyer.username} and ${kase.seller.username} are told, with your note.`}{' '}
            This cannot be undone.
          </p>
          <blockquote className="case-resolve__quote">{confirming.note}</blockquote>
          <div className="dialog-actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
              Go back
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={pending}
              onClick={() => void onConfirm(confirming)}
            >
              {pending ? 'Saving…' : 'Resolve'}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
