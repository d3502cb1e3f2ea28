import {
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportSchema,
  toFieldErrors,
} from '@handmade/common';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { noErrors, serverFormErrors, type FormErrors } from '../../lib/formErrors';
import type { ReportTarget } from '../../lib/types';
import { sendReport } from './reportsApi';

const NOTE_MAX = 1000;

/** How the dialog's title names what is reported. */
const TARGET_WORDS: Record<ReportTarget, string> = {
  product: 'listing',
  user: 'shop',
  review: 'review',
  message: 'message',
};

const count = new Intl.NumberFormat('en-US');

interface ReportDialogProps {
  target: ReportTarget;
  targetId: number;
  onClose: () => void;
}

/**
 * Why something should not be here: a reason (required) and a note. The rules are the server's own
 * (`reportSchema`); once it is received the dialog says so, and what happens next.
 */
export default function ReportDialog({ target, targetId, onClose }: ReportDialogProps) {
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState(false);
  const receivedRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  // The form is gone once the report is in: the focus goes to the message that replaced it.
  useEffect(() => {
    if (received) receivedRef.current?.focus();
  }, [received]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = reportSchema.safeParse({
      target_type: target,
      target_id: targetId,
      reason,
      note: note.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors({ fields: toFieldErrors(parsed.error), general: null });
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    setErrors(noErrors);
    const result = await dispatch(sendReport(parsed.data));
    setSending(false);
    if (sendReport.fulfilled.match(result)) {
      setReceived(true);
      return;
    }
    // "You cannot report your own" comes keyed by the target, which has no field here: it goes above.
    const found = serverFormErrors(result.payload, ['reason', 'note', 'target_id']);
    const { target_id: aboutTarget, ...fields } = found.fields;
    setErrors({ fields, general: aboutTarget ?? found.general });
  }

  const title = `Report this ${TARGET_WORDS[target]}`;
  if (received)
    return (
      <Modal title={title} onClose={onClose} contentKey="received">
        <p ref={receivedRef} className="report-dialog__received" role="status" tabIndex={-1}>
          {REPORT_MESSAGES.received}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      </Modal>
    );

  const reasonError = errors.fields.reason;
  const noteError = errors.fields.note;
  const noteDescribed = [`${id}-note-count`, noteError ? `${id}-note-error` : ''].filter(Boolean).join(' ');
  return (
    <Modal title={title} onClose={onClose} contentKey="form">
      <form className="report-dialog" onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.general && (
          <p className="form-error" role="alert">
            {errors.general}
          </p>
        )}
        <fieldset
          className="report-dialog__reasons"
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        >
          <legend>What is wrong with it?</legend>
          {REPORT_REASONS.map((option, index) => (
            <label key={option} className="report-dialog__reason">
              <input
                type="radio"
                name={`${id}-reason`}
                value={option}
                checked={reason === option}
                required
                aria-invalid={Boolean(reasonError)}
                data-autofocus={index === 0 ? '' : undefined}
                onChange={() => {
                  setReason(option);
                  setErrors(({ fields: { reason: _chosen, ...rest }, general }) => ({
                    fields: rest,
                    general,
                  }));
                }}
              />
              <span>{REPORT_REASON_LABELS[option]}</span>
            </label>
          ))}
          {reasonError && (
            <p id={`${id}-reason-error`} className="field-error">
              {reasonError}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-note`}>
            Anything we should know? <span className="muted">(optional)</span>
          </label>
          <textarea
            id={`${id}-note`}
            rows={4}
            value={note}
            // A little past the limit, so a paste that is too long is shown and explained rather than cut.
            maxLength={NOTE_MAX + 50}
            onChange={(event) => {
              setNote(event.target.value);
              if (noteError && event.target.value.trim().length <= NOTE_MAX)
                setErrors(({ fields: { note: _fixed, ...rest }, general }) => ({ fields: rest, general }));
            }}
            aria-invalid={Boolean(noteError)}
            aria-describedby={noteDescribed}
          />
          <p id={`${id}-note-count`} className="muted report-dialog__count">
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
            {sending ? 'Sending…' : 'Send report'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
