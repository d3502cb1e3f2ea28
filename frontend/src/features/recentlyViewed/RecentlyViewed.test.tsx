import { screen, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { makeProduct, shopper } from '../../testing/fixtures';

const oak = makeProduct({ id: 2, title: 'Oak board' });
const bowl = makeProduct({ id: 3, title: 'Walnut bowl' });

beforeEach(() => localStorage.clear());

describe('recently viewed', () => {
  it('keeps a visitor’s views in the browser and shows them on the landing page, newest first', async () => {
    const routes = {
      'GET /api/products/2': oak,
      'GET /api/products/2/reviews': [],
      'GET /api/products/3': bowl,
      'GET /api/products/3/reviews': [],
      'GET /api/recently-viewed': (_body: unknown, path: string) =>
        path.endsWith('ids=3,2') ? [bowl, oak] : [],
    };
    const first = renderApp('/products/2', { routes });
    await screen.findByRole('heading', { name: 'Oak board', level: 1 });
    first.unmount();
    const second = renderApp('/products/3', { routes });
    await screen.findByRole('heading', { name: 'Walnut bowl', level: 1 });
    second.unmount();

    renderApp('/', { routes });
    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/products/3', '/products/2']);
  });

  it('shows nothing on the landing page before anything was viewed', async () => {
    const { api } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('recently-viewed'))).toBe(false);
  });

  it('merges the browser’s views into the account once signed in, and shows the account’s list on the 404 page', async () => {
    localStorage.setItem(
      'handmade.recentlyViewed',
      JSON.stringify([{ product_id: 2, viewed_at: '2025-01-02T10:00:00.000Z' }]),
    );
    const { api } = renderApp('/no-such-page', {
      user: shopper,
      routes: { 'POST /api/account/recently-viewed': [oak] },
    });
    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(row).getByText('Oak board')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: [{ product_id: 2, viewed_at: '2025-01-02T10:00:00.000Z' }],
    });
    expect(localStorage.getItem('handmade.recentlyViewed')).toBeNull();
  });
});
