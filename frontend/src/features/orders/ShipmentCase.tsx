import { lazy, Suspense, useState } from 'react';
import { CaseLink } from '../../components/CaseLink';
import { formatShortDate } from '../../lib/format';
import type { Shipment } from '../../lib/types';
import { caseOpening } from './caseRules';

const OpenCaseDialog = lazy(() => import('./OpenCaseDialog'));

/**
 * The buyer's way to a case on one shop's parcel: the case and where it stands once there is one; else
 * "Report a problem" when a case may be opened, or for a parcel not due yet, from when it may.
 */
export function ShipmentCase({ shipment }: { shipment: Shipment }) {
  const [open, setOpen] = useState(false);
  if (shipment.case)
    return (
      <p className="shipment-card__case">
        <CaseLink shipmentCase={shipment.case} />
      </p>
    );

  const { reason, notBefore } = caseOpening(shipment);
  if (notBefore)
    return (
      <p className="muted shipment-card__case-hint">
        If it has not arrived by{' '}
        <time dateTime={notBefore.toISOString()}>{formatShortDate(notBefore.toISOString())}</time>, you can
        open a case.
      </p>
    );
  if (!reason) return null;
  return (
    <div className="shipment-card__case">
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Report a problem
      </button>
      {open && (
        <Suspense fallback={null}>
          <OpenCaseDialog shipment={shipment} reason={reason} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
