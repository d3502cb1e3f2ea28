import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { Notice, NoticesAnswer } from '../../lib/types';
import { shopper } from '../../testing/fixtures';

const NOTICES = 'GET /api/notifications';
const READ = 'PUT /api/notifications/read';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeNotice(id: number, overrides: Partial<Notice> = {}): Notice {
  return {
    id,
    kind: 'shipped',
    title: `Notice ${id}`,
    body: `What happened, number ${id}.`,
    link: `/orders/${id}`,
    created_at: minutesAgo(5),
    read: true,
    ...overrides,
  };
}

const answer = (notifications: Notice[], unread = 0, next_before: number | null = null): NoticesAnswer => ({
  notifications,
  unread,
  next_before,
});

function renderBell(first: NoticesAnswer, routes = {}) {
  return renderApp('/', {
    user: shopper,
    routes: { [NOTICES]: first, [READ]: { unread: 0 }, ...routes },
  });
}

const puts = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/api/notifications/read');

describe('notification bell', () => {
  it('shows the unread count in its name and on its badge', async () => {
    renderBell(answer([makeNotice(1, { read: false })], 3));
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('says 99+ on the badge past 99', async () => {
    renderBell(answer([], 120));
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('opens on the notices newest first, marks them read, and keeps the new ones marked until it closes', async () => {
    const { user, api } = renderBell(
      answer(
        [
          makeNotice(3, { title: 'Your order shipped', read: false, created_at: minutesAgo(0) }),
          makeNotice(2, { title: 'New review', body: 'Sam rated your bowl 5 stars.', read: false }),
          makeNotice(1, { title: 'Password changed', link: null, created_at: minutesAgo(60 * 24 * 40) }),
        ],
        2,
      ),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');

    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.notice__title')?.textContent)).toEqual([
      'New: Your order shipped',
      'New: New review',
      'Password changed',
    ]);
    expect(items[0]).toHaveTextContent('just now');
    expect(items[1]).toHaveTextContent('Sam rated your bowl 5 stars.');
    expect(items[1]).toHaveTextContent('5 min ago');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/orders/3');
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();

    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    // Read now, yet still shown as new while the panel is open.
    expect(items[0]).toHaveClass('notice--fresh');

    await user.click(bell);
    await user.click(bell);
    const reopened = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(reopened.queryByText('New:', { exact: false })).not.toBeInTheDocument();
    expect(puts(api.calls)).toHaveLength(1);
  });

  it('closes on Escape, giving the focus back, on a click or tab outside, and when a notice is followed', async () => {
    const { user, location } = renderBell(answer([makeNotice(4, { title: 'Your order shipped' })]));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    await user.tab();
    expect(screen.getByRole('link', { name: /Your order shipped/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();

    await user.click(bell);
    await user.click(document.body);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    // Tabbing on past the last notice.
    await user.click(bell);
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    await user.click(bell);
    await user.click(screen.getByRole('link', { name: /Your order shipped/ }));
    await waitFor(() => expect(location()).toBe('/orders/4'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('adds a notice heard live to the top, with its count', async () => {
    const { user, api } = renderBell(answer([makeNotice(1, { title: 'Older news' })]));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(api.openStreams()).toBe(1));

    act(() =>
      api.emit('notification', {
        notification: makeNotice(9, { title: 'You made a sale', read: false, created_at: minutesAgo(0) }),
        unread: 1,
      }),
    );
    expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await user.click(bell);
    const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('New: You made a sale');
    expect(items[1]).toHaveTextContent('Older news');
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
  });

  it('reads its notices again each time the live stream opens, for those made while it was closed', async () => {
    const { api } = renderBell(answer([makeNotice(1, { title: 'Older news' })]));
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(api.openStreams()).toBe(1));
    const reads = () => api.calls.filter((call) => call.path === '/api/notifications').length;
    await waitFor(() => expect(reads()).toBe(1));

    api.set(NOTICES, answer([makeNotice(2, { title: 'Made meanwhile', read: false }), makeNotice(1)], 1));
    act(() => api.emit('open', ''));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('says so when there is nothing yet, with no badge, and sends nothing to mark', async () => {
    const { user, api } = renderBell(answer([]));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('.site-header__badge')).toBeNull();
    await user.click(bell);
    const panel = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(
      panel.getByText('No notifications yet. Orders, messages and reviews show up here.'),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(puts(api.calls)).toEqual([]);
  });

  it('shows older notices on request, a page at a time', async () => {
    const { user, api } = renderBell(answer([makeNotice(30), makeNotice(29)], 0, 29), {
      'GET /api/notifications?before=29': answer([makeNotice(12, { title: 'Oldest news' })]),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = within(screen.getByRole('region', { name: 'Notifications' }));
    await user.click(panel.getByRole('button', { name: 'Show older' }));

    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(3));
    expect(panel.getAllByRole('listitem')[2]).toHaveTextContent('Oldest news');
    expect(panel.getAllByRole('listitem')[2]).toHaveFocus();
    expect(panel.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/notifications?before=29')).toBe(true);
  });

  it('shows the decisions of the marketplace like any other notice', async () => {
    const { user } = renderBell(
      answer([
        makeNotice(42, {
          kind: 'listing_hidden',
          title: 'Your listing was hidden',
          body: 'Blue bowl: sells a copy of a protected design.',
          link: '/products/1',
        }),
        makeNotice(41, {
          kind: 'report_decided',
          title: 'We looked at your report',
          body: 'Thank you: we removed it.',
          link: null,
        }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/products/1');
    expect(items[0]).toHaveTextContent('Your listing was hidden');
    expect(items[1]).toHaveTextContent('We looked at your report');
    expect(items[1]).toHaveTextContent('Thank you: we removed it.');
  });

  it('shows the news of a case like any other notice, leading to the case', async () => {
    const kinds = ['case_opened', 'case_message', 'case_escalated', 'case_resolved'] as const;
    const { user } = renderBell(
      answer(
        kinds.map((kind, index) =>
          makeNotice(50 - index, { kind, title: `Case news: ${kind}`, link: '/cases/12' }),
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      kinds.map((kind) => expect.stringContaining(`Case news: ${kind}`)),
    );
    for (const item of items) expect(within(item).getByRole('link')).toHaveAttribute('href', '/cases/12');
  });
});
