import { formatMoney } from '../../lib/format';
import type { Case, CaseEvent, CaseRole } from '../../lib/types';

/** Who the signed-in user is in this case: its buyer, its seller, or an admin looking at it. */
export function viewerRole(kase: Case, user: { id: number }): CaseRole {
  if (user.id === kase.buyer.id) return 'buyer';
  if (user.id === kase.seller.id) return 'seller';
  return 'admin';
}

/** How the case names whoever took a step or wrote: "you" for the reader's own. */
export function personName(kase: Case, role: CaseRole, viewer: CaseRole): string {
  if (role === viewer && role !== 'admin') return 'You';
  if (role === 'buyer') return kase.buyer.username;
  if (role === 'seller') return kase.seller.username;
  return 'Handmade Market';
}

/** A refund in words: "$12.00 refunded", or "No refund". */
export const refundWords = (refund: number | null) =>
  refund ? `${formatMoney(refund)} refunded` : 'No refund';

/** A step of the case in a sentence. */
export function eventWords(kase: Case, event: CaseEvent, viewer: CaseRole): string {
  const who = personName(kase, event.by, viewer);
  if (event.kind === 'opened') return `${who} opened the case`;
  if (event.kind === 'escalated') return `${who} asked Handmade Market to decide`;
  return `Handmade Market decided: ${refundWords(kase.refund).toLowerCase()}`;
}
