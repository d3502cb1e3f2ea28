import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { makeProduct } from '../../testing/fixtures';

function renderProductPage(similar: unknown) {
  return renderApp('/products/1', {
    routes: {
      'GET /api/products/1': makeProduct({ id: 1, title: 'Walnut bowl' }),
      'GET /api/products/1/reviews': [],
      'GET /api/products/1/similar': similar,
    },
  });
}

describe('You may also like', () => {
  it('shows the similar products, each a link to its page', async () => {
    renderProductPage([
      makeProduct({ id: 2, title: 'Cherry spoon' }),
      makeProduct({ id: 3, title: 'Oak board' }),
    ]);
    const section = await screen.findByRole('region', { name: 'You may also like' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products/2', '/products/3']);
    expect(within(section).getByText('Cherry spoon')).toBeInTheDocument();
  });

  it('shows nothing, not even its heading, when there is nothing like it', async () => {
    const { api } = renderProductPage([]);
    await screen.findByRole('heading', { name: 'Walnut bowl', level: 1 });
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/similar'))).toBe(true));
    await Promise.resolve();
    expect(screen.queryByRole('heading', { name: 'You may also like' })).not.toBeInTheDocument();
  });
});
