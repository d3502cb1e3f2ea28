import { screen, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { AdminOrder } from '../../lib/types';
import { admin } from '../../testing/adminFixtures';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import { delivered, makeShipment, shipped } from '../../testing/shipmentFixtures';

const refunded = {
  ...delivered(shipped(makeShipment(31))),
  status: 'refunded' as const,
  case: { id: 12, reason: 'not_as_described' as const, status: 'resolved' as const, refund: 90 },
};
const scarf = makeShipment(32, {
  seller: { id: 9, username: 'woolworks' },
  late: true,
  ship_by: '2024-06-10',
});
refunded.events = [
  ...refunded.events,
  { status: 'refunded', at: '2024-06-25T16:00:00.000Z', by: 'admin', note: 'Cracked all round.' },
];

const order: AdminOrder = {
  id: 5,
  order_number: '1718000000000456',
  total: 180,
  created_at: '2024-06-12T09:00:00.000Z',
  items: [...refunded.items, ...scarf.items],
  shipments: [refunded, scarf],
  buyer: { id: shopper.id, username: shopper.username, email: shopper.email },
};

describe('an order in the console', () => {
  it('shows who bought it and each shop’s shipment: status, lines, costs, history and case', async () => {
    renderApp('/admin/orders/5', { user: admin, routes: { 'GET /api/admin/orders/5': order } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order 1718000000000456' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shopper' })).toHaveAttribute('href', '/admin/users/1');
    expect(screen.getByText('shopper@example.com')).toBeInTheDocument();

    const first = within(screen.getByRole('article', { name: 'From claymaker' }));
    expect(first.getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/admin/users/7');
    expect(first.getByText('Refunded', { selector: '.shipment-status' })).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: 'Resolved: $90.00 refunded It is not as described' }),
    ).toHaveAttribute('href', '/cases/12');
    expect(first.getByRole('row', { name: /Walnut bowl/ })).toHaveTextContent('Walnut bowl$42.502$85.00');
    expect(first.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$90.00');
    const history = within(first.getByRole('list', { name: 'History of the shipment from claymaker' }));
    expect(history.getAllByRole('listitem').map((move) => move.textContent)).toEqual([
      expect.stringMatching(/^Paid, not shipped yet by the buyer/),
      expect.stringMatching(/^Shipped by the seller/),
      expect.stringMatching(/^Delivered by the buyer/),
      expect.stringMatching(/^Refunded by Handmade Market.*Cracked all round\.$/),
    ]);

    const second = within(screen.getByRole('article', { name: 'From woolworks' }));
    expect(second.getByText('Late')).toBeInTheDocument();
    expect(second.queryByRole('link', { name: /Case/ })).toBeNull();
  });

  it('says when there is no such order', async () => {
    renderApp('/admin/orders/6', {
      user: admin,
      routes: { 'GET /api/admin/orders/6': fail(404, "Order couldn't be found") },
    });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
