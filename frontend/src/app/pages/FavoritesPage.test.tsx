import { act, screen, waitFor, within } from '@testing-library/react';
import { makeOwnProduct, makeProduct, shopper } from '../../testing/fixtures';
import { renderApp } from '../testing/renderApp';

const bowl = makeProduct({ id: 2, title: 'Walnut bowl', price: 42.5 });
const scarf = makeProduct({ id: 3, title: 'Wool scarf', price: 18 });

describe('favorites page', () => {
  it('says how to start when there are no favorites', async () => {
    renderApp('/favorites', { user: shopper });
    expect(await screen.findByRole('heading', { name: 'Your Favorites', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText('Start favoriting items to compare, shop, and keep track of things you love.'),
    ).toBeInTheDocument();
  });

  it('shows each favorite with its heart, seller rating, price and Add to cart', async () => {
    renderApp('/favorites', {
      user: shopper,
      routes: {
        'GET /api/favorites/current': [
          { id: 5, user_id: 1, product_id: 3, product: scarf },
          { id: 4, user_id: 1, product_id: 2, product: bowl },
        ],
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Walnut bowl' }));
    expect(card.getByRole('button', { name: 'Remove Walnut bowl from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card.getByText('$42.50')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(titles).toEqual(['product-3-title', 'product-2-title']);
  });

  it('drops a product from the page when its heart is clicked', async () => {
    const { user } = renderApp('/favorites', {
      user: shopper,
      routes: {
        'GET /api/favorites/current': [{ id: 4, user_id: 1, product_id: 2, product: bowl }],
        'DELETE /api/favorites/2': { id: 4, user_id: 1, product_id: 2 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Walnut bowl from favorites' }));
    expect(await screen.findByText(/Start favoriting items/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('favorite banner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows "added" and "removed" banners that go after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp('/products', {
      user: shopper,
      routes: {
        'GET /api/products/': [bowl],
        'POST /api/favorites/': { id: 9, user_id: 1, product_id: 2 },
        'DELETE /api/favorites/2': { id: 9, user_id: 1, product_id: 2 },
      },
    });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(await screen.findByRole('button', { name: 'Add Walnut bowl to favorites' }));
    expect(await screen.findByText('Added to your favorites')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1800));
    expect(screen.getByText('Added to your favorites')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByText('Added to your favorites')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Walnut bowl from favorites' }));
    expect(await screen.findByText('Removed from your favorites')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2050));
    await waitFor(() => expect(screen.queryByText('Removed from your favorites')).not.toBeInTheDocument());
  });

  it('opens Action Restricted instead of favoriting one’s own product', async () => {
    const own = makeOwnProduct({ id: 6, title: 'My mug' });
    const { user, api } = renderApp('/products', { user: shopper, routes: { 'GET /api/products/': [own] } });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(await screen.findByRole('button', { name: 'Add My mug to favorites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action Restricted' });
    expect(within(dialog).getByText('Unfortunately, you cannot add your own product.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/favorites/')).toBe(false);
  });
});
