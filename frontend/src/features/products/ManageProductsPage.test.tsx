import { screen, waitFor, within } from '@testing-library/react';
import { cartOf, makeCartItem, makeOwnProduct, shopper } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const lamp = makeOwnProduct({ id: 4, title: 'Clay lamp', price: 64, inventory: 3 });
const mug = makeOwnProduct({ id: 5, title: 'Speckled mug', price: 22.5, inventory: 0 });

describe('your listings', () => {
  it('shows the empty state with a way to add a product', async () => {
    renderApp('/products/current', {
      user: shopper,
      routes: { 'GET /api/products/current': { products: [], user_id: 1 } },
    });
    expect(await screen.findByRole('heading', { name: 'Your Listings' })).toBeInTheDocument();
    expect(await screen.findByText('No product yet... Please create one')).toBeInTheDocument();
    // The header's (its member part loads on its own) and the page's.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Add new product' })).toHaveLength(2));
    const add = screen.getAllByRole('link', { name: 'Add new product' });
    expect(add.every((link) => link.getAttribute('href') === '/products/new')).toBe(true);
  });

  it('shows image, title, stock and price of each listing', async () => {
    renderApp('/products/current', {
      user: shopper,
      routes: { 'GET /api/products/current': { products: [lamp, mug], user_id: 1 } },
    });
    const card = within(await screen.findByRole('article', { name: 'Clay lamp' }));
    expect(card.getByAltText('Clay lamp')).toBeInTheDocument();
    expect(card.getByText('3 in stock')).toBeInTheDocument();
    expect(card.getByText('$64.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Speckled mug' })).getByText(/0 in stock/),
    ).toBeInTheDocument();
  });

  it('marks a custom order’s private listing', async () => {
    const custom = { ...lamp, id: 30, title: 'Custom lamp', private_buyer_id: 9 };
    renderApp('/products/current', {
      user: shopper,
      routes: { 'GET /api/products/current': { products: [custom, mug], user_id: 1 } },
    });
    const card = within(await screen.findByRole('article', { name: 'Custom lamp' }));
    expect(card.getByText('Custom order')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Speckled mug' })).queryByText('Custom order'),
    ).not.toBeInTheDocument();
  });

  it('opens Edit from the options menu, by mouse or keyboard', async () => {
    const { user, location } = renderApp('/products/current', {
      user: shopper,
      routes: {
        'GET /api/products/current': { products: [lamp], user_id: 1 },
        'GET /api/products/4': { ...lamp, product_images: [] },
      },
    });
    const button = await screen.findByRole('button', { name: 'Options for Clay lamp' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(location()).toBe('/products/4/edit');
    expect(await screen.findByRole('heading', { name: 'Edit your product' })).toBeInTheDocument();
  });

  it('asks before deleting, suggests deactivating, and can be cancelled', async () => {
    const { user, api } = renderApp('/products/current', {
      user: shopper,
      routes: { 'GET /api/products/current': { products: [lamp], user_id: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Clay lamp' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this listing?' }));
    expect(dialog.getByText(/consider deactivating it instead/)).toBeInTheDocument();
    expect(dialog.getByText(/Deleting is permanent/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('deletes for good: the listing leaves the grid, the cart and the favorites', async () => {
    const { user, api, store } = renderApp('/products/current', {
      user: shopper,
      routes: {
        'GET /api/products/current': { products: [lamp, mug], user_id: 1 },
        'DELETE /api/products/4': { message: 'Product deleted.' },
        // A stale cart and favorite holding the product, as another tab could have left them.
        'GET /api/cart/': cartOf(makeCartItem(8, lamp)),
        'GET /api/favorites/current': [{ id: 3, user_id: 1, product_id: 4, product: lamp }],
      },
    });
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    await user.click(await screen.findByRole('button', { name: 'Options for Clay lamp' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this listing?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Clay lamp' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Speckled mug' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/products/4')).toBe(true);
    const state = store.getState();
    expect(state.products?.entities[4]).toBeUndefined();
    expect(state.products?.current).toEqual([5]);
    expect(state.cart?.ids).toEqual([]);
    expect(state.favorites?.ids).toEqual([]);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when the delete fails', async () => {
    const { user } = renderApp('/products/current', {
      user: shopper,
      routes: { 'GET /api/products/current': { products: [lamp], user_id: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Clay lamp' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this listing?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete permanently' }));
    expect(await dialog.findByText('No fake answer for DELETE /api/products/4')).toBeInTheDocument();
  });
});
