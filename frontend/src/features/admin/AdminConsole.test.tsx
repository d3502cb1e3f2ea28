import { REPORT_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { AdminReport } from '../../lib/types';
import { admin, makeAdminReport, makeAuditEntry } from '../../testing/adminFixtures';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';

const OPEN = 'GET /api/admin/reports?status=open';

function decided(report: AdminReport, body: unknown): AdminReport {
  const { action, note } = body as { action: string; note: string };
  return {
    ...report,
    status: action === 'dismiss' ? 'dismissed' : 'actioned',
    decision_note: note,
    decided_at: '2024-06-12T16:00:00.000Z',
    open_reports: 0,
    target: { ...report.target, hidden: action === 'hide' },
  };
}

describe('operator console', () => {
  it('is not found for a member, nor for a visitor', async () => {
    const member = renderApp('/admin', { user: shopper });
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Operator console' })).not.toBeInTheDocument();
    expect(member.api.calls.some((call) => call.path.startsWith('/api/admin'))).toBe(false);
    member.unmount();

    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  });

  it('is in the profile menu of an admin only', async () => {
    const member = renderApp('/', { user: shopper });
    await member.user.click(await screen.findByRole('button', { name: /Your account/ }));
    expect(screen.getByRole('link', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Operator console' })).not.toBeInTheDocument();
    member.unmount();

    const { user } = renderApp('/', { user: admin, routes: { [OPEN]: [] } });
    await user.click(await screen.findByRole('button', { name: /Your account/ }));
    await user.click(screen.getByRole('link', { name: 'Operator console' }));
    expect(await screen.findByRole('heading', { name: 'Operator console', level: 1 })).toBeInTheDocument();
  });

  it('says when no report waits', async () => {
    renderApp('/admin', { user: admin, routes: { [OPEN]: [] } });
    expect(await screen.findByText('No open reports. Nothing waits for you.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    expect(within(nav).getAllByRole('link')[0]).toHaveAccessibleName('Dashboard');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a report in context, and dismissing it asks for a note and updates its card and its twins', async () => {
    const report = makeAdminReport(3, { open_reports: 2 });
    const twin = makeAdminReport(4, { reason: 'spam', note: null, open_reports: 2 });
    const { user, api } = renderApp('/admin', {
      user: admin,
      routes: {
        [OPEN]: [report, twin],
        'PUT /api/admin/reports/3': (body: unknown) => decided(report, body),
      },
    });
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const card = within(list).getByRole('article', { name: 'It is counterfeit or copies someone’s work' });
    expect(card).toHaveTextContent('Reported by shopper');
    expect(within(card).getByText('The same photos are on another shop.')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Listing #1', level: 4 })).toBeInTheDocument();
    expect(within(card).getByText('Blue bowl')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'shopper' })).toHaveAttribute('href', '/admin/users/1');
    expect(within(card).getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/admin/users/7');
    expect(within(card).getByRole('link', { name: 'claymaker’s shop' })).toHaveAttribute('href', '/shop/7');
    expect(within(card).getByRole('link', { name: 'See the listing' })).toHaveAttribute(
      'href',
      '/products/1',
    );
    expect(within(card).getByText('2 open reports')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hide it' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Suspend claymaker' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    expect(dialog).toHaveTextContent('1 other open report on it closes with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).getByText('Say why: the reason is kept in the audit log.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason, for the audit log' }),
      'Same maker.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      action: 'dismiss',
      note: 'Same maker.',
    });
    expect(within(card).getByText('Dismissed')).toBeInTheDocument();
    expect(card).toHaveTextContent('Same maker.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('The report is dismissed.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(card).getByRole('heading', { level: 3 })).toHaveFocus());

    // Every open report on the same target is decided with it.
    const other = within(list).getByRole('article', { name: 'It is spam or a scam' });
    expect(within(other).getByText('Dismissed')).toBeInTheDocument();
    expect(within(other).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog, and offers no hiding for a shop or a suspended owner', async () => {
    const shopReport = makeAdminReport(5, {
      target_type: 'user',
      target_id: 7,
      target: {
        text: 'claymaker',
        owner: { id: 7, username: 'claymaker', suspended: true },
        link: '/shop/7',
        hidden: false,
      },
    });
    const { user } = renderApp('/admin', {
      user: admin,
      routes: { [OPEN]: [shopReport], 'PUT /api/admin/reports/5': fail(409, REPORT_MESSAGES.notOpen) },
    });
    const card = await screen.findByRole('article', { name: 'It is counterfeit or copies someone’s work' });
    expect(within(card).getByText('Suspended')).toBeInTheDocument();
    // The shop is what was reported: its link is there once, as "See the shop".
    expect(within(card).getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/admin/users/7');
    expect(within(card).getByRole('link', { name: 'See the shop' })).toHaveAttribute('href', '/shop/7');
    expect(within(card).queryByRole('link', { name: 'claymaker’s shop' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Hide it' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Suspend/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason, for the audit log' }), 'Old news.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.notOpen);
  });

  it('lists the decided reports on request', async () => {
    const { user, api } = renderApp('/admin', {
      user: admin,
      routes: {
        [OPEN]: [],
        'GET /api/admin/reports?status=actioned': [
          decided(makeAdminReport(9), { action: 'hide', note: 'A copy of a known design.' }),
        ],
      },
    });
    await screen.findByText('No open reports. Nothing waits for you.');
    await user.click(screen.getByRole('button', { name: 'Actioned' }));
    const card = await screen.findByRole('article', { name: 'It is counterfeit or copies someone’s work' });
    expect(within(card).getByText('Actioned')).toBeInTheDocument();
    expect(within(card).getByText('Hidden')).toBeInTheDocument();
    expect(card).toHaveTextContent('A copy of a known design.');
    expect(screen.getByRole('button', { name: 'Actioned' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.map((call) => call.path)).toContain('/api/admin/reports?status=actioned');
  });
});

describe('audit log', () => {
  it('shows who did what to what and why, links the target, and pages back with Show older', async () => {
    const first = [
      makeAuditEntry(60, { action: 'suspend_user', target_type: 'user', target_id: 7, reason: 'Scam shop.' }),
      makeAuditEntry(59, { action: 'dismiss_report', target_type: 'report', target_id: 12 }),
    ];
    const older = [makeAuditEntry(10, { action: 'restore_product', reason: 'Fixed the photos.' })];
    const { user, api } = renderApp('/admin/audit', {
      user: admin,
      routes: {
        'GET /api/admin/audit': { entries: first, next_before: 59 },
        'GET /api/admin/audit?before=59': { entries: older, next_before: null },
      },
    });
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    expect(screen.getByRole('heading', { name: 'Audit log', level: 2 })).toBeInTheDocument();
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('operator');
    expect(rows()[0]).toHaveTextContent('Suspended an account');
    expect(rows()[0]).toHaveTextContent('Scam shop.');
    expect(within(rows()[0]!).getByRole('link', { name: 'Account #7' })).toHaveAttribute(
      'href',
      '/admin/users/7',
    );
    expect(rows()[1]).toHaveTextContent('Dismissed a report');
    expect(within(rows()[1]!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent('Restored a listing');
    expect(within(rows()[2]!).getByRole('link', { name: 'Listing #1' })).toHaveAttribute(
      'href',
      '/products/1',
    );
    await waitFor(() => expect(rows()[2]).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/api/admin/audit?before=59');
  });

  it('filters by target type and id', async () => {
    const { user, api, location } = renderApp('/admin/audit', {
      user: admin,
      routes: {
        'GET /api/admin/audit': { entries: [makeAuditEntry(60)], next_before: null },
        'GET /api/admin/audit?target_type=product&target_id=3': { entries: [], next_before: null },
      },
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target type' }), 'Listing');
    const id = screen.getByRole('textbox', { name: 'Target id' });
    await user.type(id, 'three');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(id).toHaveAccessibleDescription('An id is a whole number, like 42.');

    await user.clear(id);
    await user.type(id, '3');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No admin action matches this filter.')).toBeInTheDocument();
    expect(location()).toBe('/admin/audit?target_type=product&target_id=3');
    expect(api.calls.map((call) => call.path)).toContain('/api/admin/audit?target_type=product&target_id=3');

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Target id' })).toHaveValue('');
  });
});
