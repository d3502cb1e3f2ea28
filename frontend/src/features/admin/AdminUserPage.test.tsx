import { ADMIN_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { AdminUser } from '../../lib/types';
import { admin, makeAdminReport, makeAdminUser, makeAuditEntry } from '../../testing/adminFixtures';
import { fail } from '../../testing/fakeApi';

const region = (name: string) => within(screen.getByRole('region', { name }));

const busy = makeAdminUser({
  listings: [
    { id: 1, title: 'Blue bowl', price: 42, inventory: 3, hidden_reason: 'Copies a protected design' },
    { id: 2, title: 'Green mug', price: 18.5, inventory: 0, hidden_reason: null },
  ],
  orders: [{ id: 4, order_number: '1718000000000001', total: 85.5, created_at: '2024-06-12T09:00:00.000Z' }],
  reports: [makeAdminReport(3)].map(({ reporter: _r, target: _t, open_reports: _o, ...report }) => report),
  actions: [makeAuditEntry(60, { target_type: 'user', target_id: 7, reason: 'Hid the copy.' })],
});

describe('a user’s page in the console', () => {
  it('shows who they are and their listings, orders, reports about them and the actions on them', async () => {
    renderApp('/admin/users/7', { user: admin, routes: { 'GET /api/admin/users/7': busy } });
    expect(
      await screen.findByRole('heading', { name: 'claymaker (Clara Potter)', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('clara@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend account' })).toBeInTheDocument();

    const listings = region('Listings');
    const [bowl, mug] = listings.getAllByRole('row').slice(1);
    expect(within(bowl!).getByRole('link', { name: 'Blue bowl' })).toHaveAttribute('href', '/products/1');
    expect(bowl).toHaveTextContent('Hidden Copies a protected design');
    expect(bowl).toHaveTextContent('$42.00');
    expect(mug).toHaveTextContent('Sold out');
    expect(within(mug!).queryByText('Hidden')).not.toBeInTheDocument();

    expect(region('Orders').getByRole('row', { name: /1718000000000001/ })).toHaveTextContent(
      '1718000000000001$85.50Jun 12, 2024',
    );
    expect(region('Orders').getByRole('link', { name: '1718000000000001' })).toHaveAttribute(
      'href',
      '/admin/orders/4',
    );
    expect(region('Reports about them').getAllByRole('row')[1]).toHaveTextContent(
      'It is counterfeit or copies someone’s workListing #1OpenJun 10, 2024',
    );
    const action = region('Admin actions').getAllByRole('row')[1];
    expect(action).toHaveTextContent('operator');
    expect(action).toHaveTextContent('Hid a listing');
    expect(action).toHaveTextContent('Hid the copy.');
  });

  it('says when each section is empty, and shows a suspended or closed account as such', async () => {
    renderApp('/admin/users/7', {
      user: admin,
      routes: {
        'GET /api/admin/users/7': makeAdminUser({
          email_verified: false,
          suspended: true,
          suspended_reason: 'Scam shop.',
          closed: true,
        }),
      },
    });
    await screen.findByRole('heading', { name: 'claymaker (Clara Potter)' });
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('Suspended').closest('p')).toHaveTextContent('Suspended: Scam shop.');
    expect(screen.getByText('Closed').closest('p')).toHaveTextContent('Closed');
    expect(screen.getByRole('button', { name: 'Reinstate account' })).toBeInTheDocument();
    expect(region('Listings').getByText('They list nothing.')).toBeInTheDocument();
    expect(region('Orders').getByText('They have ordered nothing.')).toBeInTheDocument();
    expect(
      region('Reports about them').getByText('Nobody has reported them or anything of theirs.'),
    ).toBeInTheDocument();
    expect(region('Admin actions').getByText('No admin action on this account yet.')).toBeInTheDocument();
  });

  it('suspends the account with a reason, and shows it suspended with the action logged', async () => {
    let account: AdminUser = makeAdminUser();
    const { user, api } = renderApp('/admin/users/7', {
      user: admin,
      routes: {
        'GET /api/admin/users/7': () => account,
        'PUT /api/admin/users/7/suspend': (body: unknown) => {
          const { reason } = body as { reason: string };
          const entry = makeAuditEntry(61, {
            action: 'suspend_user',
            target_type: 'user',
            target_id: 7,
            reason,
          });
          account = { ...account, suspended: true, suspended_reason: reason, actions: [entry] };
          return {
            id: 7,
            username: 'claymaker',
            suspended: true,
            suspended_reason: reason,
            hidden_listings: 0,
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend claymaker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByText(ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason, for the audit log' }),
      'Sells copies.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/admin/users/7/suspend',
      body: { reason: 'Sells copies.' },
    });
    expect(screen.getByText('Suspended').closest('p')).toHaveTextContent('Suspended: Sells copies.');
    expect(screen.getByRole('button', { name: 'Reinstate account' })).toHaveFocus();
    expect(await region('Admin actions').findByText('Suspended an account')).toBeInTheDocument();
  });

  it('offers no suspension of an admin', async () => {
    renderApp('/admin/users/50', {
      user: admin,
      routes: {
        'GET /api/admin/users/50': makeAdminUser({ id: 50, username: 'operator', role: 'admin' }),
      },
    });
    await screen.findByRole('heading', { name: /^operator/ });
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
  });

  it('says so when there is no such user', async () => {
    const { unmount } = renderApp('/admin/users/404', {
      user: admin,
      routes: { 'GET /api/admin/users/404': fail(404, ADMIN_MESSAGES.userNotFound) },
    });
    expect(await screen.findByRole('heading', { name: 'User not found', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/No account has the id 404/)).toBeInTheDocument();
    unmount();

    const { api } = renderApp('/admin/users/seven', { user: admin });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/admin/users'))).toBe(false);
  });
});
