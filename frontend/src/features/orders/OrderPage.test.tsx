import { screen, within } from '@testing-library/react';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const order = {
  id: 5,
  order_number: '1718000000000456',
  total: 103,
  created_at: '2024-06-12T09:00:00.000Z',
  items: [
    {
      product_id: 2,
      title: 'Walnut bowl',
      unit_price: 42.5,
      quantity: 2,
      preview_image: '/uploads/2-s.webp',
    },
    { product_id: null, title: 'Wool scarf', unit_price: 18, quantity: 1, preview_image: null },
  ],
  shipments: [],
};

describe('order page', () => {
  it('shows each line’s photo, title, price, quantity and total, and the order’s number and total', async () => {
    const { container } = renderApp('/orders/5', { user: shopper, routes: { 'GET /api/orders/5': order } });
    expect(
      await screen.findByRole('heading', { name: 'Order 1718000000000456', level: 1 }),
    ).toBeInTheDocument();
    const lines = screen.getAllByRole('listitem').filter((item) => item.classList.contains('order-line'));
    expect(lines).toHaveLength(2);
    const first = within(lines[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Walnut bowl' })).toHaveAttribute('href', '/products/2');
    expect(first.getByText('$42.50 × 2')).toBeInTheDocument();
    expect(first.getByText('$85.00')).toBeInTheDocument();
    expect(container.querySelector('.order-line img')).toHaveAttribute('src', '/uploads/2-s.webp');
    const second = within(lines[1] as HTMLElement);
    expect(second.queryByRole('link')).toBeNull();
    expect(second.getByText('(no longer listed)')).toBeInTheDocument();
    expect(screen.getByText('$103.00')).toBeInTheDocument();
  });

  it('is reached from the orders list', async () => {
    const { user, location } = renderApp('/orders', {
      user: shopper,
      routes: { 'GET /api/orders': [{ ...order, items: [] }], 'GET /api/orders/5': order },
    });
    await user.click(await screen.findByRole('link', { name: 'Order 1718000000000456' }));
    expect(location()).toBe('/orders/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 1718000000000456' }),
    ).toBeInTheDocument();
  });

  it('shows the server message for someone else’s order', async () => {
    renderApp('/orders/6', {
      user: shopper,
      routes: { 'GET /api/orders/6': fail(404, "Order couldn't be found") },
    });
    expect(await screen.findByRole('heading', { name: "Order couldn't be found" })).toBeInTheDocument();
  });
});
