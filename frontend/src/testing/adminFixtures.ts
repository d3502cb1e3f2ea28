import type { AdminReport, AuditEntry, User } from '../lib/types';
import { seller, shopper } from './fixtures';

/** An operator: the console is theirs. */
export const admin: User = {
  id: 50,
  username: 'operator',
  email: 'admin@handmade.market',
  first_name: 'Olive',
  last_name: 'Operator',
  profile_url: null,
  cart_id: 50,
  email_verified: true,
  role: 'admin',
};

/** An open report by the shopper of the seller's listing 1, the only one on it. */
export function makeAdminReport(id: number, overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id,
    target_type: 'product',
    target_id: 1,
    reason: 'counterfeit',
    note: 'The same photos are on another shop.',
    status: 'open',
    decision_note: null,
    created_at: '2024-06-10T09:00:00.000Z',
    decided_at: null,
    reporter: { id: shopper.id, username: shopper.username },
    target: {
      text: 'Blue bowl',
      owner: { id: seller.id, username: seller.username, suspended: false },
      link: '/products/1',
      hidden: false,
    },
    open_reports: 1,
    ...overrides,
  };
}

export function makeAuditEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    admin: { id: admin.id, username: admin.username },
    action: 'hide_product',
    target_type: 'product',
    target_id: 1,
    reason: `Reason number ${id}.`,
    created_at: '2024-06-12T15:30:00.000Z',
    ...overrides,
  };
}
