import { z } from 'zod';
import { id, money, timestamp, url } from './api/fields';
import { requiredText } from './auth';
import { decimalNumber, wholeCents } from './numbers';

/**
 * Cases on a shipment (DESIGN.md, "Round three"): the buyer opens one when a parcel never came or is not what
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
} as const;

/** `POST /api/shipments/{id}/cases`: what went wrong, in the buyer's words. */
export const openCaseSchema = z.object({
  reason: z.enum(CASE_REASONS, { error: CASE_MESSAGES.reasonInvalid }),
  note: requiredText(CASE_MESSAGES.noteRequired).max(2000, { error: CASE_MESSAGES.noteLong }),
});
export type OpenCaseInput = z.infer<typeof openCaseSchema>;

/**
 * `POST /api/cases/{id}/messages`: JSON `{body}`, or multipart/form-data with `body` and one `image` (a photo
 * of the piece). A message without a photo needs a body.
 */
export const caseMessageSchema = z.object({
  body: z.string().trim().max(2000, { error: CASE_MESSAGES.noteLong }).optional().default(''),
});
export type CaseMessageInput = z.input<typeof caseMessageSchema>;

/** `PUT /api/admin/cases/{id}/resolve`: the practice refund (0 for none) and why. */
export const resolveCaseSchema = z.object({
  refund: decimalNumber(CASE_MESSAGES.refundInvalid).pipe(
    z
      .number()
      .min(0, { error: CASE_MESSAGES.refundInvalid })
      .refine(wholeCents, { error: CASE_MESSAGES.refundInvalid }),
  ),
  note: requiredText(CASE_MESSAGES.resolutionRequired).max(1000, { error: CASE_MESSAGES.resolutionLong }),
});
export type ResolveCaseInput = z.input<typeof resolveCaseSchema>;

export const CASE_ROLES = ['buyer', 'seller', 'admin'] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

const person = z.strictObject({ id, username: z.string() });

/** One message in a case, with the photo it carries. */
export const caseMessageAnswerSchema = z.strictObject({
  id,
  author: person,
  role: z.enum(CASE_ROLES),
  body: z.string(),
  /** A photo of the piece: the gallery-sized variant and the thumbnail. */
  photo: z.strictObject({ url, url_small: url }).nullable(),
  created_at: timestamp,
});
export type CaseMessage = z.infer<typeof caseMessageAnswerSchema>;

/** One step of a case: who took it, when and why. */
export const caseEventAnswerSchema = z.strictObject({
  kind: z.enum(['opened', 'escalated', 'resolved']),
  by: z.enum(CASE_ROLES),
  at: timestamp,
  note: z.string().nullable(),
});
export type CaseEvent = z.infer<typeof caseEventAnswerSchema>;

/** A case as its buyer, its seller and admins see it. */
export const caseAnswerSchema = z.strictObject({
  id,
  shipment_id: id,
  order_id: id,
  order_number: z.string(),
  reason: z.enum(CASE_REASONS),
  status: z.enum(CASE_STATUSES),
  buyer: person,
  seller: person,
  /** The shipment's total: the most a refund can be. */
  total: money,
  /** What was bought in that shipment, as its lines' titles. */
  items: z.array(z.strictObject({ title: z.string(), quantity: z.number().int() })),
  opened_at: timestamp,
  /** From when the buyer may escalate: the seller's 3 days (`CASE_ESCALATE_AFTER_HOURS`) after opening. */
  escalates_from: timestamp,
  escalated_at: timestamp.nullable(),
  resolved_at: timestamp.nullable(),
  /** The practice refund given when resolved (0 for none); null while unresolved. */
  refund: money.nullable(),
  resolution_note: z.string().nullable(),
  /** Oldest first; the buyer's opening note is the first. */
  messages: z.array(caseMessageAnswerSchema),
  /** Oldest first. */
  events: z.array(caseEventAnswerSchema),
});
export type Case = z.infer<typeof caseAnswerSchema>;

/** A case as its shipment shows it: where it stands and how it ended. */
export const shipmentCaseAnswerSchema = z.strictObject({
  id,
  reason: z.enum(CASE_REASONS),
  status: z.enum(CASE_STATUSES),
  refund: money.nullable(),
});
export type ShipmentCase = z.infer<typeof shipmentCaseAnswerSchema>;

/** `GET /api/admin/cases?status=escalated|open|resolved`: the queue, oldest waiting first (resolved: newest). */
export const adminCasesQuerySchema = z.object({
  status: z.enum(CASE_STATUSES).default('escalated'),
});
