import { screen, waitFor, within } from '@testing-library/react';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const valid = {
  'First name': 'Sam',
  'Last name': 'Shopper',
  Email: 'sam@example.com',
  Username: 'samshops',
  Password: 'secret1',
  'Confirm password': 'secret1',
};

async function openRegister(routes = {}) {
  const view = renderApp('/', { routes });
  await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));
  await view.user.click(await screen.findByRole('button', { name: 'Register' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Register' }));
  await dialog.findByLabelText('First name');
  async function fill(values: Partial<typeof valid> = {}) {
    for (const [label, value] of Object.entries({ ...valid, ...values })) {
      const input = dialog.getByLabelText(label);
      await view.user.clear(input);
      if (value) await view.user.type(input, value);
    }
  }
  return { ...view, dialog, fill };
}

describe('register', () => {
  it('keeps Register disabled until all six fields are filled', async () => {
    const { dialog, fill } = await openRegister();
    const submit = dialog.getByRole('button', { name: 'Register' });
    expect(submit).toBeDisabled();
    await fill({ 'Confirm password': '' });
    expect(submit).toBeDisabled();
    await fill();
    expect(submit).toBeEnabled();
  });

  it('shows the validation messages and sends nothing', async () => {
    const { dialog, fill, user, api } = await openRegister();
    await fill({ Email: 'not-an-email', Username: 'abc', Password: 'short', 'Confirm password': 'other' });
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(dialog.getByText('Username must be at least 4 characters.')).toBeInTheDocument();
    expect(dialog.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(
      dialog.getByText('Confirm Password field must be the same as the Password field.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/auth/signup')).toBe(false);
  });

  it('clears a message as soon as its field is valid, the confirmation following the password', async () => {
    const { dialog, fill, user } = await openRegister();
    await fill({ Username: 'abc', 'Confirm password': 'secret2' });
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByText('Username must be at least 4 characters.')).toBeInTheDocument();
    const mismatch = 'Confirm Password field must be the same as the Password field.';
    expect(dialog.getByText(mismatch)).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Username'), 'd');
    expect(dialog.queryByText('Username must be at least 4 characters.')).not.toBeInTheDocument();
    expect(dialog.getByText(mismatch)).toBeInTheDocument();

    const password = dialog.getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'secret2');
    expect(dialog.queryByText(mismatch)).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'false');
  });

  it('signs up with the snake_case body and closes the modal', async () => {
    const { dialog, fill, user, api } = await openRegister({ 'POST /api/auth/signup': shopper });
    await fill();
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      first_name: 'Sam',
      last_name: 'Shopper',
      email: 'sam@example.com',
      username: 'samshops',
      password: 'secret1',
    });
    expect(await screen.findByRole('button', { name: /Your account/ })).toBeInTheDocument();
  });

  it('shows server errors under their fields', async () => {
    const { dialog, fill, user } = await openRegister({
      'POST /api/auth/signup': fail(409, 'Conflict', {
        email: 'An account with this email already exists.',
        username: 'This username is already taken.',
        firstName: 'First name is odd.',
      }),
    });
    await fill();
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(dialog.getByText('This username is already taken.')).toBeInTheDocument();
    expect(dialog.getByText('First name is odd.')).toBeInTheDocument();
  });

  it('shows one generic message when the server fails', async () => {
    const { dialog, fill, user } = await openRegister({ 'POST /api/auth/signup': fail(503, 'Down') });
    await fill();
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByText('Something went wrong. Please try again')).toBeInTheDocument();
  });
});
