import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, type Call } from '../../testing/fakeApi';
import {
  cartOf,
  makeAddress,
  makeCartItem,
  makeProduct,
  makeProductWithVariants,
  makeShipping,
  seller,
  shopper,
} from '../../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { fetchProducts } from '../../features/products/productsSlice';

const bowl = makeProduct({ id: 2, title: 'Walnut bowl', price: 42.5, inventory: 4 });
const scarf = makeProduct({ id: 3, title: 'Wool scarf', price: 18, inventory: 1 });
const cart = cartOf(makeCartItem(1, bowl, { quantity: 2 }), makeCartItem(2, scarf));

const order = {
  id: 11,
  order_number: '1718000000000123',
  total: 103,
  created_at: '2024-06-10T08:00:00.000Z',
  items: [],
  shipments: [],
};

const home = makeAddress(5, { is_default: true, line1: '5 Home Lane' });
const office = makeAddress(6, { line1: '6 Office Park' });

const validCard = {
  'Name on card': 'Sam Shopper',
  'Card number': '4242 4242 4242 4242',
  'Expiration (MM/YY)': '12/39',
  CVV: '123',
  'Billing address': '1 Market Street',
};

async function openCheckoutBare(routes = {}) {
  const view = renderApp('/checkout', {
    user: shopper,
    routes: { 'GET /api/cart/': cart, 'GET /api/addresses': [office, home], ...routes },
  });
  await screen.findByRole('heading', { name: 'Checkout' });
  await screen.findByLabelText('Name on card');
  async function fill(values: Partial<typeof validCard> = {}) {
    for (const [label, value] of Object.entries({ ...validCard, ...values })) {
      const input = screen.getByLabelText(label);
      await view.user.clear(input);
      if (value) await view.user.type(input, value);
    }
  }
  const placeOrder = () => view.user.click(screen.getByRole('button', { name: 'Place order' }));
  return { ...view, fill, placeOrder };
}

/** A buyer with saved addresses, once they have loaded and one is chosen. */
async function openCheckout(routes = {}) {
  const view = await openCheckoutBare(routes);
  await waitFor(() => expect(screen.queryByRole('radio', { checked: true })).toBeInTheDocument());
  return view;
}

const totalRow = () => screen.getByText('Total').parentElement;

/** A buyer who has never saved an address: the "Ship to" step is the address form. */
async function openCheckoutWithoutAddress(routes = {}) {
  const view = await openCheckoutBare({ 'GET /api/addresses': [], ...routes });
  await screen.findByLabelText('Full name');
  return view;
}

const purchases = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/products/successful-transaction');

describe('checkout page', () => {
  it('shows the cart read-only with the total, and the practice notice', async () => {
    await openCheckout();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(summary.getByRole('link', { name: 'Walnut bowl' })).toHaveAttribute('href', '/products/2');
    expect(summary.getByText('Quantity: 2')).toBeInTheDocument();
    expect(summary.getByText('$85.00')).toBeInTheDocument();
    expect(totalRow()).toHaveTextContent('Total$103.00');
    expect(summary.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This is a practice checkout.');
    expect(screen.getByRole('note')).toHaveTextContent('Do not enter real card details');
  });

  it('requires every field', async () => {
    const { placeOrder, api } = await openCheckout();
    await placeOrder();
    for (const message of [
      'Name is required.',
      'Card number is required.',
      'Card expiration date is required.',
      'CVV is required.',
      'Billing address is required.',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(purchases(api.calls)).toHaveLength(0);
  });

  it('refuses a card number outside 13 to 19 digits, a bad month and a bad CVV', async () => {
    const { fill, placeOrder } = await openCheckout();
    await fill({ 'Card number': '4242 4242 42', 'Expiration (MM/YY)': '13/30', CVV: '12' });
    await placeOrder();
    expect(screen.getByText('Invalid card number.')).toBeInTheDocument();
    expect(screen.getByText('Invalid expiration date.')).toBeInTheDocument();
    expect(screen.getByText('Invalid CVV.')).toBeInTheDocument();
    await fill({ 'Card number': '4242 4242 4242 4242 4242' });
    expect(screen.getByText('Invalid card number.')).toBeInTheDocument();
  });

  it('refuses an expiration in the past', async () => {
    const { fill, placeOrder } = await openCheckout();
    await fill({ 'Expiration (MM/YY)': '01/20' });
    await placeOrder();
    expect(screen.getByText('Expiration date cannot be in the past.')).toBeInTheDocument();
  });

  it('adds the slash to the expiration on blur', async () => {
    const { user } = await openCheckout();
    const expiration = screen.getByLabelText('Expiration (MM/YY)');
    await user.type(expiration, '1239');
    expect(expiration).toHaveValue('1239');
    fireEvent.blur(expiration);
    expect(expiration).toHaveValue('12/39');
  });

  it('buys with an idempotency key and no card data, clears the cart and shows the order number', async () => {
    const { fill, placeOrder, api, store, location, user } = await openCheckout({
      'PUT /api/products/successful-transaction': {
        products: [{ ...bowl, inventory: 2 }],
        deleted_products: [{ ...scarf, inventory: 0 }],
        order,
      },
    });
    await fill();
    await placeOrder();
    expect(
      await screen.findByRole('heading', { name: 'Success! Here is your order number:' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1718000000000123')).toBeInTheDocument();
    expect(location()).toBe('/successful-transaction');

    const [call] = purchases(api.calls);
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ expected_total: 103, address_id: 5 });
    expect(call?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(call)).not.toContain('4242');

    const state = store.getState();
    expect(state.cart?.ids).toEqual([]);
    expect(state.products?.entities[2]?.inventory).toBe(2);
    expect(state.products?.entities[3]?.inventory).toBe(0);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return to Homepage' }));
    expect(location()).toBe('/');
  });

  it('takes sold-out products off the grid once bought', async () => {
    const { fill, placeOrder, store } = await openCheckout({
      'GET /api/products/': [bowl, scarf],
      'PUT /api/products/successful-transaction': { products: [bowl], deleted_products: [scarf], order },
    });
    await store.dispatch(fetchProducts({ key: 'all', url: '/api/products/' }));
    expect(store.getState().products?.list.ids).toEqual([2, 3]);
    await fill();
    await placeOrder();
    await screen.findByText('1718000000000123');
    expect(store.getState().products?.list.ids).toEqual([2]);
  });

  it('keeps the same key when the attempt is sent again', async () => {
    const { fill, placeOrder, api } = await openCheckout({
      'PUT /api/products/successful-transaction': fail(503, 'Service unavailable'),
    });
    await fill();
    await placeOrder();
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await placeOrder();
    await waitFor(() => expect(purchases(api.calls)).toHaveLength(2));
    const [first, second] = purchases(api.calls);
    expect(first?.headers?.['Idempotency-Key']).toBe(second?.headers?.['Idempotency-Key']);
  });

  it('shows a stock conflict against the lines it names', async () => {
    const { fill, placeOrder, location } = await openCheckout({
      'PUT /api/products/successful-transaction': fail(
        409,
        'Some items are no longer available in the quantity you chose.',
        { '2': 'Only 1 left in stock.' },
      ),
    });
    await fill();
    await placeOrder();
    expect(
      await screen.findByText('Some items are no longer available in the quantity you chose.'),
    ).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    const bowlLine = summary.getByText('Walnut bowl').closest('li') as HTMLElement;
    expect(within(bowlLine).getByText('Only 1 left in stock.')).toBeInTheDocument();
    const scarfLine = summary.getByText('Wool scarf').closest('li') as HTMLElement;
    expect(within(scarfLine).queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/checkout');
  });

  it('shows the new total when a price changed since, and buys at it once the buyer confirms', async () => {
    const dearer = { ...bowl, price: 999 };
    const { fill, placeOrder, api } = await openCheckout({
      'PUT /api/products/successful-transaction': fail(
        409,
        'Prices changed since you saw your cart. Check the new total and place your order again.',
        { expected_total: 'The total is now $2,016.00.' },
      ),
    });
    api.set('GET /api/cart/', cartOf(makeCartItem(1, dearer, { quantity: 2 }), makeCartItem(2, scarf)));
    await fill();
    await placeOrder();
    expect(
      await screen.findByText(
        'Prices changed since you saw your cart. Check the new total and place your order again.',
      ),
    ).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    await waitFor(() => expect(totalRow()).toHaveTextContent('$2,016.00'));
    expect(summary.getByText('The total is now $2,016.00.')).toBeInTheDocument();

    api.set('PUT /api/products/successful-transaction', { products: [], deleted_products: [], order });
    await placeOrder();
    await screen.findByText('1718000000000123');
    expect(purchases(api.calls).map((call) => call.body)).toEqual([
      { expected_total: 103, address_id: 5 },
      { expected_total: 2016, address_id: 5 },
    ]);
  });

  it('shows the empty-cart refusal at the top', async () => {
    const { fill, placeOrder } = await openCheckout({
      'PUT /api/products/successful-transaction': fail(400, 'Your cart is empty.'),
    });
    await fill();
    await placeOrder();
    const alert = await screen.findByText('Your cart is empty.');
    expect(alert).toHaveAttribute('role', 'alert');
  });

  it('has nothing to buy with an empty cart', async () => {
    renderApp('/checkout', { user: shopper });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('checkout: where it ships and what shipping costs', () => {
  it('lists the saved addresses with the default chosen, and buys for the one picked', async () => {
    const { fill, placeOrder, api, user } = await openCheckout({
      'PUT /api/products/successful-transaction': { products: [], deleted_products: [], order },
    });
    const shipTo = within(screen.getByRole('region', { name: 'Ship to' }));
    expect(shipTo.getByRole('radio', { name: /5 Home Lane/ })).toBeChecked();
    expect(shipTo.getByRole('radio', { name: /6 Office Park/ })).not.toBeChecked();
    expect(shipTo.getByRole('radio', { name: /5 Home Lane/ })).toHaveAccessibleName(
      'Sam Shopper 5 Home Lane Springfield, IL, 62701 United States Default',
    );
    await user.click(shipTo.getByRole('radio', { name: /6 Office Park/ }));
    await fill();
    await placeOrder();
    await screen.findByText('1718000000000123');
    expect(purchases(api.calls)[0]?.body).toEqual({ expected_total: 103, address_id: 6 });
  });

  it('adds up each shop with its shipping, and expects the total with shipping', async () => {
    const potter = { ...seller, id: 8, username: 'potterypeople' };
    const mug = makeProduct({
      id: 4,
      title: 'Speckled mug',
      price: 20,
      seller_id: 8,
      seller: potter,
      shipping: makeShipping({ first_item: 5, additional_item: 1.5 }),
    });
    const plate = makeProduct({
      id: 5,
      title: 'Side plate',
      price: 12,
      seller_id: 8,
      seller: potter,
      shipping: makeShipping({ first_item: 4, additional_item: 2 }),
    });
    const { fill, placeOrder, api } = await openCheckout({
      'GET /api/cart/': cartOf(
        makeCartItem(1, bowl, { quantity: 2 }),
        makeCartItem(2, mug, { quantity: 2 }),
        makeCartItem(3, plate),
      ),
      'PUT /api/products/successful-transaction': { products: [], deleted_products: [], order },
    });
    const shop = (name: string) => within(screen.getByRole('region', { name: `From ${name}` }));
    // Bowls ship free: no profile.
    expect(shop('claymaker').getByText('Items').nextSibling).toHaveTextContent('$85.00');
    expect(shop('claymaker').getByText('Shipping').nextSibling).toHaveTextContent('Free');
    // The dearest first item ($5), then $1.50 for the second mug and $2 for the plate.
    expect(shop('potterypeople').getByText('Items').nextSibling).toHaveTextContent('$52.00');
    expect(shop('potterypeople').getByText('Shipping').nextSibling).toHaveTextContent('$8.50');
    expect(totalRow()).toHaveTextContent('$145.50');

    await fill();
    await placeOrder();
    await screen.findByText('1718000000000123');
    expect(purchases(api.calls)[0]?.body).toEqual({ expected_total: 145.5, address_id: 5 });
  });

  it('prices a variant’s line at the variant, shows its values and words, and expects that total', async () => {
    const shirt = makeProductWithVariants({ id: 6 });
    const { fill, placeOrder, api } = await openCheckout({
      'GET /api/cart/': cartOf(
        makeCartItem(1, shirt, {
          quantity: 2,
          variant: { id: 105, option_values: ['L', 'Natural'], price: 54, inventory: 5 },
          personalization: 'Ada',
        }),
      ),
      'PUT /api/products/successful-transaction': { products: [], deleted_products: [], order },
    });
    const shop = within(screen.getByRole('region', { name: 'From claymaker' }));
    expect(shop.getByText('Size: L · Colour: Natural')).toBeInTheDocument();
    expect(shop.getByText(/^Personalization:/)).toHaveTextContent('Personalization: Ada');
    expect(shop.getByText('Items').nextSibling).toHaveTextContent('$108.00');
    expect(totalRow()).toHaveTextContent('$108.00');
    await fill();
    await placeOrder();
    await screen.findByText('1718000000000123');
    expect(purchases(api.calls)[0]?.body).toMatchObject({ expected_total: 108 });
  });

  it('ships free from a shop once its subtotal reaches the free-shipping amount', async () => {
    const rates = makeShipping({ first_item: 6, additional_item: 2, free_over: 80 });
    await openCheckout({
      'GET /api/cart/': cartOf(makeCartItem(1, { ...bowl, shipping: rates }, { quantity: 2 })),
    });
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(totalRow()).toHaveTextContent('$85.00');
  });

  it('gives a buyer without an address the form, and will not buy before it is saved', async () => {
    const saved = makeAddress(9, { name: 'Robin Tester', line1: '1 Market Street', is_default: true });
    const { fill, placeOrder, api, user } = await openCheckoutWithoutAddress({
      'POST /api/addresses': saved,
      'PUT /api/products/successful-transaction': { products: [], deleted_products: [], order },
    });
    await fill();
    await placeOrder();
    const shipTo = within(screen.getByRole('region', { name: 'Ship to' }));
    expect(shipTo.getByRole('alert')).toHaveTextContent(
      'Save the address your order ships to before placing the order.',
    );
    expect(shipTo.getByLabelText('Full name')).toHaveFocus();
    expect(purchases(api.calls)).toHaveLength(0);

    await user.type(shipTo.getByLabelText('Full name'), 'Robin Tester');
    await user.type(shipTo.getByLabelText('Street address'), '1 Market Street');
    await user.type(shipTo.getByLabelText('City'), 'Springfield');
    await user.type(shipTo.getByLabelText('Postal code'), '62701');
    await user.click(shipTo.getByRole('button', { name: 'Save address' }));
    const chosen = await shipTo.findByRole('radio', { name: /1 Market Street/ });
    expect(chosen).toBeChecked();
    expect(chosen).toHaveFocus();
    expect(shipTo.queryByRole('alert')).not.toBeInTheDocument();
    expect(shipTo.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/addresses' && call.method === 'POST')?.body).toEqual({
      name: 'Robin Tester',
      line1: '1 Market Street',
      line2: null,
      city: 'Springfield',
      region: null,
      postal_code: '62701',
      country: 'US',
      is_default: false,
    });

    await placeOrder();
    await screen.findByText('1718000000000123');
    expect(purchases(api.calls)[0]?.body).toEqual({ expected_total: 103, address_id: 9 });
  });

  it('shows an address the server refuses under Ship to', async () => {
    const { fill, placeOrder, user } = await openCheckout({
      'PUT /api/products/successful-transaction': fail(400, 'Invalid checkout', {
        address_id: 'Choose one of your saved addresses.',
      }),
    });
    await fill();
    await placeOrder();
    const shipTo = within(screen.getByRole('region', { name: 'Ship to' }));
    expect(await shipTo.findByText('Choose one of your saved addresses.')).toBeInTheDocument();
    await user.click(shipTo.getByRole('radio', { name: /6 Office Park/ }));
    expect(shipTo.queryByText('Choose one of your saved addresses.')).not.toBeInTheDocument();
  });
});

describe('success page', () => {
  it('points to the orders when opened without a purchase', async () => {
    renderApp('/successful-transaction', { user: shopper });
    expect(await screen.findByRole('heading', { name: 'No recent order to show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Homepage' })).toBeInTheDocument();
  });
});
