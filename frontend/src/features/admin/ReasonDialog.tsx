import { adminReasonSchema, toFieldErrors } from '@handmade/common';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../components/Modal';
import type { ApiError } from '../../lib/api';
import { noErrors, serverFormErrors, type FormErrors } from '../../lib/formErrors';
import './Admin.css';

const REASON_MAX = 500;

interface ReasonDialogProps {
  title: string;
  /** What the action does, said before it is done. */
  children: ReactNode;
  /** The submit button's words: the action itself ("Hide it"). */
  confirm: string;
  /** Sends the reason; answers the refusal, or null once done (the caller then closes the dialog). */
  onConfirm: (reason: string) => Promise<ApiError | null>;
  onClose: () => void;
}

/**
 * Every admin action asks why first: the reason (1 to 500 characters, the server's own rule) goes to the audit
 * log, and to the person concerned. Loaded when first opened, so the rules stay off the pages that offer it.
 */
export default function ReasonDialog({ title, children, confirm, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pending, setPending] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = adminReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setErrors({ fields: toFieldErrors(parsed.error), general: null });
      form.querySelector('textarea')?.focus();
      return;
    }
    setPending(true);
    setErrors(noErrors);
    const refused = await onConfirm(parsed.data.reason);
    if (!refused) return;
    setPending(false);
    // The report decision calls it `note`, the other actions `reason`: either goes under the field.
    const found = serverFormErrors(refused, ['reason', 'note']);
    const fieldError = found.fields.reason ?? found.fields.note;
    setErrors(fieldError ? { fields: { reason: fieldError }, general: null } : found);
  }

  const error = errors.fields.reason;
  const described = [`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.general && (
          <p className="form-error" role="alert">
            {errors.general}
          </p>
        )}
        <div className="reason-dialog__lead">{children}</div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason, for the audit log</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            required
            // A little past the limit, so a paste that is too long is shown and explained rather than cut.
            maxLength={REASON_MAX + 50}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setErrors(noErrors);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={described}
            data-autofocus=""
          />
          <p id={`${id}-count`} className="muted reason-dialog__count">
            {reason.trim().length} / {REASON_MAX}
          </p>
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Saving…' : confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
