import { NOTIFICATION_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail } from '../../testing/fakeApi';

const UNSUBSCRIBE = 'POST /api/account/notifications/unsubscribe';
const done = { message: NOTIFICATION_MESSAGES.unsubscribed('reviews'), kind: 'reviews' };

const unsubscribeCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'POST');

describe('unsubscribe page', () => {
  it('changes nothing on arrival, then unsubscribes when asked, signed out', async () => {
    const { user, api } = renderApp('/unsubscribe?token=abc%2B123', { routes: { [UNSUBSCRIBE]: done } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Unsubscribe | Handmade Market'));
    expect(screen.getByText('Stop these mails?')).toBeInTheDocument();
    expect(unsubscribeCalls(api.calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const main = within(screen.getByRole('main'));
    const status = await main.findByRole('status');
    expect(status).toHaveTextContent(done.message);
    expect(status).toHaveFocus();
    expect(unsubscribeCalls(api.calls)).toEqual([
      expect.objectContaining({ path: '/api/account/notifications/unsubscribe?token=abc%2B123' }),
    ]);
    expect(main.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
  });

  it('says a refused link is not valid', async () => {
    const { user } = renderApp('/unsubscribe?token=used-one', {
      routes: { [UNSUBSCRIBE]: fail(400, NOTIFICATION_MESSAGES.unsubscribeInvalid) },
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
  });

  it('refuses a link without a token at once, sending nothing', async () => {
    const { api } = renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(unsubscribeCalls(api.calls)).toEqual([]);
  });

  it('keeps the button for another try when the server fails', async () => {
    const { user, api } = renderApp('/unsubscribe?token=abc', {
      routes: { [UNSUBSCRIBE]: fail(0, 'Could not reach the server. Please check your connection.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');

    api.set(UNSUBSCRIBE, done);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(done.message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
