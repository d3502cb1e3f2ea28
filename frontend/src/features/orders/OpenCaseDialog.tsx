import {
  CASE_MESSAGES,
  CASE_REASON_LABELS,
  CASE_REASONS,
  openCaseSchema,
  toFieldErrors,
} from '@handmade/common';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { paths } from '../../config/paths';
import { noErrors, serverFormErrors, withoutFieldError, type FormErrors } from '../../lib/formErrors';
import type { CaseReason, Shipment } from '../../lib/types';
import { openCase } from './ordersApi';
import './OpenCaseDialog.css';

const NOTE_MAX = 2000;

const count = new Intl.NumberFormat('en-US');

/** Why the other reason cannot be chosen for this shipment now. */
const NOT_NOW: Record<CaseReason, string> = {
  not_received: CASE_MESSAGES.notReceivedDelivered,
  not_as_described: CASE_MESSAGES.notAsDescribedTooEarly,
};

interface OpenCaseDialogProps {
  shipment: Shipment;
  /** The reason the shipment allows now (see `caseOpening`); the other one shows, disabled, with why. */
  reason: CaseReason;
  onClose: () => void;
}

/**
 * What went wrong with one shop's parcel, and what happened in the buyer's words (required). The rules are the
 * server's own (`openCaseSchema`); once the case is open its page takes over.
 */
export default function OpenCaseDialog({ shipment, reason: allowed, onClose }: OpenCaseDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [reason, setReason] = useState<CaseReason>(allowed);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [sending, setSending] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = openCaseSchema.safeParse({ reason, note });
    if (!parsed.success) {
      setErrors({ fields: toFieldErrors(parsed.error), general: null });
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    setErrors(noErrors);
    const result = await dispatch(openCase({ shipmentId: shipment.id, body: parsed.data }));
    if (openCase.fulfilled.match(result)) {
      void navigate(paths.case.href(result.payload.id));
      return;
    }
    setSending(false);
    setErrors(serverFormErrors(result.payload, ['reason', 'note']));
  }

  const reasonError = errors.fields.reason;
  const noteError = errors.fields.note;
  const noteDescribed = [`${id}-note-hint`, `${id}-note-count`, noteError ? `${id}-note-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Modal title={`A problem with the parcel from ${shipment.seller.username}`} onClose={onClose}>
      <form className="open-case" onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.general && (
          <p className="form-error" role="alert">
            {errors.general}
          </p>
        )}
        <p className="open-case__lead">
          This opens a case on order {shipment.order_number}. {shipment.seller.username} reads it and can
          answer you there; if you do not settle it together, you can ask Handmade Market to decide.
        </p>
        <fieldset
          className="open-case__reasons"
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        >
          <legend>What went wrong?</legend>
          {CASE_REASONS.map((option) => {
            const offered = option === allowed;
            return (
              <div key={option} className="open-case__reason">
                <label className="open-case__choice">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={option}
                    checked={reason === option}
                    disabled={!offered}
                    aria-invalid={Boolean(reasonError)}
                    aria-describedby={offered ? undefined : `${id}-${option}-why`}
                    data-autofocus={offered ? '' : undefined}
                    onChange={() => {
                      setReason(option);
                      setErrors((shown) => withoutFieldError(shown, 'reason'));
                    }}
                  />
                  <span>{CASE_REASON_LABELS[option]}</span>
                </label>
                {!offered && (
                  <p id={`${id}-${option}-why`} className="muted open-case__why">
                    {NOT_NOW[option]}
                  </p>
                )}
              </div>
            );
          })}
          {reasonError && (
            <p id={`${id}-reason-error`} className="field-error">
              {reasonError}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-note`}>What happened?</label>
          <p id={`${id}-note-hint`} className="muted field-hint">
            The seller reads it, and so does Handmade Market if you ask us to decide.
          </p>
          <textarea
            id={`${id}-note`}
            rows={5}
            value={note}
            required
            // A little past the limit, so a paste that is too long is shown and explained rather than cut.
            maxLength={NOTE_MAX + 50}
            onChange={(event) => {
              setNote(event.target.value);
              if (noteError) setErrors((shown) => withoutFieldError(shown, 'note'));
            }}
            aria-invalid={Boolean(noteError)}
            aria-describedby={noteDescribed}
          />
          <p id={`${id}-note-count`} className="muted open-case__count">
            {count.format(note.trim().length)} / {count.format(NOTE_MAX)}
          </p>
          {noteError && (
            <p id={`${id}-note-error`} className="field-error">
              {noteError}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Opening…' : 'Open a case'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
