import type { AuditAction } from '@handmade/common';
import { paths } from '../../config/paths';
import type { AdminReport, AuditEntry } from '../../lib/types';

/** What a report is about, as its card names it. */
export const REPORTED_THING: Record<AdminReport['target_type'], string> = {
  product: 'Listing',
  review: 'Review',
  user: 'Shop',
  message: 'Message',
};

/** The audit log's actions in words. */
export const AUDIT_ACTION_WORDS: Record<AuditAction, string> = {
  hide_product: 'Hid a listing',
  restore_product: 'Restored a listing',
  suspend_user: 'Suspended an account',
  reinstate_user: 'Reinstated an account',
  hide_review: 'Hid a review',
  dismiss_report: 'Dismissed a report',
  resolve_case: 'Resolved a case',
};

/** The audit log's kinds of target, in words (the filter's options too). */
export const AUDIT_TARGET_WORDS: Record<AuditEntry['target_type'], string> = {
  product: 'Listing',
  user: 'Account',
  review: 'Review',
  report: 'Report',
  case: 'Case',
};

/** A report's status, as its card and an account's page tag it. */
export const REPORT_STATUS_WORDS: Record<AdminReport['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Actioned',
};

/** Where a target of the audit log is seen: a listing's or a case's page, an account's page in the console. */
export function auditTargetLink({ target_type, target_id }: AuditEntry): string | null {
  if (target_type === 'product') return paths.product.href(target_id);
  if (target_type === 'user') return paths.adminUser.href(target_id);
  if (target_type === 'case') return paths.case.href(target_id);
  return null;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
