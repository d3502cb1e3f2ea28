import { z } from './zod';
import { orderAnswerSchema } from './api/orders';
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

export const AUDIT_ACTIONS = [
  'hide_product',
  'restore_product',
  'suspend_user',
  'reinstate_user',
  'hide_review',
  'dismiss_report',
  'resolve_case',
] as const;
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

export const REPORT_TARGETS = ['product', 'review', 'user', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['prohibited', 'counterfeit', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report form names each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  prohibited: 'It is prohibited here',
  counterfeit: 'It is counterfeit or copies someone’s work',
  offensive: 'It is offensive or harassing',
  spam: 'It is spam or a scam',
  other: 'Something else',
};

export const REPORT_MESSAGES = {
  targetTypeInvalid: 'Say what you are reporting: a product, a review, a user or a message.',
  targetInvalid: 'A valid id of what you report is required.',
  reasonInvalid: 'Choose a reason.',
  noteLong: 'Keep the note under 1,000 characters.',
  notFound: 'There is nothing to report there.',
  own: 'You cannot report your own.',
  alreadyOpen: 'You already reported this; we are looking at it.',
  received: 'Thank you. We received your report and will look at it; you will hear what we decide.',
  actionInvalid: 'Choose dismiss, hide or suspend.',
  cannotHide: 'Only a listing or a review can be hidden.',
  notOpen: 'This report was already decided.',
  reportNotFound: 'Report not found.',
} as const;

/** `POST /api/reports`: what is wrong and where; one open report per reporter and target. */
export const reportSchema = z.object({
  target_type: z.enum(REPORT_TARGETS, { error: REPORT_MESSAGES.targetTypeInvalid }),
  target_id: z
    .number({ error: REPORT_MESSAGES.targetInvalid })
    .int()
    .min(1, { error: REPORT_MESSAGES.targetInvalid }),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonInvalid }),
  note: z.string().trim().max(1000, { error: REPORT_MESSAGES.noteLong }).optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/** A report as its reporter sees it: received, then what was decided. */
export const reportAnswerSchema = z.strictObject({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** What the admin said when deciding; null while open. */
  decision_note: z.string().nullable(),
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
});
export type Report = z.infer<typeof reportAnswerSchema>;

/** A report in the admin's queue, with the reported content in context. */
export const adminReportAnswerSchema = reportAnswerSchema.extend({
  reporter: z.strictObject({ id: z.number().int(), username: z.string() }),
  target: z.strictObject({
    /** The listing's title, the review's or message's text, the user's username; null when it is gone. */
    text: z.string().nullable(),
    /** Whose it is: the seller, the review's author, the message's sender, the user. */
    owner: z.strictObject({ id: z.number().int(), username: z.string(), suspended: z.boolean() }).nullable(),
    /** A path on the site where it shows (the product page, the shop), or null. */
    link: z.string().nullable(),
    /** The listing or review is hidden now. */
    hidden: z.boolean(),
  }),
  /** Open reports on the same target, this one included. */
  open_reports: z.number().int(),
});
export type AdminReport = z.infer<typeof adminReportAnswerSchema>;

/** `PUT /api/admin/reports/{id}`: decide a report; every open report on the same target is decided with it. */
export const reportDecisionSchema = z.object({
  action: z.enum(['dismiss', 'hide', 'suspend'], { error: REPORT_MESSAGES.actionInvalid }),
  note: requiredText(ADMIN_MESSAGES.reasonRequired).max(500, { error: ADMIN_MESSAGES.reasonLong }),
});
export type ReportDecisionInput = z.infer<typeof reportDecisionSchema>;

/** One UTC day of the marketplace, as the console's dashboard charts it. */
export const marketDayAnswerSchema = z.strictObject({
  /** `YYYY-MM-DD`. */
  date: z.iso.date(),
  /** Money paid at checkout that day. */
  sales: z.number(),
  orders: z.number().int(),
  /** Accounts opened that day. */
  users: z.number().int(),
  /** Accounts that listed their first product that day. */
  sellers: z.number().int(),
  /** Reports made that day. */
  reports: z.number().int(),
  /** Cases opened that day. */
  cases: z.number().int(),
});
export type MarketDay = z.infer<typeof marketDayAnswerSchema>;

/** `GET /api/admin/stats?days=30`: every day of the period, oldest first, and what waits now. */
export const marketStatsAnswerSchema = z.strictObject({
  days: z.array(marketDayAnswerSchema),
  open_reports: z.number().int(),
  /** Cases not resolved yet, and of them those waiting for an admin's decision. */
  open_cases: z.number().int(),
  escalated_cases: z.number().int(),
});
export type MarketStats = z.infer<typeof marketStatsAnswerSchema>;

/** `GET /api/admin/users/{id}`: one account as the console shows it. */
export const adminUserAnswerSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['member', 'admin']),
  member_since: z.iso.datetime(),
  email_verified: z.boolean(),
  suspended: z.boolean(),
  suspended_reason: z.string().nullable(),
  closed: z.boolean(),
  /** Their listings, newest first (hidden and sold-out ones included), at most 50. */
  listings: z.array(
    z.strictObject({
      id: z.number().int(),
      title: z.string(),
      price: z.number(),
      inventory: z.number().int(),
      hidden_reason: z.string().nullable(),
    }),
  ),
  /** Their orders as a buyer, newest first, at most 20. */
  orders: z.array(
    z.strictObject({
      id: z.number().int(),
      order_number: z.string(),
      total: z.number(),
      created_at: z.iso.datetime(),
    }),
  ),
  /** Reports about them or their listings, reviews and messages, newest first, at most 20. */
  reports: z.array(reportAnswerSchema),
  /** Admin actions on them, newest first, at most 20. */
  actions: z.array(auditEntryAnswerSchema),
});
export type AdminUser = z.infer<typeof adminUserAnswerSchema>;

/** `GET /api/admin/orders/{id}`: any order, with who bought it. */
export const adminOrderAnswerSchema = orderAnswerSchema.extend({
  buyer: z.strictObject({ id: z.number().int(), username: z.string(), email: z.string() }),
});
export type AdminOrder = z.infer<typeof adminOrderAnswerSchema>;
