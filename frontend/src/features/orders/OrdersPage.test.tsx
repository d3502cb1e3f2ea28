import { screen, within } from '@testing-library/react';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const orders = [
  {
    id: 2,
    order_number: '1718000000000456',
    total: 85,
    created_at: '2024-06-12T09:00:00.000Z',
    items: [{ product_id: 2, title: 'Walnut bowl', unit_price: 42.5, quantity: 2 }],
    shipments: [],
  },
  {
    id: 1,
    order_number: '1717000000000123',
    total: 18,
    created_at: '2024-05-30T09:00:00.000Z',
    items: [{ product_id: null, title: 'Wool scarf', unit_price: 18, quantity: 1 }],
    shipments: [],
  },
];

describe('orders page', () => {
  it('lists the orders newest first with number, date, total and lines', async () => {
    const { user, location } = renderApp('/', { user: shopper, routes: { 'GET /api/orders': orders } });
    await user.click(await screen.findByRole('button', { name: /Your account/ }));
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(location()).toBe('/orders');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Order 1718000000000456',
      'Order 1717000000000123',
    ]);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Jun 12, 2024')).toBeInTheDocument();
    expect(first.getByText('Total $85.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Walnut bowl' })).toHaveAttribute('href', '/products/2');
    expect(first.getByRole('cell', { name: '$42.50' })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('(no longer listed)')).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    renderApp('/orders', { user: shopper, routes: { 'GET /api/orders': [] } });
    expect(await screen.findByText('You have not ordered anything yet.')).toBeInTheDocument();
  });

  it('shows the server message when the orders cannot be loaded', async () => {
    renderApp('/orders', { user: shopper, routes: { 'GET /api/orders': fail(503, 'Service unavailable') } });
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  });
});
