import { screen, within } from '@testing-library/react';
import { fail, page } from '../../testing/fakeApi';
import { makeProduct, seller, shopper } from '../../testing/fixtures';
import { shopSelling } from '../../testing/shipmentFixtures';
import { renderApp } from '../../app/testing/renderApp';

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    date: `2024-06-${String(index + 1).padStart(2, '0')}`,
    orders: index === count - 1 ? 2 : 0,
    units: index === count - 1 ? 3 : 0,
    revenue: index === count - 1 ? 85.5 : 0,
  }));

const stats = (count: number) => ({
  days: days(count),
  totals: { orders: 2, units: 3, revenue: 85.5 },
  top_products: [{ product_id: 2, title: 'Walnut bowl', units: 3, revenue: 85.5 }],
  low_stock: [makeProduct({ id: 3, title: 'Blue mug', inventory: 2 })],
});

const line = (number: string) => ({
  order_number: number,
  created_at: '2024-06-12T09:00:00.000Z',
  buyer: 'juniper.reads',
  product_id: 2,
  title: 'Walnut bowl',
  unit_price: 42.75,
  quantity: 2,
});

const shop = {
  ...seller,
  id: shopper.id,
  profile_url: null,
  bio: null,
  location: 'Leeds',
  avatar_url: null,
  member_since: '2024-01-01T00:00:00.000Z',
  email_verified: true,
  sales_count: 3,
  product_count: 2,
  ...shopSelling,
};

function renderManager(routes: Record<string, unknown> = {}) {
  return renderApp('/shop-manager', {
    user: shopper,
    routes: {
      'GET /api/shop/stats?days=30': stats(30),
      'GET /api/shop/stats?days=7': stats(7),
      'GET /api/shop/orders': page([line('1718000000000001')], '/api/shop/orders?limit=20&cursor=c1'),
      'GET /api/shop/orders?limit=20&cursor=c1': page([line('1717000000000002')], null),
      [`GET /api/users/${shopper.id}`]: shop,
      'GET /api/shop/shipments': [],
      'GET /api/shop/shipping-profiles': [],
      ...routes,
    },
  });
}

describe('shop manager', () => {
  it('is linked from the account menu', async () => {
    const { user, location } = renderManager();
    await user.click(await screen.findByRole('button', { name: /Your account/ }));
    await user.click(screen.getByRole('link', { name: 'Shop Manager' }));
    expect(location()).toBe('/shop-manager');
  });

  it('shows totals, a chart with its table, top products, low stock with an edit link, and a CSV link', async () => {
    const { user, api } = renderManager();
    expect(await screen.findByRole('img', { name: /Sales over the last 30 days/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales by day over the last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('Total23$85.50');
    const top = within(screen.getByRole('region', { name: 'Top products' }));
    expect(top.getByRole('link', { name: 'Walnut bowl' })).toHaveAttribute('href', '/products/2');
    expect(top.getByText('3 sold · $85.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Blue mug' })).toHaveAttribute('href', '/products/3/edit');
    expect(screen.getByText('2 left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download orders/ })).toHaveAttribute(
      'href',
      '/api/shop/orders.csv?days=30',
    );

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('img', { name: /Sales over the last 7 days/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.some((call) => call.path === '/api/shop/stats?days=7')).toBe(true);
    expect(screen.getByRole('link', { name: /Download orders/ })).toHaveAttribute(
      'href',
      '/api/shop/orders.csv?days=7',
    );
  });

  it('lists the orders received and shows more on demand', async () => {
    const { user } = renderManager();
    const orders = await screen.findByRole('region', { name: 'Orders received' });
    expect(await within(orders).findByText('1718000000000001')).toBeInTheDocument();
    expect(within(orders).getByText('juniper.reads')).toBeInTheDocument();
    expect(within(orders).getByText('$85.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(orders).findByText('1717000000000002')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('saves the bio and place, and shows the server’s field errors', async () => {
    const { user, api } = renderManager({
      'PUT /api/shop/profile': (body: unknown) => ({ ...shop, ...(body as object) }),
    });
    const location = await screen.findByRole('textbox', { name: 'Location' });
    await screen.findByDisplayValue('Leeds');
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Bowls from fallen walnut.');
    await user.clear(location);
    await user.type(location, 'York');
    await user.click(screen.getByRole('button', { name: 'Save shop profile' }));
    expect(await screen.findByText('Your shop profile is saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      bio: 'Bowls from fallen walnut.',
      location: 'York',
      weekly_capacity: null,
      pause_when_weeks_over: null,
      vacation: { on: false, message: null },
      policies: null,
    });

    api.set('PUT /api/shop/profile', fail(400, 'Validation failed.', { location: 'Location is taken.' }));
    await user.click(screen.getByRole('button', { name: 'Save shop profile' }));
    expect(await screen.findByText('Location is taken.')).toBeInTheDocument();
    expect(location).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the lengths before sending', async () => {
    const { user, api } = renderManager();
    const location = await screen.findByRole('textbox', { name: 'Location' });
    await screen.findByDisplayValue('Leeds');
    await user.click(location);
    await user.paste('x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save shop profile' }));
    expect(await screen.findByText('Location must be 80 characters or less.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
