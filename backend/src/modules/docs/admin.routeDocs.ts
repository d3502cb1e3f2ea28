import { adminReasonSchema, auditPageAnswerSchema, moderatedUserAnswerSchema } from '@handmade/common';
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
];
