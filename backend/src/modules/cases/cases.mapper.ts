import type { Case, CaseEvent, CaseReason, CaseRole, CaseStatus } from '@handmade/common';

export type { Case } from '@handmade/common';

/** A case with its order and people, as `selectCases` reads it. */
export interface CaseRow {
  id: number;
  shipment_id: number;
  order_id: number;
  order_number: string;
  reason: CaseReason;
  status: CaseStatus;
  opened_at: Date;
  escalated_at: Date | null;
  resolved_at: Date | null;
  refund: number | null;
  resolution_note: string | null;
  total: number;
  buyer_id: number;
  buyer_username: string;
  seller_id: number;
  seller_username: string;
}

export interface CaseMessageRow {
  id: number;
  case_id: number;
  author_id: number;
  author_username: string;
  author_role: CaseRole;
  body: string;
  photo_url: string | null;
  photo_url_small: string | null;
  created_at: Date;
}

export interface CaseEventRow {
  case_id: number;
  kind: CaseEvent['kind'];
  by_role: CaseRole;
  note: string | null;
  at: Date;
}

export interface CaseItemRow {
  case_id: number;
  title: string;
  quantity: number;
}

export interface CaseParts {
  rows: CaseRow[];
  messages: CaseMessageRow[];
  events: CaseEventRow[];
  items: CaseItemRow[];
}

const HOUR = 3_600_000;

/** When the buyer of a case opened at `openedAt` may escalate it. */
export const escalatesFrom = (openedAt: Date, escalateAfterHours: number): Date =>
  new Date(openedAt.getTime() + escalateAfterHours * HOUR);

/** Each case of `parts` as the API answers it; a buyer may escalate `escalateAfterHours` after opening. */
export function toCases({ rows, messages, events, items }: CaseParts, escalateAfterHours: number): Case[] {
  return rows.map((row) => ({
    id: row.id,
    shipment_id: row.shipment_id,
    order_id: row.order_id,
    order_number: row.order_number,
    reason: row.reason,
    status: row.status,
    buyer: { id: row.buyer_id, username: row.buyer_username },
    seller: { id: row.seller_id, username: row.seller_username },
    total: row.total,
    items: items
      .filter((item) => item.case_id === row.id)
      .map(({ title, quantity }) => ({ title, quantity })),
    opened_at: row.opened_at.toISOString(),
    escalates_from: escalatesFrom(row.opened_at, escalateAfterHours).toISOString(),
    escalated_at: row.escalated_at?.toISOString() ?? null,
    resolved_at: row.resolved_at?.toISOString() ?? null,
    refund: row.refund,
    resolution_note: row.resolution_note,
    messages: messages
      .filter((message) => message.case_id === row.id)
      .map((message) => ({
        id: message.id,
        author: { id: message.author_id, username: message.author_username },
        role: message.author_role,
        body: message.body,
        photo:
          message.photo_url && message.photo_url_small
            ? { url: message.photo_url, url_small: message.photo_url_small }
            : null,
        created_at: message.created_at.toISOString(),
      })),
    events: events
      .filter((event) => event.case_id === row.id)
      .map((event) => ({
        kind: event.kind,
        by: event.by_role,
        at: event.at.toISOString(),
        note: event.note,
      })),
  }));
}
