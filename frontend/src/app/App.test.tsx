import { screen, waitFor, within } from '@testing-library/react';
import { never } from '../testing/fakeApi';
import { shopper } from '../testing/fixtures';
import { renderApp } from './testing/renderApp';

describe('navigation bar', () => {
  it('links the logo, all products and the five categories', async () => {
    renderApp('/');
    await screen.findByText('Our featured product is taking a break.');
    expect(screen.getByRole('link', { name: 'Handmade Market' })).toHaveAttribute('href', '/');
    const nav = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(nav.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    const categories = ['Home & Living', 'Accessories', 'Crafting', 'Jewelry', 'Clothing'];
    categories.forEach((name, index) =>
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', `/products/categories/${index + 1}`),
    );
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new product' })).not.toBeInTheDocument();
  });

  it('shows the account menu, add link and a cart badge counting lines when signed in', async () => {
    const { user } = renderApp('/', {
      user: shopper,
      routes: {
        'GET /api/cart/': {
          id: 1,
          user_id: 1,
          cart_items: [
            { id: 1, cart_id: 1, product_id: 2, quantity: 3, gift: false },
            { id: 2, cart_id: 1, product_id: 3, quantity: 1, gift: false },
          ],
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Add new product' })).toHaveAttribute('href', '/products/new');
    await user.click(screen.getByRole('button', { name: /Your account/ }));
    expect(screen.getByText('shopper')).toBeInTheDocument();
    expect(screen.getByText('shopper@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute(
      'href',
      '/products/current',
    );
    expect(screen.getByRole('link', { name: 'Your Favorites' })).toHaveAttribute('href', '/favorites');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  it('logs out, returns home and forgets the cart', async () => {
    const { user, store, location } = renderApp('/products/current', {
      user: shopper,
      routes: {
        'GET /api/auth/logout': { message: 'Signed out' },
        'GET /api/cart/': {
          id: 1,
          user_id: 1,
          cart_items: [{ id: 1, cart_id: 1, product_id: 2, quantity: 1, gift: false }],
        },
      },
    });
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    await user.click(screen.getByRole('button', { name: /Your account/ }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // The store resets before the router's navigation (a transition) lands on the landing page.
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().cart?.ids).toEqual([]);
    expect(store.getState().session?.user).toBeNull();
  });
});

describe('routes', () => {
  it('shows the not-found page for unknown paths, with a way back to the products', async () => {
    const { user, location } = renderApp('/no/such/page', { routes: { 'GET /api/products/': [] } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A ball of yarn rolling away' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(location()).toBe('/products');
  });

  it('waits for the session check before deciding on a signed-in page', async () => {
    renderApp('/favorites', { routes: { 'GET /api/auth/': never() } });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it.each([
    '/favorites',
    '/cart',
    '/checkout',
    '/successful-transaction',
    '/products/current',
    '/products/new',
    '/products/1/edit',
    '/orders',
  ])('sends visitors from %s to the landing page', async (path) => {
    const { location } = renderApp(path);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('lets a signed-in user in', async () => {
    renderApp('/favorites', { user: shopper });
    expect(await screen.findByRole('heading', { name: 'Your Favorites' })).toBeInTheDocument();
  });

  it('shows the footer team and credits', async () => {
    renderApp('/');
    await screen.findByText('Our featured product is taking a break.');
    expect(screen.getAllByRole('link', { name: /^GitHub/ })).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: /^LinkedIn/ })).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: /^Portfolio/ })).toHaveLength(4);
    expect(screen.getByText(/Inspired by Etsy/)).toBeInTheDocument();
    expect(screen.getByText(/Made by a bootcamp cohort team/)).toBeInTheDocument();
    // Placeholders from config/team.json: no link may lead to a real person's account.
    const footer = screen.getByRole('contentinfo');
    const hosts = Array.from(footer.querySelectorAll('a'), (link) => new URL(link.href).hostname);
    expect(hosts).toHaveLength(12);
    for (const host of hosts) expect(host).toMatch(/(^|\.)example\.com$/);
  });
});
