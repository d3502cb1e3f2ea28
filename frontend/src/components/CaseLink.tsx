import { CASE_REASON_LABELS } from '@handmade/common';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { caseStatusText } from '../lib/cases';
import type { ShipmentCase } from '../lib/types';
import './CaseLink.css';

/** A case's status as a coloured label; the words carry it, the colour only helps. */
export function CaseStatusBadge({ shipmentCase }: { shipmentCase: Pick<ShipmentCase, 'status' | 'refund'> }) {
  return (
    <span className={`case-status case-status--${shipmentCase.status}`}>{caseStatusText(shipmentCase)}</span>
  );
}

/** The case on a shipment, where it stands and what it is about, leading to the case's page. */
export function CaseLink({ shipmentCase }: { shipmentCase: ShipmentCase }) {
  return (
    <Link to={paths.case.href(shipmentCase.id)} className="case-link">
      <CaseStatusBadge shipmentCase={shipmentCase} />{' '}
      <span className="case-link__reason">{CASE_REASON_LABELS[shipmentCase.reason]}</span>{' '}
      <span className="case-link__arrow" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
