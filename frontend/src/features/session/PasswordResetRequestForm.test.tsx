import { PASSWORD_RESET_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail, type Handler } from '../../testing/fakeApi';

async function openResetView(routes: Record<string, Handler> = {}, typed = '') {
  const view = renderApp('/', { routes });
  await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));
  const signIn = within(await screen.findByRole('dialog', { name: 'Sign In' }));
  if (typed) await view.user.type(signIn.getByLabelText('Email'), typed);
  await view.user.click(signIn.getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
  // The button pressed is gone with Sign In: focus goes to the dialog, read by its new title.
  expect(dialog).toHaveFocus();
  return { ...view, dialog: within(dialog) };
}

describe('password reset request', () => {
  it('sends the email typed in Sign In and shows the server’s message', async () => {
    const { dialog, user, api } = await openResetView(
      { 'POST /api/auth/password-reset': { message: PASSWORD_RESET_MESSAGES.sent } },
      'sam@example.com',
    );
    expect(dialog.getByLabelText('Email')).toHaveValue('sam@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));

    const status = await dialog.findByRole('status');
    expect(status).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent);
    expect(status).toHaveFocus();
    expect(dialog.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/auth/password-reset')?.body).toEqual({
      email: 'sam@example.com',
    });

    // Back in Sign In, the email is still there.
    await user.click(dialog.getByRole('button', { name: 'Back to sign in' }));
    const signIn = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    expect(signIn.getByLabelText('Email')).toHaveValue('sam@example.com');
  });

  it('keeps Send reset link disabled until an email is typed', async () => {
    const { dialog, user } = await openResetView();
    const send = dialog.getByRole('button', { name: 'Send reset link' });
    expect(dialog.getByLabelText('Email')).toHaveValue('');
    expect(send).toBeDisabled();
    await user.type(dialog.getByLabelText('Email'), 'sam@example.com');
    expect(send).toBeEnabled();
  });

  it('shows the server’s verdict on the email under the field, until it is changed', async () => {
    const { dialog, user } = await openResetView(
      {
        'POST /api/auth/password-reset': fail(400, 'Validation failed.', {
          email: 'Please provide a valid email.',
        }),
      },
      'sam@',
    );
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    const email = dialog.getByLabelText('Email');
    const error = await dialog.findByText('Please provide a valid email.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', error.id);
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();

    await user.type(email, 'x');
    expect(dialog.queryByText('Please provide a valid email.')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('says so when asked too often', async () => {
    const { dialog, user } = await openResetView(
      { 'POST /api/auth/password-reset': fail(429, 'Too many requests. Please try again later.') },
      'sam@example.com',
    );
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('goes back to Sign In without sending anything', async () => {
    const { dialog, user, api } = await openResetView();
    await user.click(dialog.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(false));
  });
});
