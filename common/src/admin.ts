import { z } from 'zod';
import { requiredText } from './auth';

export const ADMIN_MESSAGES = {
  reasonRequired: 'Say why: the reason is kept in the audit log.',
  reasonLong: 'Keep the reason under 500 characters.',
  productNotFound: 'Product not found.',
  userNotFound: 'User not found.',
  alreadyHidden: 'This listing is already hidden.',
  notHidden: 'This listing is not hidden.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  notAnotherAdmin: 'An admin cannot be suspended; revoke their role first.',
  shopSuspended: 'The shop is suspended.',
} as const;

/** The body of every admin action: why, in a sentence, for the audit log and for the person concerned. */
export const adminReasonSchema = z.object({
  reason: requiredText(ADMIN_MESSAGES.reasonRequired).max(500, { error: ADMIN_MESSAGES.reasonLong }),
});
export type AdminReasonInput = z.infer<typeof adminReasonSchema>;

export const AUDIT_ACTIONS = ['hide_product', 'restore_product', 'suspend_user', 'reinstate_user'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin action, as the audit log keeps it: who, what, to what, why, when. Never changed or deleted. */
export const auditEntryAnswerSchema = z.strictObject({
  id: z.number().int(),
  admin: z.strictObject({ id: z.number().int(), username: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(['product', 'user', 'review', 'report', 'case']),
  target_id: z.number().int(),
  reason: z.string(),
  created_at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntryAnswerSchema>;

/** `GET /api/admin/audit?target_type=&target_id=&before=`: newest first, a page at a time. */
export const auditPageAnswerSchema = z.strictObject({
  entries: z.array(auditEntryAnswerSchema),
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageAnswerSchema>;

/** A suspended or reinstated account, as the admin's action answers it. */
export const moderatedUserAnswerSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  suspended: z.boolean(),
  suspended_reason: z.string().nullable(),
  /** Listings hidden with the account (and shown again when it is reinstated). */
  hidden_listings: z.number().int(),
});
export type ModeratedUser = z.infer<typeof moderatedUserAnswerSchema>;
