import { cancelShipmentSchema, toFieldErrors } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { serverFormErrors } from '../../lib/formErrors';
import type { Shipment } from '../../lib/types';
import { cancelShipment } from './shipmentsApi';

interface CancelShipmentModalProps {
  shipment: Shipment;
  onClose: () => void;
  onCancelled: (shipment: Shipment) => void;
}

/** Cancelling needs a reason: the buyer reads it in the order's history. */
export function CancelShipmentModal({ shipment, onClose, onCancelled }: CancelShipmentModalProps) {
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = cancelShipmentSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(toFieldErrors(parsed.error).reason ?? null);
      setGeneral(null);
      return;
    }
    setPending(true);
    const result = await dispatch(cancelShipment({ id: shipment.id, reason: parsed.data.reason }));
    if (cancelShipment.fulfilled.match(result)) {
      onCancelled(result.payload);
      return;
    }
    setPending(false);
    const failure = serverFormErrors(result.payload, ['reason']);
    setError(failure.fields.reason ?? null);
    setGeneral(failure.general);
  }

  return (
    <Modal title={`Cancel order ${shipment.order_number}?`} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {general && (
          <p className="form-error" role="alert">
            {general}
          </p>
        )}
        <p>
          {shipment.buyer} is refunded and told why, and what they bought goes back on sale. This cannot be
          undone.
        </p>
        <div className="field">
          <label htmlFor="cancel-reason">Reason (the buyer sees it)</label>
          <textarea
            id="cancel-reason"
            rows={3}
            value={reason}
            maxLength={600}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'cancel-reason-error' : undefined}
            data-autofocus
          />
          {error && (
            <p id="cancel-reason-error" className="field-error">
              {error}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Keep the order
          </button>
          <button type="submit" className="button button--danger" disabled={pending}>
            {pending ? 'Cancelling…' : 'Cancel the order'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
