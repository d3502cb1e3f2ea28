import { screen } from '@testing-library/react';
import { makeProduct, shopper } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

describe('landing page', () => {
  it('greets visitors with a random product and a way to get another', async () => {
    let served = 0;
    const products = [
      makeProduct({ id: 4, title: 'Linen apron' }),
      makeProduct({ id: 5, title: 'Oak spoon' }),
    ];
    const { user, api } = renderApp('/', {
      routes: { 'GET /api/products/random': () => products[served++ % 2] },
    });
    expect(screen.getByRole('heading', { name: "There's a person behind every piece" })).toBeInTheDocument();
    expect(await screen.findByText('Linen apron')).toBeInTheDocument();
    expect(screen.getByText(/Sold by/)).toHaveTextContent('Sold by Clara');
    expect(screen.getByRole('link', { name: 'See this product' })).toHaveAttribute('href', '/products/4');

    await user.click(screen.getByRole('button', { name: 'Show another product' }));
    expect(await screen.findByText('Oak spoon')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/products/random')).toHaveLength(2);
  });

  it('welcomes a signed-in user with the promotion and a featured product', async () => {
    renderApp('/', {
      user: shopper,
      routes: {
        'GET /api/products/random': makeProduct({ id: 4, title: 'Linen apron', description: 'Heavy linen.' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products');
    expect(await screen.findByRole('heading', { name: 'Linen apron' })).toBeInTheDocument();
    expect(screen.getByText('Heavy linen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See this product' })).toHaveAttribute('href', '/products/4');
    expect(screen.queryByText("There's a person behind every piece")).not.toBeInTheDocument();
  });
});
