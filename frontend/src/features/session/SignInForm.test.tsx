import { screen, waitFor, within } from '@testing-library/react';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

async function openSignIn(routes = {}) {
  const view = renderApp('/', { routes });
  await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  return { ...view, dialog: within(dialog) };
}

describe('sign in', () => {
  it('keeps Sign In disabled until email and password are filled', async () => {
    const { dialog, user } = await openSignIn();
    const submit = dialog.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Email'), 'sam@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    expect(submit).toBeEnabled();
  });

  it('signs in, closes the modal and shows the account menu', async () => {
    const { dialog, user, api } = await openSignIn({ 'POST /api/auth/login': shopper });
    await user.type(dialog.getByLabelText('Email'), 'shopper@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Your account/ })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'shopper@example.com',
      password: 'secret1',
    });
  });

  it('logs in the demo user with one click', async () => {
    const { dialog, user, api } = await openSignIn({ 'POST /api/auth/login': shopper });
    await user.click(dialog.getByRole('button', { name: 'Demo User Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'demo@handmade.market',
      password: 'handmade-demo',
    });
  });

  it('shows the server errors under their fields', async () => {
    const { dialog, user } = await openSignIn({
      'POST /api/auth/login': fail(401, 'Invalid credentials', {
        email: 'Invalid email or password.',
        password: 'Check your password.',
      }),
    });
    await user.type(dialog.getByLabelText('Email'), 'nobody@example.com');
    await user.type(dialog.getByLabelText('Password'), 'wrong-one');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    expect(await dialog.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(dialog.getByText('Check your password.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();

    // Changing a field takes the server's verdict on it away; the other field keeps its own.
    await user.type(dialog.getByLabelText('Email'), 'm');
    expect(dialog.queryByText('Invalid email or password.')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(dialog.getByText('Check your password.')).toBeInTheDocument();
  });

  it('shows one generic message when the server fails', async () => {
    const { dialog, user } = await openSignIn({
      'POST /api/auth/login': fail(500, 'Something went wrong', { email: 'ignored' }),
    });
    await user.type(dialog.getByLabelText('Email'), 'sam@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    expect(await dialog.findByText('Something went wrong. Please try again')).toBeInTheDocument();
    expect(dialog.queryByText('ignored')).not.toBeInTheDocument();
  });

  it('switches to Register and back', async () => {
    const { dialog, user } = await openSignIn();
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    const register = within(await screen.findByRole('dialog', { name: 'Register' }));
    expect(await register.findByLabelText('First name')).toBeInTheDocument();
    await user.click(register.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
