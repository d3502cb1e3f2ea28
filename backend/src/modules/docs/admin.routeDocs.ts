import {
  adminReasonSchema,
  adminUserAnswerSchema,
  marketStatsAnswerSchema,
  adminReportAnswerSchema,
  auditPageAnswerSchema,
  moderatedUserAnswerSchema,
  reportAnswerSchema,
  reportDecisionSchema,
  reportSchema,
} from '@handmade/common';
import { z } from 'zod';
import * as shapes from './openapi.schemas';
import type { RouteDoc } from './routeDoc';

const productId = { id: 'The product’s id.' };
const userId = { id: 'The user’s id.' };

/** `/api/admin`: hide and restore listings, suspend and reinstate accounts, read the audit log. */
export const adminRouteDocs: RouteDoc[] = [
  {
    id: 'hideProduct',
    method: 'put',
    path: '/api/admin/products/{id}/hide',
    tag: 'Admin',
    summary: 'Hide a listing, with the reason its seller will see',
    description:
      'Gone from every list, search, suggestion, shop page, sitemap and link preview; 404 to everyone but its seller and admins; it cannot be added to a cart, favorited or bought (a cart line for it shows unavailable). Nothing is deleted.',
    signedIn: true,
    pathParams: productId,
    body: adminReasonSchema,
    answers: [
      { status: 200, description: 'The product, with `hidden_reason`.', schema: shapes.ProductSchema },
    ],
    errors: { 404: 'No such product.', 409: 'It is already hidden.' },
  },
  {
    id: 'restoreProduct',
    method: 'put',
    path: '/api/admin/products/{id}/restore',
    tag: 'Admin',
    summary: 'Show a hidden listing again',
    signedIn: true,
    pathParams: productId,
    body: adminReasonSchema,
    answers: [{ status: 200, description: 'The product.', schema: shapes.ProductSchema }],
    errors: { 404: 'No such product.', 409: 'It is not hidden.' },
  },
  {
    id: 'suspendUser',
    method: 'put',
    path: '/api/admin/users/{id}/suspend',
    tag: 'Admin',
    summary: 'Suspend an account',
    description:
      'Every session ends at once (open event streams too), sign-in is refused (403, `errors.email`), its listings are hidden with it, and no one can write to it. An admin cannot be suspended.',
    signedIn: true,
    pathParams: userId,
    body: adminReasonSchema,
    answers: [{ status: 200, description: 'The account.', schema: moderatedUserAnswerSchema }],
    errors: { 404: 'No such open account.', 409: 'It is already suspended, or an admin.' },
  },
  {
    id: 'reinstateUser',
    method: 'put',
    path: '/api/admin/users/{id}/reinstate',
    tag: 'Admin',
    summary: 'Reinstate a suspended account: undoes exactly the suspension',
    description:
      'The listings hidden with the account show again; those an admin hid on their own stay hidden.',
    signedIn: true,
    pathParams: userId,
    body: adminReasonSchema,
    answers: [{ status: 200, description: 'The account.', schema: moderatedUserAnswerSchema }],
    errors: { 404: 'No such account.', 409: 'It is not suspended.' },
  },
  {
    id: 'auditLog',
    method: 'get',
    path: '/api/admin/audit',
    tag: 'Admin',
    summary: 'The audit log: every admin action, newest first, 50 a page',
    signedIn: true,
    query: {
      schema: z.object({
        target_type: z.enum(['product', 'user', 'review', 'report', 'case']).optional(),
        target_id: z.string().optional(),
        before: z.string().optional(),
      }),
      about: {
        target_type: 'Only actions on this kind of target.',
        target_id: 'Only actions on this target (with `target_type`).',
        before: 'The `next_before` of the previous page.',
      },
    },
    answers: [{ status: 200, description: 'A page of entries.', schema: auditPageAnswerSchema }],
  },
  {
    id: 'report',
    method: 'post',
    path: '/api/reports',
    tag: 'Admin',
    summary: 'Report a listing, a shop (user), a review or a message',
    description:
      'Any signed-in member; one open report per reporter and target. A message can be reported by the other participant only. The reporter hears in the bell what was decided.',
    signedIn: true,
    body: reportSchema,
    answers: [{ status: 201, description: 'The report, open.', schema: reportAnswerSchema }],
    errors: {
      400: 'Reporting your own (`errors.target_id`).',
      404: 'Nothing the reporter may see there.',
      409: 'The reporter already has an open report on it.',
      429: 'Too many reports from this client; wait 15 minutes.',
    },
  },
  {
    id: 'myReports',
    method: 'get',
    path: '/api/reports',
    tag: 'Admin',
    summary: 'The signed-in member’s reports, newest first, with what was decided',
    signedIn: true,
    answers: [{ status: 200, description: 'Reports.', schema: z.array(reportAnswerSchema) }],
  },
  {
    id: 'reportQueue',
    method: 'get',
    path: '/api/admin/reports',
    tag: 'Admin',
    summary: 'The report queue: open reports oldest first (decided ones newest first), 100 at most',
    signedIn: true,
    query: {
      schema: z.object({ status: z.enum(['open', 'dismissed', 'actioned']).optional() }),
      about: { status: '`open` (the default), `dismissed` or `actioned`.' },
    },
    answers: [{ status: 200, description: 'Reports in context.', schema: z.array(adminReportAnswerSchema) }],
  },
  {
    id: 'decideReport',
    method: 'put',
    path: '/api/admin/reports/{id}',
    tag: 'Admin',
    summary: 'Decide a report: dismiss it, hide what it is about, or suspend its owner',
    description:
      'Every open report on the same target is decided with it, in one transaction with the action, each written to the audit log. `hide` works for a listing or a review.',
    signedIn: true,
    pathParams: { id: 'The report’s id.' },
    body: reportDecisionSchema,
    answers: [{ status: 200, description: 'The report, decided.', schema: adminReportAnswerSchema }],
    errors: {
      400: 'Hiding what cannot be hidden (`errors.action`).',
      404: 'No such report.',
      409: 'It was already decided, or its owner is an admin.',
    },
  },
  {
    id: 'marketStats',
    method: 'get',
    path: '/api/admin/stats',
    tag: 'Admin',
    summary: 'The dashboard: sales, orders, new users, new sellers and reports per UTC day',
    signedIn: true,
    query: {
      schema: z.object({ days: z.string().optional() }),
      about: { days: 'How many days back, today included: 1 to 365 (30).' },
    },
    answers: [{ status: 200, description: 'Every day of the period.', schema: marketStatsAnswerSchema }],
  },
  {
    id: 'adminUser',
    method: 'get',
    path: '/api/admin/users/{id}',
    tag: 'Admin',
    summary: 'One account: its listings, orders, the reports about it and the actions on it',
    signedIn: true,
    pathParams: { id: 'The user’s id.' },
    answers: [{ status: 200, description: 'The account.', schema: adminUserAnswerSchema }],
    errors: { 404: 'No such account.' },
  },
];
