import { screen, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { admin } from '../../testing/adminFixtures';
import { escalated, makeCase, makeCaseMessage, resolved } from '../../testing/caseFixtures';
import { fail } from '../../testing/fakeApi';
import { seller } from '../../testing/fixtures';

const long = `${'The bowls arrived in pieces and the box was soaked through. '.repeat(4)}Please help.`;

const waiting = escalated(
  makeCase(12, {
    messages: [
      makeCaseMessage(1),
      makeCaseMessage(2, {
        author: { id: seller.id, username: seller.username },
        role: 'seller',
        body: long,
      }),
    ],
  }),
);

describe('cases in the console', () => {
  it('lists the cases waiting for a decision, each with its order, people, date and last message', async () => {
    const { user, location } = renderApp('/admin', {
      user: admin,
      routes: {
        'GET /api/admin/reports?status=open': [],
        'GET /api/admin/cases?status=escalated': [waiting],
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Operator console' });
    await user.click(within(nav).getByRole('link', { name: 'Cases' }));
    expect(location()).toBe('/admin/cases');
    const list = await screen.findByRole('list', { name: 'Cases waiting for a decision' });
    expect(screen.getByRole('button', { name: 'Escalated' })).toHaveAttribute('aria-pressed', 'true');

    const card = within(within(list).getByRole('article', { name: 'It never arrived' }));
    expect(card.getByRole('link', { name: 'It never arrived' })).toHaveAttribute('href', '/cases/12');
    expect(card.getByRole('link', { name: '1718000000000456' })).toHaveAttribute('href', '/admin/orders/5');
    expect(card.getByText(/^Order/)).toHaveTextContent(/Escalated Jun 24, 2024/);
    expect(card.getByRole('link', { name: 'shopper' })).toHaveAttribute('href', '/admin/users/1');
    expect(card.getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/admin/users/7');
    expect(card.getByText('Waiting for our decision')).toBeInTheDocument();
    const latest = card.getByText(/^claymaker \(seller\):/).parentElement as HTMLElement;
    expect(latest.textContent).toMatch(/^claymaker \(seller\): The bowls arrived in pieces .+…$/);
    expect(latest.textContent!.length).toBeLessThan(200);
  });

  it('says when none waits, and shows the open and resolved ones on demand', async () => {
    const done = resolved(escalated(makeCase(14)), 0, 'Delivered, says the tracking.');
    const { user, api, location } = renderApp('/admin/cases', {
      user: admin,
      routes: {
        'GET /api/admin/cases?status=escalated': [],
        'GET /api/admin/cases?status=open': [makeCase(13)],
        'GET /api/admin/cases?status=resolved': [done],
      },
    });
    expect(await screen.findByText('No cases waiting for a decision.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const open = await screen.findByRole('list', { name: 'Open cases' });
    expect(location()).toBe('/admin/cases?status=open');
    expect(within(open).getByText('Case open')).toBeInTheDocument();
    expect(within(open).getByText(/^Order/)).toHaveTextContent(/Opened Jun 20, 2024/);

    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    const closed = await screen.findByRole('list', { name: 'Resolved cases' });
    expect(within(closed).getByText('Resolved: no refund')).toBeInTheDocument();
    expect(within(closed).getByText(/^Order/)).toHaveTextContent(/Resolved Jun 25, 2024/);
    expect(within(closed).getByText(/^Decision/).parentElement).toHaveTextContent(
      'Decision: Delivered, says the tracking.',
    );
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/api/admin/cases?status=escalated',
        '/api/admin/cases?status=open',
        '/api/admin/cases?status=resolved',
      ]),
    );
  });

  it('says when the cases cannot be read, and tries again on demand', async () => {
    const { user, api } = renderApp('/admin/cases?status=open', {
      user: admin,
      routes: { 'GET /api/admin/cases?status=open': fail(503, 'Service unavailable') },
    });
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    api.set('GET /api/admin/cases?status=open', []);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No open cases/)).toBeInTheDocument();
  });
});
