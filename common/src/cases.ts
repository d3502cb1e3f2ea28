import { z } from './zod';
import { id, money, timestamp, url } from './api/fields';
import { requiredText } from './auth';
import { CASE_MESSAGES, CASE_REASONS, CASE_ROLES, CASE_STATUSES } from './caseRules';
import { decimalNumber, wholeCents } from './numbers';

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
