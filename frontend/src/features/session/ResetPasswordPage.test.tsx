import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';

const CONFIRM = 'POST /api/auth/password-reset/confirm';

async function fillForm(user: ReturnType<typeof renderApp>['user'], password: string, confirm = password) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('reset password page', () => {
  it('changes the password and offers to sign in', async () => {
    const { user, api } = renderApp('/reset-password?token=abc123', {
      routes: { [CONFIRM]: { message: PASSWORD_RESET_MESSAGES.done } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Choose a new password | Handmade Market'));
    await fillForm(user, 'new-secret');

    const status = await screen.findByText(PASSWORD_RESET_MESSAGES.done);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(api.calls.find((call) => call.path === '/api/auth/password-reset/confirm')?.body).toEqual({
      token: 'abc123',
      new_password: 'new-secret',
    });

    // The page's own button, not the header's.
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('checks the confirmation before sending anything', async () => {
    const { user, api } = renderApp('/reset-password?token=abc123');
    await fillForm(user, 'new-secret', 'new-secrex');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(screen.getByText(MESSAGES.confirmMismatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s verdict on the password under its field', async () => {
    const { user } = renderApp('/reset-password?token=abc123', {
      routes: { [CONFIRM]: fail(400, 'Validation failed.', { newPassword: 'Too common a password.' }) },
    });
    await fillForm(user, 'password');
    expect(await screen.findByText('Too common a password.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a used or expired link and leads back to a new one', async () => {
    const { user } = renderApp('/reset-password?token=used-one', {
      routes: {
        [CONFIRM]: fail(400, 'Validation failed.', { token: PASSWORD_RESET_MESSAGES.tokenInvalid }),
      },
    });
    await fillForm(user, 'new-secret');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PASSWORD_RESET_MESSAGES.tokenInvalid);
    expect(alert).toHaveFocus();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset your password' }));
    expect(dialog.getByLabelText('Email')).toHaveFocus();
  });

  it('refuses a link without a token at once', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.tokenInvalid);
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('signs this browser out when its own session was ended', async () => {
    const { user, api, store } = renderApp('/reset-password?token=abc123', {
      user: shopper,
      routes: { [CONFIRM]: { message: PASSWORD_RESET_MESSAGES.done } },
    });
    await screen.findByRole('button', { name: /Your account/ });
    api.set('GET /api/auth/', fail(401, 'Authentication required'));
    await fillForm(user, 'new-secret');
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.done)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session?.user).toBeNull());
    expect(screen.queryByRole('button', { name: /Your account/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps this browser signed in when the sessions ended were another account’s', async () => {
    const { user, store } = renderApp('/reset-password?token=abc123', {
      user: shopper,
      routes: { [CONFIRM]: { message: PASSWORD_RESET_MESSAGES.done } },
    });
    await screen.findByRole('button', { name: /Your account/ });
    await fillForm(user, 'new-secret');
    expect(await screen.findByRole('link', { name: 'Return to Homepage' })).toBeInTheDocument();
    expect(store.getState().session?.user).toEqual(shopper);
  });
});
