import { CARRIERS, shipSchema, toFieldErrors } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { serverFormErrors } from '../../lib/formErrors';
import type { Shipment } from '../../lib/types';
import { shipShipment } from './shipmentsApi';

const OTHER = 'Other';
const FIELDS = ['carrier', 'tracking_number'] as const;

interface ShipModalProps {
  shipment: Shipment;
  onClose: () => void;
  onShipped: (shipment: Shipment) => void;
}

/** The carrier (one the web app can link to, or any other by name) and the tracking number the buyer gets. */
export function ShipModal({ shipment, onClose, onShipped }: ShipModalProps) {
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState('');
  const [otherCarrier, setOtherCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const other = choice === OTHER;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { carrier: other ? otherCarrier : choice, tracking_number: tracking };
    const parsed = shipSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      setGeneral(null);
      return;
    }
    setPending(true);
    const result = await dispatch(shipShipment({ id: shipment.id, body: parsed.data }));
    if (shipShipment.fulfilled.match(result)) {
      onShipped(result.payload);
      return;
    }
    setPending(false);
    const failure = serverFormErrors(result.payload, FIELDS);
    setErrors(failure.fields);
    setGeneral(failure.general);
  }

  const carrierError = errors.carrier;
  return (
    <Modal title={`Ship order ${shipment.order_number}`} onClose={onClose}>
      <form className="ship-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {general && (
          <p className="form-error" role="alert">
            {general}
          </p>
        )}
        <p className="muted">To {shipment.buyer}. They are told at once, with a link to follow the parcel.</p>
        <div className="field">
          <label htmlFor="ship-carrier">Carrier</label>
          <select
            id="ship-carrier"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            aria-invalid={Boolean(carrierError && !other)}
            aria-describedby={carrierError && !other ? 'ship-carrier-error' : undefined}
            data-autofocus
          >
            <option value="">Choose a carrier</option>
            {Object.keys(CARRIERS).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={OTHER}>Other</option>
          </select>
          {carrierError && !other && (
            <p id="ship-carrier-error" className="field-error">
              {carrierError}
            </p>
          )}
        </div>
        {other && (
          <TextField
            id="ship-carrier-other"
            label="Carrier name"
            value={otherCarrier}
            onValueChange={setOtherCarrier}
            error={carrierError}
            maxLength={80}
          />
        )}
        <TextField
          id="ship-tracking"
          label="Tracking number"
          value={tracking}
          onValueChange={setTracking}
          error={errors.tracking_number}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={60}
        />
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Not yet
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Saving…' : 'Mark shipped'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
