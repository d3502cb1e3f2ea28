import { useState, type ReactNode } from 'react';
import { Modal } from './Modal';

interface ConfirmDeleteModalProps {
  title: string;
  children: ReactNode;
  /** Deletes, and answers the error to show, or null when it is done. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
  onDeleted: () => void;
  confirmLabel?: string;
}

/** A delete confirmation: Cancel has the focus, the Delete button says when it is working. */
export function ConfirmDeleteModal({
  title,
  children,
  onConfirm,
  onClose,
  onDeleted,
  confirmLabel = 'Delete',
}: ConfirmDeleteModalProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    const failure = await onConfirm();
    if (failure === null) {
      onDeleted();
      return;
    }
    setPending(false);
    setError(failure);
  }

  return (
    <Modal title={title} onClose={onClose}>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {children}
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={() => void confirm()}
        >
          {pending ? 'Deleting...' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
