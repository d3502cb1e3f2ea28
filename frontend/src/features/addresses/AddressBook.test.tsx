import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail, type Call, type Handler } from '../../testing/fakeApi';
import { makeAddress, shopper } from '../../testing/fixtures';

const home = makeAddress(3, { is_default: true });
const work = makeAddress(5, { name: 'Sam at Work', line2: 'Floor 2', region: null, country: 'CA' });

/** The account page's "Shipping addresses" card, once its addresses have loaded. */
async function openBook(routes: Record<string, Handler> = {}) {
  const view = renderApp('/account', {
    user: shopper,
    routes: { 'GET /api/addresses': [home, work], ...routes },
  });
  const region = await screen.findByRole('region', { name: 'Shipping addresses' });
  const book = within(region);
  await waitFor(() => expect(book.queryByText('Loading your addresses...')).not.toBeInTheDocument());
  return { ...view, book };
}

/** Each saved address as its lines read, in the order shown. */
const entries = () =>
  within(screen.getByRole('list', { name: 'Shipping addresses' }))
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('address > *')].map((line) => line.textContent).join(' | '));

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

/** The message tied to a field for screen readers. */
function messageOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('address book', () => {
  it('lists the saved addresses as the server orders them, the default first and marked', async () => {
    const { book } = await openBook();
    expect(entries()).toEqual([
      'Sam Shopper | 3 Market Street | Springfield, IL, 62701 | United States',
      'Sam at Work | 5 Market Street | Floor 2 | Springfield, 62701 | Canada',
    ]);
    const [first, second] = book.getAllByRole('listitem');
    expect(within(first!).getByText('Default')).toBeInTheDocument();
    expect(within(second!).queryByText('Default')).not.toBeInTheDocument();
    // The default cannot be made the default again; each button names its address.
    expect(book.getAllByRole('button', { name: /^Make default/ })).toHaveLength(1);
    expect(
      book.getByRole('button', { name: 'Make default Sam at Work, 5 Market Street' }),
    ).toBeInTheDocument();
    expect(book.getByRole('button', { name: 'Edit Sam Shopper, 3 Market Street' })).toBeInTheDocument();
  });

  it('says where addresses come from when there is none yet', async () => {
    const { book } = await openBook({ 'GET /api/addresses': [] });
    expect(book.getByText('No saved addresses yet. Add one here or at checkout.')).toBeInTheDocument();
    expect(book.queryByRole('list')).not.toBeInTheDocument();
  });

  it('adds an address at the end of the list and moves the keyboard to it', async () => {
    const { book, user, api } = await openBook({
      'POST /api/addresses': (body: unknown) => ({
        ...makeAddress(8),
        ...(body as object),
        is_default: false,
      }),
    });
    await user.click(book.getByRole('button', { name: 'Add an address' }));
    const form = within(book.getByRole('form', { name: 'New address' }));
    expect(form.getByLabelText('Full name')).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(book.getByRole('button', { name: 'Add an address' })).toHaveFocus();

    await user.click(book.getByRole('button', { name: 'Add an address' }));
    await user.type(book.getByLabelText('Full name'), 'Alex Gift');
    await user.type(book.getByLabelText('Street address'), '8 New Road');
    await user.type(book.getByLabelText('City'), 'Leeds');
    await user.type(book.getByLabelText('Postal code'), 'LS1 4AP');
    await user.selectOptions(book.getByLabelText('Country'), 'GB');
    await user.click(book.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()[2]).toBe('Alex Gift | 8 New Road | Leeds, LS1 4AP | United Kingdom');
    expect(book.getAllByRole('listitem')[2]).toHaveFocus();
    expect(book.getByRole('status')).toHaveTextContent('Address added.');
    expect(book.queryByRole('form')).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/api/addresses',
        body: {
          name: 'Alex Gift',
          line1: '8 New Road',
          line2: null,
          city: 'Leeds',
          region: null,
          postal_code: 'LS1 4AP',
          country: 'GB',
          is_default: false,
        },
      },
    ]);
  });

  it('edits an address in place, filled in with what is saved', async () => {
    const { book, user, api } = await openBook({
      'PUT /api/addresses/5': (body: unknown) => ({ ...work, ...(body as object), is_default: false }),
    });
    await user.click(book.getByRole('button', { name: 'Edit Sam at Work, 5 Market Street' }));
    const form = within(book.getByRole('form', { name: 'Edit address' }));
    expect(form.getByLabelText('Full name')).toHaveFocus();
    expect(form.getByLabelText('Full name')).toHaveValue('Sam at Work');
    expect(form.getByLabelText('Apartment, suite, etc. (optional)')).toHaveValue('Floor 2');
    expect(form.getByLabelText('State or region (optional)')).toHaveValue('');
    expect(form.getByLabelText('Country')).toHaveValue('CA');
    // Cancelling changes nothing and gives the keyboard back to the button that opened the form.
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(book.getByRole('button', { name: 'Edit Sam at Work, 5 Market Street' })).toHaveFocus();

    await user.click(book.getByRole('button', { name: 'Edit Sam at Work, 5 Market Street' }));
    const city = book.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Toronto');
    await user.type(book.getByLabelText('State or region (optional)'), 'ON');
    await user.click(book.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(book.queryByRole('form')).not.toBeInTheDocument());
    expect(entries()[1]).toBe('Sam at Work | 5 Market Street | Floor 2 | Toronto, ON, 62701 | Canada');
    expect(book.getAllByRole('listitem')[1]).toHaveFocus();
    expect(writes(api.calls)).toMatchObject([
      { method: 'PUT', path: '/api/addresses/5', body: { city: 'Toronto', region: 'ON', line2: 'Floor 2' } },
    ]);
  });

  it('makes another address the default: it moves to the top with the mark, and the keyboard with it', async () => {
    const { book, user, api } = await openBook({
      'PUT /api/addresses/5': (body: unknown) => ({ ...work, ...(body as object) }),
    });
    await user.click(book.getByRole('button', { name: 'Make default Sam at Work, 5 Market Street' }));

    await waitFor(() => expect(entries()[0]).toMatch(/^Sam at Work/));
    const [first, second] = book.getAllByRole('listitem');
    expect(within(first!).getByText('Default')).toBeInTheDocument();
    expect(within(second!).queryByText('Default')).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: /^Make default/ })).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(book.getByRole('status')).toHaveTextContent('Default address changed.');
    // The same address, sent whole, as the default.
    const { id: _id, is_default: _default, ...fields } = work;
    expect(writes(api.calls)).toEqual([
      { method: 'PUT', path: '/api/addresses/5', body: { ...fields, is_default: true } },
    ]);
  });

  it('says so when the default cannot be changed', async () => {
    const { book, user } = await openBook({
      'PUT /api/addresses/5': fail(404, "Address couldn't be found"),
    });
    await user.click(book.getByRole('button', { name: 'Make default Sam at Work, 5 Market Street' }));
    expect(await book.findByRole('alert')).toHaveTextContent("Address couldn't be found");
    expect(entries()[0]).toMatch(/^Sam Shopper/);
  });

  it('deletes an address once confirmed; the oldest left becomes the default, as on the server', async () => {
    const { book, user, api } = await openBook({
      'DELETE /api/addresses/3': { message: 'Address deleted.' },
    });
    const remove = book.getByRole('button', { name: 'Delete Sam Shopper, 3 Market Street' });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText('3 Market Street')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(writes(api.calls)).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entries()).toEqual(['Sam at Work | 5 Market Street | Floor 2 | Springfield, 62701 | Canada']);
    expect(within(book.getByRole('listitem')).getByText('Default')).toBeInTheDocument();
    // Focus moves once the dialog has handed it back: wait for it rather than assume the same tick.
    await waitFor(() => expect(book.getByRole('heading', { name: 'Shipping addresses' })).toHaveFocus());
    expect(book.getByRole('status')).toHaveTextContent('Address deleted.');
    expect(writes(api.calls)).toEqual([{ method: 'DELETE', path: '/api/addresses/3', body: undefined }]);
  });

  it('shows a field the server refuses under that field, and puts the keyboard there', async () => {
    const { book, user } = await openBook({
      'PUT /api/addresses/3': fail(400, 'Invalid address', {
        postal_code: 'Postal code is not valid here.',
      }),
    });
    await user.click(book.getByRole('button', { name: 'Edit Sam Shopper, 3 Market Street' }));
    await user.click(book.getByRole('button', { name: 'Save address' }));
    const postal = book.getByLabelText('Postal code');
    await waitFor(() => expect(messageOf(postal)).toBe('Postal code is not valid here.'));
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(postal).toHaveFocus());
    // The form stays open with what was typed, and the list is as it was.
    expect(book.getByRole('form', { name: 'Edit address' })).toBeInTheDocument();
    expect(entries()[1]).toMatch(/^Sam at Work/);
  });

  it('offers to try again when the addresses cannot be loaded', async () => {
    const { book, user, api } = await openBook({ 'GET /api/addresses': fail(503, 'Unavailable') });
    expect(book.getByText(/Your saved addresses could not be loaded/)).toBeInTheDocument();
    expect(book.queryByRole('button', { name: 'Add an address' })).not.toBeInTheDocument();
    api.set('GET /api/addresses', [home]);
    await user.click(book.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(book.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
