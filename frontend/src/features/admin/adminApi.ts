import type { ReportDecisionInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import { listingModerated } from '../../app/state/events';
import type {
  AdminOrder,
  AdminReport,
  AdminUser,
  AuditEntry,
  AuditPage,
  Case,
  CaseStatus,
  MarketStats,
  ModeratedUser,
  Product,
} from '../../lib/types';

/** The admin's calls. Every `/api/admin/*` answers anyone else as a missing route. */

export type ReportStatus = AdminReport['status'];

/** One list of the queue: open reports oldest first, decided ones newest first, at most 100. */
export const loadAdminReports = createApiThunk('admin/loadReports', (status: ReportStatus, api) =>
  api.get<AdminReport[]>(`/api/admin/reports?status=${status}`),
);

/** Dismisses a report, hides what it is about, or suspends its owner; open reports on it are decided with it. */
export const decideReport = createApiThunk(
  'admin/decideReport',
  ({ id, decision }: { id: number; decision: ReportDecisionInput }, api) =>
    api.put<AdminReport>(`/api/admin/reports/${id}`, decision),
);

/** Hides a listing (`hide`) or shows it again (`restore`); its page shows the answer at once. */
export const moderateListing = createApiThunk(
  'admin/moderateListing',
  async (
    { productId, action, reason }: { productId: number; action: 'hide' | 'restore'; reason: string },
    api,
    { dispatch },
  ) => {
    const product = await api.put<Product>(`/api/admin/products/${productId}/${action}`, { reason });
    dispatch(listingModerated(product));
    return product;
  },
);

/** Every UTC day of the last `days`, oldest first, and the reports open now: the dashboard's figures. */
export const loadMarketStats = createApiThunk('admin/loadStats', (days: number, api) =>
  api.get<MarketStats>(`/api/admin/stats?days=${days}`),
);

/**
 * One account as admins see it: its page in the console, and the shop page, which reads it to know whether
 * the account is suspended.
 */
export const loadAdminUser = createApiThunk('admin/loadUser', (userId: number, api) =>
  api.get<AdminUser>(`/api/admin/users/${userId}`),
);

/** Suspends an account (its shop and listings with it), or reinstates it. */
export const moderateUser = createApiThunk(
  'admin/moderateUser',
  ({ userId, action, reason }: { userId: number; action: 'suspend' | 'reinstate'; reason: string }, api) =>
    api.put<ModeratedUser>(`/api/admin/users/${userId}/${action}`, { reason }),
);

export type AuditTarget = AuditEntry['target_type'];
export const AUDIT_TARGETS = ['product', 'user', 'review', 'report', 'case'] as const satisfies AuditTarget[];

export interface AuditQuery {
  targetType?: AuditTarget | undefined;
  targetId?: number | undefined;
  /** The `next_before` of the page before: the entries older than it. */
  before?: number | undefined;
}

export function auditPath({ targetType, targetId, before }: AuditQuery): string {
  const params = new URLSearchParams();
  if (targetType) params.set('target_type', targetType);
  if (targetId !== undefined) params.set('target_id', String(targetId));
  if (before !== undefined) params.set('before', String(before));
  const search = params.toString();
  return search ? `/api/admin/audit?${search}` : '/api/admin/audit';
}

/** A page of the audit log, newest first, 50 a page. */
export const loadAudit = createApiThunk('admin/loadAudit', (query: AuditQuery, api) =>
  api.get<AuditPage>(auditPath(query)),
);

/** One list of the cases: those waiting (escalated or open) oldest first, resolved ones newest first, at most 100. */
export const loadAdminCases = createApiThunk('admin/loadCases', (status: CaseStatus, api) =>
  api.get<Case[]>(`/api/admin/cases?status=${status}`),
);

/** Any order, with who bought it and each shop's shipment. */
export const loadAdminOrder = createApiThunk('admin/loadOrder', (orderId: number, api) =>
  api.get<AdminOrder>(`/api/admin/orders/${orderId}`),
);
