/**
 * Cases on a shipment (DESIGN.md, "Round three"), their rules and words (no zod here: the web app's order
 * page reads them without loading the schemas): the buyer opens one when a parcel never came or is not what
 * was described, buyer and seller talk it through in the case, the buyer asks Handmade Market to decide when
 * they do not agree, and an admin resolves it with a practice refund or none.
 */
export const CASE_REASONS = ['not_received', 'not_as_described'] as const;
export type CaseReason = (typeof CASE_REASONS)[number];

export const CASE_REASON_LABELS: Record<CaseReason, string> = {
  not_received: 'It never arrived',
  not_as_described: 'It is not as described',
};

export const CASE_STATUSES = ['open', 'escalated', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_ROLES = ['buyer', 'seller', 'admin'] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

/** A "not received" case opens this many hours after the ship-by day has ended. */
export const CASE_NOT_RECEIVED_WAIT_HOURS = 48;

const HOUR = 3_600_000;

/** When a "not received" case may be opened for a shipment due on `shipBy` (`YYYY-MM-DD`): 48 h after that day. */
export function notReceivedCaseFrom(shipBy: string): Date {
  const endOfDay = Date.parse(`${shipBy}T00:00:00Z`) + 24 * HOUR;
  return new Date(endOfDay + CASE_NOT_RECEIVED_WAIT_HOURS * HOUR);
}

const dateText = (at: Date) =>
  at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const CASE_MESSAGES = {
  reasonInvalid: 'Choose what went wrong: it never arrived, or it is not as described.',
  noteRequired: 'Tell the seller what happened.',
  noteLong: 'Keep it under 2,000 characters.',
  bodyRequired: 'Write a message or add a photo.',
  refundInvalid: 'The refund is an amount of at least 0, in dollars and cents.',
  refundTooHigh: (total: number) => `The refund can be at most the shipment's total, $${total.toFixed(2)}.`,
  resolutionRequired: 'Say why: the buyer and the seller both read it.',
  resolutionLong: 'Keep it under 1,000 characters.',
  notFound: "Case couldn't be found",
  shipmentNotFound: "Shipment couldn't be found",
  buyerOnlyOpens: 'Only the buyer can open a case.',
  buyerOnlyEscalates: 'Only the buyer can ask us to decide.',
  alreadyOpen: 'There is already a case for this shipment.',
  notReceivedTooEarly: (from: Date) =>
    `A case for a parcel that has not arrived can be opened from ${dateText(from)}, 48 hours after its ship-by date.`,
  notReceivedDelivered: 'This parcel was marked delivered: open a case if it is not as described.',
  notAsDescribedTooEarly: 'A case about what arrived can be opened once the parcel is delivered.',
  cancelled: 'This part of the order was cancelled and refunded.',
  escalateTooEarly: (from: Date) =>
    `The seller has until ${dateText(from)} to settle this with you; after that you can ask us to decide.`,
  alreadyEscalated: 'This case is already waiting for our decision.',
  resolved: 'This case is resolved.',
  ownCase: 'You are part of this case: another admin decides it.',
} as const;
