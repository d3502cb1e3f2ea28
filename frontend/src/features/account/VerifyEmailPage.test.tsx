import { EMAIL_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';

const CONFIRM = 'POST /api/auth/verify-email/confirm';
const unverified = { ...shopper, email_verified: false };

const confirmCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/auth/verify-email/confirm');

describe('verify email page', () => {
  it('confirms the mailed token once on arrival, signed out', async () => {
    const { api } = renderApp('/verify-email?token=abc123', {
      routes: { [CONFIRM]: { ...shopper, email_verified: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Verify your email | Handmade Market'));
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Your email is verified.')).toHaveAttribute('role', 'status');
    expect(main.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(confirmCalls(api.calls)).toEqual([expect.objectContaining({ body: { token: 'abc123' } })]);
  });

  it('says the new address, and the signed-in session takes it', async () => {
    const moved = { ...shopper, email: 'sam@new.example.com', email_verified: true };
    const { store } = renderApp('/verify-email?token=abc123', {
      user: unverified,
      routes: { [CONFIRM]: moved },
    });
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Your email is now sam@new.example.com.')).toBeInTheDocument();
    expect(store.getState().session?.user).toEqual(moved);
    expect(main.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('marks the signed-in address verified', async () => {
    const { store } = renderApp('/verify-email?token=abc123', {
      user: unverified,
      routes: { [CONFIRM]: { ...unverified, email_verified: true } },
    });
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(store.getState().session?.user?.email_verified).toBe(true);
  });

  it('refuses a used or expired link and leads to the account page for a new one', async () => {
    const { store } = renderApp('/verify-email?token=used-one', {
      user: unverified,
      routes: { [CONFIRM]: fail(400, 'Validation failed.', { token: EMAIL_MESSAGES.tokenInvalid }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_MESSAGES.tokenInvalid);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(store.getState().session?.user).toEqual(unverified);
  });

  it('shows the server’s message when it cannot answer', async () => {
    renderApp('/verify-email?token=abc123', {
      routes: { [CONFIRM]: fail(429, 'Too many requests. Please try again later.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('refuses a link without a token at once, sending nothing', async () => {
    const { api } = renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_MESSAGES.tokenInvalid);
    expect(confirmCalls(api.calls)).toEqual([]);
  });
});
