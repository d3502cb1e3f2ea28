import { SHIPPING_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail, type Call, type Handler } from '../../testing/fakeApi';
import { cartOf, makeAddress, makeCartItem, makeProduct, shopper } from '../../testing/fixtures';

const cart = cartOf(makeCartItem(1, makeProduct({ id: 2, title: 'Walnut bowl' })));

/** The checkout's "Ship to" step, where the address form lives. */
async function openShipTo(routes: Record<string, Handler> = {}) {
  const view = renderApp('/checkout', {
    user: shopper,
    routes: { 'GET /api/cart/': cart, 'GET /api/addresses': [], ...routes },
  });
  const region = await screen.findByRole('region', { name: 'Ship to' });
  const shipTo = within(region);
  const save = () => view.user.click(shipTo.getByRole('button', { name: 'Save address' }));
  return { ...view, shipTo, save };
}

/** The message tied to a field for screen readers. */
function messageOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const posts = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/addresses');

describe('address form', () => {
  it('labels every field with what autofill needs, and starts in the United States', async () => {
    const { shipTo } = await openShipTo();
    const form = within(await shipTo.findByRole('form', { name: 'Shipping address' }));
    const autocomplete = {
      'Full name': 'name',
      'Street address': 'address-line1',
      'Apartment, suite, etc. (optional)': 'address-line2',
      City: 'address-level2',
      'State or region (optional)': 'address-level1',
      'Postal code': 'postal-code',
      Country: 'country',
    };
    for (const [label, value] of Object.entries(autocomplete))
      expect(form.getByLabelText(label)).toHaveAttribute('autocomplete', value);
    const country = form.getByLabelText('Country');
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'Canada' })).toHaveValue('CA');
    // A first address becomes the default anyway: nothing to ask.
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('checks the fields with the server’s rules, shows each message under its field and sends nothing', async () => {
    const { shipTo, save, api, user } = await openShipTo();
    await shipTo.findByLabelText('Full name');
    await save();
    expect(messageOf(shipTo.getByLabelText('Full name'))).toBe(SHIPPING_MESSAGES.nameRequired);
    expect(messageOf(shipTo.getByLabelText('Street address'))).toBe(SHIPPING_MESSAGES.line1Required);
    expect(messageOf(shipTo.getByLabelText('City'))).toBe(SHIPPING_MESSAGES.cityRequired);
    expect(messageOf(shipTo.getByLabelText('Postal code'))).toBe(SHIPPING_MESSAGES.postalCodeRequired);
    expect(shipTo.getByLabelText('Apartment, suite, etc. (optional)')).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await waitFor(() => expect(shipTo.getByLabelText('Full name')).toHaveFocus());
    expect(posts(api.calls)).toHaveLength(0);

    // A message goes once its field is right; the others stay until theirs are.
    await user.type(shipTo.getByLabelText('City'), 'Leeds');
    expect(shipTo.queryByText(SHIPPING_MESSAGES.cityRequired)).not.toBeInTheDocument();
    expect(shipTo.getByText(SHIPPING_MESSAGES.postalCodeRequired)).toBeInTheDocument();
  });

  it('shows a field the server refuses under that field', async () => {
    const { shipTo, save, user } = await openShipTo({
      'POST /api/addresses': fail(400, 'Invalid address', { postal_code: 'Postal code is not valid here.' }),
    });
    await user.type(await shipTo.findByLabelText('Full name'), 'Sam Shopper');
    await user.type(shipTo.getByLabelText('Street address'), '1 Rue de la Paix');
    await user.type(shipTo.getByLabelText('City'), 'Paris');
    await user.type(shipTo.getByLabelText('Postal code'), '7500');
    await user.selectOptions(shipTo.getByLabelText('Country'), 'FR');
    await save();
    const postal = shipTo.getByLabelText('Postal code');
    await waitFor(() => expect(messageOf(postal)).toBe('Postal code is not valid here.'));
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(shipTo.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('adds another address beside the saved ones, as the default if asked, and chooses it', async () => {
    const saved = makeAddress(8, { line1: '8 New Road', is_default: true });
    const { shipTo, save, api, user } = await openShipTo({
      'GET /api/addresses': [makeAddress(3, { is_default: true })],
      'POST /api/addresses': saved,
    });
    await user.click(await shipTo.findByRole('button', { name: 'Add a new address' }));
    const form = within(shipTo.getByRole('form', { name: 'New address' }));
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(shipTo.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();

    await user.click(shipTo.getByRole('button', { name: 'Add a new address' }));
    await user.type(shipTo.getByLabelText('Full name'), 'Sam Shopper');
    await user.type(shipTo.getByLabelText('Street address'), '8 New Road');
    await user.type(shipTo.getByLabelText('City'), 'Springfield');
    await user.type(shipTo.getByLabelText('Postal code'), '62701');
    await user.click(shipTo.getByRole('checkbox', { name: 'Make this my default address' }));
    await save();
    expect(await shipTo.findByRole('radio', { name: /8 New Road/ })).toBeChecked();
    expect(shipTo.getByRole('radio', { name: /8 New Road/ })).toHaveAccessibleName(/Default$/);
    expect(shipTo.getByRole('radio', { name: /3 Market Street/ })).not.toHaveAccessibleName(/Default$/);
    expect(posts(api.calls)[0]?.body).toMatchObject({ line1: '8 New Road', is_default: true });
  });

  it('says when the saved addresses cannot be loaded, and tries again', async () => {
    const { shipTo, api, user } = await openShipTo({ 'GET /api/addresses': fail(503, 'Unavailable') });
    expect(await shipTo.findByText(/Your saved addresses could not be loaded/)).toBeInTheDocument();
    // A new address can still be given.
    expect(shipTo.getByLabelText('Full name')).toBeInTheDocument();
    api.set('GET /api/addresses', [makeAddress(4, { is_default: true })]);
    await user.click(shipTo.getByRole('button', { name: 'Try again' }));
    expect(await shipTo.findByRole('radio', { name: /4 Market Street/ })).toBeChecked();
    expect(shipTo.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
