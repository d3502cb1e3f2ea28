import { screen, waitFor, within } from '@testing-library/react';
import { fail } from '../../testing/fakeApi';
import {
  cartOf,
  makeCartItem,
  makeProduct,
  makeProductWithVariants,
  makeShipping,
  seller,
  shopper,
} from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const bowl = makeProduct({ id: 2, title: 'Walnut bowl', price: 42.5, inventory: 4 });
const scarf = makeProduct({ id: 3, title: 'Wool scarf', price: 18, inventory: 10 });

function line(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

describe('cart page', () => {
  it('shows the empty state with a way to discover products', async () => {
    renderApp('/cart', { user: shopper });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover products' })).toHaveAttribute('href', '/products');
  });

  it('marks a custom order’s line', async () => {
    const custom = makeProduct({ id: 4, title: 'Set of four bowls', private_buyer_id: shopper.id });
    renderApp('/cart', {
      user: shopper,
      routes: { 'GET /api/cart/': cartOf(makeCartItem(1, custom), makeCartItem(2, bowl)) },
    });
    expect(await screen.findByRole('heading', { name: '2 items in your cart' })).toBeInTheDocument();
    expect(line('Set of four bowls').getByText('Custom order')).toBeInTheDocument();
    expect(line('Walnut bowl').queryByText('Custom order')).not.toBeInTheDocument();
  });

  it('counts one line in the singular', async () => {
    renderApp('/cart', { user: shopper, routes: { 'GET /api/cart/': cartOf(makeCartItem(1, bowl)) } });
    expect(await screen.findByRole('heading', { name: '1 item in your cart' })).toBeInTheDocument();
  });

  it('counts lines, not pieces, in the plural, and so does the header badge', async () => {
    renderApp('/cart', {
      user: shopper,
      routes: { 'GET /api/cart/': cartOf(makeCartItem(1, bowl, { quantity: 3 }), makeCartItem(2, scarf)) },
    });
    expect(await screen.findByRole('heading', { name: '2 items in your cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('shows each line with image, title, quantity, price and the total', async () => {
    renderApp('/cart', {
      user: shopper,
      routes: { 'GET /api/cart/': cartOf(makeCartItem(1, bowl, { quantity: 2 }), makeCartItem(2, scarf)) },
    });
    await screen.findByRole('heading', { name: '2 items in your cart' });
    expect(screen.getByAltText('Walnut bowl')).toHaveAttribute('width', '400');
    expect(line('Walnut bowl').getByRole('link', { name: 'Walnut bowl' })).toHaveAttribute(
      'href',
      '/products/2',
    );
    expect(line('Wool scarf').getByRole('link', { name: 'Wool scarf' })).toHaveAttribute(
      'href',
      '/products/3',
    );
    expect(line('Walnut bowl').getByLabelText('Quantity of Walnut bowl')).toHaveValue('2');
    expect(line('Walnut bowl').getByText('$85.00')).toBeInTheDocument();
    expect(line('Wool scarf').getByText('$18.00')).toBeInTheDocument();
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('Total').parentElement).toHaveTextContent('Total$103.00');
  });

  it('shows each line’s option values and words, priced at its variant', async () => {
    const shirt = makeProductWithVariants({ id: 5 });
    renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': cartOf(
          makeCartItem(1, shirt, {
            quantity: 2,
            variant: { id: 105, option_values: ['L', 'Natural'], price: 54, inventory: 5 },
            personalization: 'Ada <b>L.</b>',
          }),
          makeCartItem(2, shirt, {
            variant: { id: 102, option_values: ['S', 'Indigo'], price: 48, inventory: 2 },
          }),
        ),
      },
    });
    const [large, small] = await screen.findAllByRole('article', { name: 'Linen shirt' });
    const first = within(large as HTMLElement);
    expect(first.getByText('Size: L · Colour: Natural')).toBeInTheDocument();
    expect(first.getByText('Ada <b>L.</b>')).toBeInTheDocument();
    expect(first.getByText(/^Personalization:/)).toHaveTextContent('Personalization: Ada <b>L.</b>');
    expect(large?.querySelector('b')).toBeNull();
    expect(first.getByText('$108.00')).toBeInTheDocument();
    expect(first.getByText('$54.00 each')).toBeInTheDocument();
    const second = within(small as HTMLElement);
    expect(second.getByText('Size: S · Colour: Indigo')).toBeInTheDocument();
    expect(second.queryByText(/^Personalization:/)).not.toBeInTheDocument();
    expect(second.getByText('$48.00')).toBeInTheDocument();
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('Total').parentElement).toHaveTextContent('Total$156.00');
  });

  it('counts a variant line against its variant’s stock, not the listing’s', async () => {
    const shirt = makeProductWithVariants({ id: 5, inventory: 12 });
    renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': cartOf(
          makeCartItem(1, shirt, {
            quantity: 3,
            variant: { id: 105, option_values: ['L', 'Natural'], price: 54, inventory: 2 },
          }),
        ),
      },
    });
    const line = within(await screen.findByRole('article', { name: 'Linen shirt' }));
    expect(line.getByText('Only 2 left in stock.')).toBeInTheDocument();
    expect(line.getByText('$108.00')).toBeInTheDocument();
    const options = within(line.getByRole('combobox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1', '2', '3']);
  });

  it('groups the lines by shop, each with its shipping, and counts the shipping in the total', async () => {
    const weaver = { ...seller, id: 9, username: 'loomandco' };
    const throwBlanket = makeProduct({
      id: 4,
      title: 'Wool throw',
      price: 60,
      seller_id: 9,
      seller: weaver,
      shipping: makeShipping({ first_item: 7.5, additional_item: 2.25 }),
    });
    renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': cartOf(
          makeCartItem(1, bowl),
          makeCartItem(2, throwBlanket, { quantity: 2 }),
          makeCartItem(3, scarf),
        ),
      },
    });
    await screen.findByRole('heading', { name: '3 items in your cart' });
    const shop = (name: string) => within(screen.getByRole('region', { name: `From ${name}` }));
    expect(shop('claymaker').getAllByRole('article')).toHaveLength(2);
    expect(shop('claymaker').getByRole('article', { name: 'Wool scarf' })).toBeInTheDocument();
    expect(shop('claymaker').getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/shop/7');
    expect(shop('claymaker').getByText('Shipping from claymaker').nextSibling).toHaveTextContent('Free');
    expect(shop('loomandco').getByText('Shipping from loomandco').nextSibling).toHaveTextContent('$9.75');

    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('Items').nextSibling).toHaveTextContent('$180.50');
    expect(summary.getByText('Shipping').nextSibling).toHaveTextContent('$9.75');
    expect(summary.getByText('Total').parentElement).toHaveTextContent('Total$190.25');
  });

  it('offers quantities from 1 to the stock and charges no more than the stock', async () => {
    const short = makeCartItem(1, { ...bowl, inventory: 3 }, { quantity: 5 });
    renderApp('/cart', { user: shopper, routes: { 'GET /api/cart/': cartOf(short) } });
    await screen.findByRole('heading', { name: '1 item in your cart' });
    // 42.50 × min(5, 3)
    expect(line('Walnut bowl').getByText('$127.50')).toBeInTheDocument();
    expect(line('Walnut bowl').getByText('Only 3 left in stock.')).toBeInTheDocument();
    const options = within(line('Walnut bowl').getByLabelText('Quantity of Walnut bowl')).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual(['1', '2', '3', '5']);
  });

  it('changes the quantity with the dropdown and reprices the line', async () => {
    const { user, api } = renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': cartOf(makeCartItem(1, bowl)),
        'PUT /api/cart/1/edit': (body: unknown) => ({ ...makeCartItem(1, bowl), ...(body as object) }),
      },
    });
    const select = await screen.findByLabelText('Quantity of Walnut bowl');
    expect(within(select).getAllByRole('option')).toHaveLength(4);
    await user.selectOptions(select, '3');
    expect(await line('Walnut bowl').findByText('$127.50')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/cart/1/edit')?.body).toEqual({ quantity: 3 });
  });

  it('only logs a failed quantity change and keeps the saved quantity', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': cartOf(makeCartItem(1, bowl)),
        'PUT /api/cart/1/edit': fail(400, 'Only 4 left in stock.'),
      },
    });
    const select = await screen.findByLabelText('Quantity of Walnut bowl');
    await user.selectOptions(select, '3');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(select).toHaveValue('1'));
    expect(screen.queryByText('Only 4 left in stock.')).not.toBeInTheDocument();
  });

  it('saves the gift option with the line', async () => {
    const { user, api } = renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': cartOf(makeCartItem(1, bowl, { quantity: 2 })),
        'PUT /api/cart/1/edit': (body: unknown) => ({ ...makeCartItem(1, bowl), ...(body as object) }),
      },
    });
    const gift = await screen.findByRole('checkbox', { name: /This is a gift/ });
    await user.click(gift);
    expect(gift).toBeChecked();
    expect(api.calls.find((call) => call.path === '/api/cart/1/edit')?.body).toEqual({
      quantity: 2,
      gift: true,
    });
  });

  it('removes one line', async () => {
    const { user, api } = renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': cartOf(makeCartItem(1, bowl), makeCartItem(2, scarf)),
        'DELETE /api/cart/item/1': { message: 'Removed' },
      },
    });
    await screen.findByRole('heading', { name: '2 items in your cart' });
    await user.click(screen.getByRole('button', { name: 'Remove Walnut bowl' }));
    expect(await screen.findByRole('heading', { name: '1 item in your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Walnut bowl' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/cart/item/1')).toBe(true);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('clears the cart', async () => {
    const { user } = renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': cartOf(makeCartItem(1, bowl), makeCartItem(2, scarf)),
        'DELETE /api/cart/clear': { message: 'Cleared' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('goes on to checkout, or back one page to keep shopping', async () => {
    const { user, location } = renderApp('/products', {
      user: shopper,
      routes: {
        'GET /api/products/': [bowl],
        'GET /api/cart/': cartOf(makeCartItem(1, bowl)),
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Cart, 1 item' }));
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(location()).toBe('/products'));
  });

  it('adds one from a card and lands on the cart', async () => {
    let quantity = 0;
    const { user, api, location } = renderApp('/products', {
      user: shopper,
      routes: {
        'GET /api/products/': [bowl],
        'POST /api/cart/add/': (body: unknown) => {
          quantity = (body as { quantity: number }).quantity;
          return makeCartItem(1, bowl, { quantity });
        },
        'GET /api/cart/': () => cartOf(...(quantity ? [makeCartItem(1, bowl, { quantity })] : [])),
      },
    });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: '1 item in your cart' })).toBeInTheDocument();
    const adds = api.calls.filter((call) => call.path === '/api/cart/add/');
    expect(adds[0]?.body).toEqual({
      product_id: 2,
      quantity: 1,
      gift: false,
      cart_id: 1,
      variant_id: null,
      personalization: null,
    });
  });
});
