import { EMAIL_MESSAGES, MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { User } from '../../lib/types';
import { fail, type Handler } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';

const SEND = 'POST /api/auth/verify-email';
const CHANGE = 'PUT /api/auth/email';

/** The account page's "Email" card. */
async function openEmail(user: User, routes: Record<string, Handler> = {}) {
  const view = renderApp('/account', {
    user,
    routes: { 'GET /api/account/notifications': fail(503, 'Later'), ...routes },
  });
  const card = within(await screen.findByRole('region', { name: 'Email' }));
  return { ...view, card };
}

describe('email on the account page', () => {
  it('shows a verified address as such, with nothing to send', async () => {
    const { card } = await openEmail(shopper);
    expect(card.getByText(shopper.email)).toBeInTheDocument();
    expect(card.getByText('Verified')).toBeInTheDocument();
    expect(card.queryByText('Not verified')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Send verification link' })).not.toBeInTheDocument();
  });

  it('mails a link for an address not verified yet, and shows the answer', async () => {
    const sent = EMAIL_MESSAGES.verificationSent(shopper.email);
    const { card, user, api } = await openEmail(
      { ...shopper, email_verified: false },
      { [SEND]: { message: sent } },
    );
    expect(card.getByText('Not verified')).toBeInTheDocument();
    expect(card.queryByText('Verified')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Send verification link' }));
    expect(await card.findByText(sent)).toHaveAttribute('role', 'status');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/auth/verify-email' }),
    ]);
  });

  it('shows why no link was sent', async () => {
    const { card, user } = await openEmail(
      { ...shopper, email_verified: false },
      { [SEND]: fail(409, EMAIL_MESSAGES.alreadyVerified) },
    );
    await user.click(card.getByRole('button', { name: 'Send verification link' }));
    expect(await card.findByRole('alert')).toHaveTextContent(EMAIL_MESSAGES.alreadyVerified);
  });

  it('checks a new address, shows the server’s verdicts under their fields, then sends it', async () => {
    const { card, user, api } = await openEmail(shopper, {
      [CHANGE]: fail(400, 'Validation failed.', {
        email: MESSAGES.emailTaken,
        password: MESSAGES.passwordWrong,
      }),
    });
    const form = within(card.getByRole('form', { name: 'Change email' }));
    const email = form.getByLabelText('New email');
    const password = form.getByLabelText('Password');
    await user.type(email, 'not-an-address');
    await user.type(password, 'secret1');
    await user.click(form.getByRole('button', { name: 'Change email' }));
    expect(form.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(form.getByRole('button', { name: 'Change email' }));
    expect(await form.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(form.getByText(MESSAGES.passwordWrong)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    const sent = EMAIL_MESSAGES.changeSent('new@example.com');
    api.set(CHANGE, { message: sent });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(form.getByRole('button', { name: 'Change email' }));
    expect(await form.findByText(sent)).toHaveAttribute('role', 'status');
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      email: 'new@example.com',
      password: 'secret1',
    });
    await waitFor(() => expect(email).toHaveValue(''));
    expect(password).toHaveValue('');
    // Changed only once the mailed link is opened.
    expect(card.getByText(shopper.email)).toBeInTheDocument();
  });
});
