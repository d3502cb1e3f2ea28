import { REPORT_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { Report, ReportInput } from '@handmade/common';
import { fail, page } from '../../testing/fakeApi';
import { makeProduct, makeReview, makeShop, seller, shopper } from '../../testing/fixtures';
import { clara, makeConversation, makeMessage } from '../../testing/messageFixtures';

const productRoutes = {
  'GET /api/products/1': makeProduct({ title: 'Blue bowl' }),
  'GET /api/products/1/reviews': [makeReview(3)],
  'GET /api/users/7': makeShop(),
};

function received(input: ReportInput): Report {
  return {
    id: 40,
    target_type: input.target_type,
    target_id: input.target_id,
    reason: input.reason,
    note: input.note ?? null,
    status: 'open',
    decision_note: null,
    created_at: '2024-06-12T09:00:00.000Z',
    decided_at: null,
  };
}

const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/reports');

describe('reporting', () => {
  it('asks a visitor to sign in first', async () => {
    const { user } = renderApp('/products/1', { routes: productRoutes });
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByText('Before you do that...')).toBeInTheDocument();
  });

  it('wants a reason, sends the report with its note, and says it was received', async () => {
    const { user, api } = renderApp('/products/1', {
      user: shopper,
      routes: { ...productRoutes, 'POST /api/reports': (body: unknown) => received(body as ReportInput) },
    });
    const opener = await screen.findByRole('button', { name: 'Report this listing' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    const reasons = within(dialog).getByRole('group', { name: 'What is wrong with it?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    expect(within(dialog).getByRole('radio', { name: 'It is prohibited here' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(REPORT_MESSAGES.reasonInvalid)).toBeInTheDocument();
    expect(posts(api.calls)).toHaveLength(0);

    await user.click(
      within(dialog).getByRole('radio', { name: 'It is counterfeit or copies someone’s work' }),
    );
    expect(within(dialog).queryByText(REPORT_MESSAGES.reasonInvalid)).not.toBeInTheDocument();
    const note = within(dialog).getByRole('textbox', { name: 'Anything we should know? (optional)' });
    await user.type(note, '  Same photos as another shop.  ');
    expect(within(dialog).getByText('28 / 1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByText(REPORT_MESSAGES.received)).toHaveFocus();
    expect(posts(api.calls)[0]?.body).toEqual({
      target_type: 'product',
      target_id: 1,
      reason: 'counterfeit',
      note: 'Same photos as another shop.',
    });
    // The header's × is named Close too; the one under the message is the last.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows why the server refused: an open report already, or a note too long', async () => {
    const { user, api } = renderApp('/products/1', {
      user: shopper,
      routes: { ...productRoutes, 'POST /api/reports': fail(409, REPORT_MESSAGES.alreadyOpen) },
    });
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.alreadyOpen);
    expect(within(dialog).queryByText(REPORT_MESSAGES.received)).not.toBeInTheDocument();

    api.set('POST /api/reports', fail(400, 'Invalid', { note: REPORT_MESSAGES.noteLong }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const note = within(dialog).getByRole('textbox', { name: /Anything we should know/ });
    await waitFor(() => expect(note).toHaveAccessibleDescription(`0 / 1,000 ${REPORT_MESSAGES.noteLong}`));
    expect(note).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not offered to the seller on their own listing', async () => {
    renderApp('/products/1', { user: { ...shopper, id: seller.id }, routes: productRoutes });
    await screen.findByRole('heading', { name: 'Blue bowl', level: 1 });
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('reports a review, but never the reader’s own', async () => {
    const { user, api } = renderApp('/products/1', {
      user: shopper,
      routes: {
        ...productRoutes,
        'GET /api/products/1/reviews': [
          makeReview(3),
          makeReview(4, { user_id: shopper.id, user: 'shopper' }),
        ],
        'POST /api/reports': (body: unknown) => received(body as ReportInput),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report the review by reviewer3' }));
    expect(screen.queryByRole('button', { name: 'Report the review by shopper' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is offensive or harassing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText(REPORT_MESSAGES.received);
    expect(posts(api.calls)[0]?.body).toEqual({ target_type: 'review', target_id: 3, reason: 'offensive' });
  });

  it('reports a shop as its user, but not one’s own shop', async () => {
    const routes = { 'GET /api/users/7': makeShop(), 'GET /api/users/7/products': [] };
    const visitor = renderApp('/shop/7', {
      user: shopper,
      routes: { ...routes, 'POST /api/reports': (body: unknown) => received(body as ReportInput) },
    });
    await visitor.user.click(await screen.findByRole('button', { name: 'Report this shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this shop' });
    await visitor.user.click(within(dialog).getByRole('radio', { name: 'It is prohibited here' }));
    await visitor.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText(REPORT_MESSAGES.received);
    expect(posts(visitor.api.calls)[0]?.body).toEqual({
      target_type: 'user',
      target_id: 7,
      reason: 'prohibited',
    });
    visitor.unmount();

    renderApp('/shop/7', { user: { ...shopper, id: seller.id }, routes });
    await screen.findByRole('heading', { name: 'Clara Potter', level: 1 });
    expect(screen.queryByRole('button', { name: 'Report this shop' })).not.toBeInTheDocument();
  });

  it('reports a message from the other person only', async () => {
    const mine = makeMessage(10, { body: 'Can you do it in blue?' });
    const theirs = makeMessage(11, { sender_id: clara.id, body: 'Send me your card number.' });
    const { user, api } = renderApp('/messages/5', {
      user: shopper,
      routes: {
        'GET /api/conversations': [makeConversation(5, theirs)],
        'GET /api/conversations/5/messages': page([theirs, mine], null),
        'PUT /api/conversations/5/read': { unread: 0 },
        'POST /api/reports': (body: unknown) => received(body as ReportInput),
      },
    });
    const thread = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(thread).getAllByRole('listitem');
    expect(within(first!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    const report = within(second!).getByRole('button', { name: /^Report the message from Clara, / });
    report.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is spam or a scam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText(REPORT_MESSAGES.received);
    expect(posts(api.calls)[0]?.body).toEqual({ target_type: 'message', target_id: 11, reason: 'spam' });
  });
});
