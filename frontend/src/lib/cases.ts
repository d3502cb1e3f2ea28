import { formatMoney } from './format';
import type { CaseRole, ShipmentCase } from './types';

/** Where a case stands, in the words its shipment and its page use: "Case open", "Resolved: no refund". */
export function caseStatusText({ status, refund }: Pick<ShipmentCase, 'status' | 'refund'>): string {
  if (status === 'open') return 'Case open';
  if (status === 'escalated') return 'Waiting for our decision';
  return refund ? `Resolved: ${formatMoney(refund)} refunded` : 'Resolved: no refund';
}

/** Who took part in a case, as its page names their role. */
export const CASE_ROLE_WORDS: Record<CaseRole, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  admin: 'Handmade Market',
};
