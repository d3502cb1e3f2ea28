import {
  adminCasesQuerySchema,
  caseAnswerSchema,
  caseMessageSchema,
  openCaseSchema,
  resolveCaseSchema,
} from '@handmade/common';
import { z } from 'zod';
import { PHOTO_TOO_LARGE, type RouteDoc } from './routeDoc';

const caseId = { id: 'The case’s id.' };
const theCase = [
  { status: 200, description: 'The case, with its messages and events.', schema: caseAnswerSchema },
];

/** Cases on a shipment: opened by its buyer, talked through with the seller, resolved by an admin. */
export const casesRouteDocs: RouteDoc[] = [
  {
    id: 'openCase',
    method: 'post',
    path: '/api/shipments/{id}/cases',
    tag: 'Orders',
    summary: 'Open a case on a shipment (its buyer)',
    description:
      '`not_received` from 48 hours after the end of its ship-by day while it is paid or shipped; `not_as_described` once delivered. One case per shipment; the note is its first message.',
    signedIn: true,
    pathParams: { id: 'The shipment’s id.' },
    body: openCaseSchema,
    answers: [{ status: 201, description: 'The case.', schema: caseAnswerSchema }],
    errors: {
      403: 'The seller cannot open a case on their own shipment.',
      404: 'No such shipment, or not yours.',
      409: 'Too early for this reason, already a case, or the shipment was cancelled or refunded.',
    },
  },
  {
    id: 'getCase',
    method: 'get',
    path: '/api/cases/{id}',
    tag: 'Orders',
    summary: 'A case, for its buyer, its seller and admins',
    signedIn: true,
    pathParams: caseId,
    answers: theCase,
    errors: { 404: 'No such case, or not yours.' },
  },
  {
    id: 'addCaseMessage',
    method: 'post',
    path: '/api/cases/{id}/messages',
    tag: 'Orders',
    summary: 'Write in a case, with a photo of the piece if you like',
    description:
      'JSON `{body}`, or multipart/form-data with `body` and one `image` (PNG, JPEG, GIF or WebP, 5 MB at most). Its buyer, its seller or an admin; the others in the case are told.',
    signedIn: true,
    pathParams: caseId,
    multipart: { schema: caseMessageSchema, fileRequired: false },
    answers: [{ status: 201, description: 'The case, with the new message.', schema: caseAnswerSchema }],
    errors: {
      400: 'Neither text nor photo (`errors.body`).',
      404: 'No such case, or not yours.',
      409: 'The case is resolved.',
      413: PHOTO_TOO_LARGE,
      415: 'Not a PNG, JPEG, GIF or WebP image (`errors.image`).',
    },
  },
  {
    id: 'escalateCase',
    method: 'put',
    path: '/api/cases/{id}/escalate',
    tag: 'Orders',
    summary: 'Ask Handmade Market to decide (its buyer, once the seller has had 3 days)',
    signedIn: true,
    pathParams: caseId,
    answers: theCase,
    errors: {
      403: 'Only the buyer escalates.',
      404: 'No such case, or not yours.',
      409: 'Before `escalates_from`, or already escalated or resolved.',
    },
  },
  {
    id: 'caseQueue',
    method: 'get',
    path: '/api/admin/cases',
    tag: 'Admin',
    summary: 'The cases queue: waiting ones oldest first (resolved ones newest first), 100 at most',
    signedIn: true,
    query: {
      schema: z.object({ status: adminCasesQuerySchema.shape.status.optional() }),
      about: { status: '`escalated` (the default), `open` or `resolved`.' },
    },
    answers: [{ status: 200, description: 'Cases.', schema: z.array(caseAnswerSchema) }],
  },
  {
    id: 'resolveCase',
    method: 'put',
    path: '/api/admin/cases/{id}/resolve',
    tag: 'Admin',
    summary: 'Resolve a case with a practice refund (0 for none) and a note both sides read',
    description:
      'A refund above 0 moves the shipment to `refunded`, recording the refund. Written to the audit log in the same transaction.',
    signedIn: true,
    pathParams: caseId,
    body: resolveCaseSchema,
    answers: theCase,
    errors: {
      400: 'A refund above the shipment’s total, or no note (`errors.refund`, `errors.note`).',
      404: 'No such case.',
      409: 'It is already resolved.',
    },
  },
];
