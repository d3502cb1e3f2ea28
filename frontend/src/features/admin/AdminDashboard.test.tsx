import { screen, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { admin, makeMarketStats } from '../../testing/adminFixtures';

const busy = makeMarketStats(
  30,
  {
    '2024-06-29': { sales: 40.1, orders: 2, users: 3, sellers: 1, reports: 1 },
    '2024-06-30': { sales: 20.2, orders: 1, users: 1, reports: 2, cases: 2 },
  },
  3,
  { open: 5, escalated: 2 },
);

/** The figure card named `name`: its name and value, as one text. */
const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement;

describe('dashboard', () => {
  it('shows the period’s totals, what waits in the queue, and the days in a chart; another period on request', async () => {
    const { user, api, location } = renderApp('/admin/dashboard', {
      user: admin,
      routes: {
        'GET /api/admin/stats?days=30': busy,
        'GET /api/admin/stats?days=7': makeMarketStats(7, { '2024-06-30': { orders: 1, sales: 9.99 } }, 3),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Totals for the last 30 days', level: 3 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    expect(figure('Sales')).toHaveTextContent('Sales$60.30');
    expect(figure('Orders')).toHaveTextContent('Orders3');
    expect(figure('New users')).toHaveTextContent('New users4');
    expect(figure('New sellers')).toHaveTextContent('New sellers1');
    expect(figure('Reports')).toHaveTextContent('Reports3');
    expect(figure('Cases')).toHaveTextContent('Cases2');
    expect(screen.getByRole('link', { name: '3 open reports' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: '2 cases waiting for a decision' })).toHaveAttribute(
      'href',
      '/admin/cases',
    );
    expect(screen.getByRole('link', { name: '3 cases still between buyer and seller' })).toHaveAttribute(
      'href',
      '/admin/cases?status=open',
    );

    const chart = screen.getByRole('img', { name: /Market activity over the last 30 days/ });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('The best day was Jun 29, with $40.10 and 2 orders.'),
    );
    const table = screen.getByRole('table', { name: 'Market activity by day over the last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('Total$60.3034132');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('heading', { name: 'Totals for the last 7 days' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dashboard?days=7');
    expect(api.calls.map((call) => call.path)).toContain('/api/admin/stats?days=7');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure('Sales')).toHaveTextContent('$9.99');
    expect(screen.getByRole('img', { name: /Market activity over the last 7 days/ })).toBeInTheDocument();
  });

  it('reads the period from the address, and says a quiet period in zeros', async () => {
    renderApp('/admin/dashboard?days=90', {
      user: admin,
      routes: { 'GET /api/admin/stats?days=90': makeMarketStats(90) },
    });
    expect(await screen.findByRole('heading', { name: 'Totals for the last 90 days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure('Sales')).toHaveTextContent('$0.00');
    expect(figure('Orders')).toHaveTextContent('Orders0');
    expect(screen.getByRole('link', { name: 'No open reports' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'No cases waiting for a decision' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'none still between buyer and seller' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Market activity over the last 90 days/ })).toHaveAccessibleName(
      expect.stringContaining('none in this period'),
    );
  });

  it('takes 30 days for a period it does not offer, and offers to try again after a failure', async () => {
    const { user, api } = renderApp('/admin/dashboard?days=12', { user: admin });
    expect(await screen.findByText('No fake answer for GET /api/admin/stats?days=30')).toBeInTheDocument();
    api.set('GET /api/admin/stats?days=30', makeMarketStats(30));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Totals for the last 30 days' })).toBeInTheDocument();
  });
});
