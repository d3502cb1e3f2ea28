import type { AdminReport, AdminUser, AuditEntry, MarketDay, MarketStats, User } from '../lib/types';
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

/** The seller's account as the console shows it, with nothing yet in its record. */
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: seller.id,
    username: seller.username,
    email: 'clara@example.com',
    first_name: seller.first_name,
    last_name: seller.last_name,
    role: 'member',
    member_since: '2024-03-05T10:00:00.000Z',
    email_verified: true,
    suspended: false,
    suspended_reason: null,
    closed: false,
    listings: [],
    orders: [],
    reports: [],
    actions: [],
    ...overrides,
  };
}

/** `count` quiet days up to June 30, 2024; `busy` fills in the days it names (by date). */
export function makeMarketStats(
  count: number,
  busy: Record<string, Partial<MarketDay>> = {},
  openReports = 0,
  cases: { open: number; escalated: number } = { open: 0, escalated: 0 },
): MarketStats {
  const last = Date.UTC(2024, 5, 30);
  const days = Array.from({ length: count }, (_, index) => {
    const date = new Date(last - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { date, sales: 0, orders: 0, users: 0, sellers: 0, reports: 0, cases: 0, ...busy[date] };
  });
  return { days, open_reports: openReports, open_cases: cases.open, escalated_cases: cases.escalated };
}
