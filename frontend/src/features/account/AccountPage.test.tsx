import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';

describe('account page', () => {
  it('sends the signed-in user back home when signed out', async () => {
    const { location } = renderApp('/account');
    await screen.findByRole('heading', { level: 1 }).catch(() => null);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('saves the profile, showing the server’s message under its field', async () => {
    const { user, api, store } = renderApp('/account', {
      user: shopper,
      routes: {
        'PUT /api/auth/profile': fail(409, 'That username is taken.', {
          username: 'This username is already taken.',
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your Account' });
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Username must be at least 4 characters.')).toBeInTheDocument();

    await user.type(username, 'd');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');

    api.set('PUT /api/auth/profile', { ...shopper, username: 'abcde' });
    await user.type(username, 'e');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(store.getState().session?.user?.username).toBe('abcde'));
    expect(api.calls.at(-1)?.body).toEqual({ first_name: 'Sam', last_name: 'Shopper', username: 'abcde' });
  });

  it('keeps the account open and says so when the password is wrong', async () => {
    const { user } = renderApp('/account', {
      user: shopper,
      routes: {
        'DELETE /api/auth/': fail(400, 'Your password is not correct.', {
          password: 'Your password is not correct.',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(dialog.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('Your password is not correct.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
