import type { Case, CaseMessage } from '../lib/types';
import { seller, shopper } from './fixtures';

const buyer = { id: shopper.id, username: shopper.username };
const shop = { id: seller.id, username: seller.username };

/** A message in a case, by the buyer unless told. */
export function makeCaseMessage(id: number, overrides: Partial<CaseMessage> = {}): CaseMessage {
  return {
    id,
    author: buyer,
    role: 'buyer',
    body: `Message number ${id}.`,
    photo: null,
    created_at: '2024-06-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The shopper's case on shipment 31 of order 5 (the claymaker's Walnut bowls, $90.00): opened on June 20, 2024,
 * with the opening note, and open; the buyer may escalate from June 23.
 */
export function makeCase(id: number, overrides: Partial<Case> = {}): Case {
  return {
    id,
    shipment_id: 31,
    order_id: 5,
    order_number: '1718000000000456',
    reason: 'not_received',
    status: 'open',
    buyer,
    seller: shop,
    total: 90,
    items: [{ title: 'Walnut bowl', quantity: 2 }],
    opened_at: '2024-06-20T10:00:00.000Z',
    escalates_from: '2024-06-23T10:00:00.000Z',
    escalated_at: null,
    resolved_at: null,
    refund: null,
    resolution_note: null,
    messages: [makeCaseMessage(1, { body: 'Nothing came, and the tracking has not moved for a week.' })],
    events: [{ kind: 'opened', by: 'buyer', at: '2024-06-20T10:00:00.000Z', note: null }],
    ...overrides,
  };
}

/** The same case after the buyer asked Handmade Market to decide, on June 24. */
export function escalated(kase: Case): Case {
  const at = '2024-06-24T09:00:00.000Z';
  return {
    ...kase,
    status: 'escalated',
    escalated_at: at,
    events: [...kase.events, { kind: 'escalated', by: 'buyer', at, note: null }],
  };
}

/** The same case after an admin decided it on June 25, with this refund (0 for none) and note. */
export function resolved(kase: Case, refund: number, note: string): Case {
  const at = '2024-06-25T16:00:00.000Z';
  return {
    ...kase,
    status: 'resolved',
    resolved_at: at,
    refund,
    resolution_note: note,
    events: [...kase.events, { kind: 'resolved', by: 'admin', at, note }],
  };
}
