import { screen } from '@testing-library/react';
import { makeProduct } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

describe('shop page', () => {
  it("shows the seller's name and listings", async () => {
    renderApp('/shop/7', {
      routes: { 'GET /api/users/7/products': [makeProduct({ id: 2, title: 'Walnut bowl' })] },
    });
    expect(await screen.findByRole('heading', { name: 'Clara Potter', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Walnut bowl')).toBeInTheDocument();
  });

  it('says when the shop is empty', async () => {
    renderApp('/shop/9', { routes: { 'GET /api/users/9/products': [] } });
    expect(await screen.findByText(/This shop has nothing for sale right now/)).toBeInTheDocument();
  });
});
