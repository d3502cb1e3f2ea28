import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import { cancelled, delivered, makeShipment, shipped } from '../../testing/shipmentFixtures';

const bowls = shipped(makeShipment(31));
const scarf = cancelled(
  makeShipment(32, {
    seller: { id: 9, username: 'woolworks' },
    items: [
      {
        product_id: 4,
        title: 'Wool scarf',
        unit_price: 18,
        quantity: 1,
        option_values: null,
        personalization: null,
        preview_image: null,
      },
    ],
    subtotal: 18,
    shipping: 0,
    total: 18,
  }),
  'The yarn ran out, sorry.',
);

const order = (shipments = [bowls, scarf]) => ({
  id: 5,
  order_number: '1718000000000456',
  total: shipments.reduce((sum, shipment) => sum + shipment.total, 0),
  created_at: '2024-06-12T09:00:00.000Z',
  items: shipments.flatMap((shipment) => shipment.items),
  shipments,
});

const card = (shop: string) => screen.getByRole('article', { name: `From ${shop}` });

describe('order page shipments', () => {
  it('shows each shop’s shipment as a card: lines, costs, address, status, tracking link and history', async () => {
    renderApp('/orders/5', { user: shopper, routes: { 'GET /api/orders/5': order() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 1718000000000456' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    const first = within(card('claymaker'));
    expect(first.getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/shop/7');
    expect(first.getByText('Shipped', { selector: '.shipment-status' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Walnut bowl' })).toHaveAttribute('href', '/products/2');
    expect(first.getByText('$42.50 × 2')).toBeInTheDocument();
    expect(first.getByText('Shipping').nextElementSibling).toHaveTextContent('$5.00');
    expect(first.getByText('Total').nextElementSibling).toHaveTextContent('$90.00');
    const shipsTo = first.getByRole('heading', { name: 'Ships to' }).parentElement as HTMLElement;
    expect([...shipsTo.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual([
      'Sam Shopper',
      '12 Orchard Lane',
      'York, YO1 7HH',
      'United Kingdom',
    ]);
    const track = first.getByRole('link', { name: /Track parcel 9400111899223856920000 with USPS/ });
    expect(track).toHaveTextContent('9400111899223856920000');
    expect(track).toHaveAttribute('href', bowls.tracking_url);
    expect(track).toHaveAttribute('target', '_blank');
    expect(track.getAttribute('rel')?.split(' ')).toContain('noopener');
    const history = within(first.getByRole('list', { name: 'History of the shipment from claymaker' }));
    const moves = history.getAllByRole('listitem');
    expect(moves.map((move) => move.querySelector('strong')?.textContent)).toEqual([
      'Paid, not shipped yet',
      'Shipped',
    ]);
    expect(moves[0]).toHaveTextContent('by you');
    expect(moves[1]).toHaveTextContent('by the seller');
    expect(moves[1]?.querySelector('time')).toHaveAttribute('dateTime', '2024-06-14T15:30:00.000Z');
    expect(first.getByRole('button', { name: 'I received it' })).toBeInTheDocument();

    const second = within(card('woolworks'));
    expect(second.getByText('Cancelled', { selector: '.shipment-status' })).toBeInTheDocument();
    expect(second.getByText('Shipping').nextElementSibling).toHaveTextContent('Free');
    expect(second.getByText('The yarn ran out, sorry.')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'I received it' })).toBeNull();
    expect(screen.getByText('$108.00')).toBeInTheDocument();
  });

  it('shows each line’s option values and the buyer’s words exactly as typed, as text', async () => {
    const words = '<img src=x onerror=alert(1)>  Ada & Co';
    const shirts = makeShipment(33, {
      items: [
        {
          product_id: 6,
          title: 'Linen shirt',
          unit_price: 54,
          quantity: 1,
          option_values: ['L', 'Natural'],
          personalization: words,
          preview_image: null,
        },
      ],
    });
    renderApp('/orders/5', { user: shopper, routes: { 'GET /api/orders/5': order([shirts]) } });
    const shirt = within(await screen.findByRole('article', { name: 'From claymaker' }));
    expect(shirt.getByText('L · Natural')).toBeInTheDocument();
    const typed = shirt.getByText(/^Personalization:/);
    expect(typed.querySelector('.line-choices__words')?.textContent).toBe(words);
    expect(typed.querySelector('img')).toBeNull();
  });

  it('says by when a paid shipment ships, and that it is late', async () => {
    renderApp('/orders/5', {
      user: shopper,
      routes: { 'GET /api/orders/5': order([makeShipment(31, { late: true, ship_by: '2024-06-10' })]) },
    });
    const first = within(await screen.findByRole('article', { name: 'From claymaker' }));
    expect(first.getByText(/Ships by/)).toHaveTextContent('Ships by Jun 10, 2024 Late');
    expect(first.queryByRole('link', { name: /Track parcel/ })).toBeNull();
    expect(first.queryByRole('button', { name: 'I received it' })).toBeNull();
  });

  it('marks a shipped parcel received, and the card shows it delivered', async () => {
    const { api, user } = renderApp('/orders/5', {
      user: shopper,
      routes: {
        'GET /api/orders/5': order(),
        'PUT /api/shipments/31/delivered': fail(409, 'This shipment was already delivered.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'I received it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This shipment was already delivered.');

    api.set('PUT /api/shipments/31/delivered', delivered(bowls));
    await user.click(screen.getByRole('button', { name: 'I received it' }));
    const first = within(card('claymaker'));
    expect(await first.findByText('Delivered', { selector: '.shipment-status' })).toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'I received it' })).toBeNull();
    const history = first.getByRole('list', { name: 'History of the shipment from claymaker' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(within(history).getAllByRole('listitem')[2]).toHaveTextContent(/^Delivered by you/);
    expect(first.getByRole('status')).toHaveTextContent('Thank you: marked as received.');
    expect(first.getByRole('heading', { name: 'From claymaker' })).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/shipments/31/delivered',
      '/api/shipments/31/delivered',
    ]);
  });

  it('follows the live events: a shipment the seller ships shows its tracking at once', async () => {
    const waiting = makeShipment(31);
    const { api } = renderApp('/orders/5', {
      user: shopper,
      routes: { 'GET /api/orders/5': order([waiting]) },
    });
    const first = within(await screen.findByRole('article', { name: 'From claymaker' }));
    await waitFor(() => expect(api.openStreams()).toBe(1));
    // Another order's shipment (the user's own sale, say) changes nothing here.
    act(() => api.emit('shipment', shipped(makeShipment(77, { order_id: 8 }))));
    expect(first.getByText('Paid, not shipped yet', { selector: '.shipment-status' })).toBeInTheDocument();

    act(() => api.emit('shipment', shipped(waiting, 'LZ123')));
    expect(first.getByText('Shipped', { selector: '.shipment-status' })).toBeInTheDocument();
    expect(first.getByText('LZ123')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'I received it' })).toBeInTheDocument();
    // An older copy arriving late does not undo it.
    act(() => api.emit('shipment', waiting));
    expect(first.getByText('Shipped', { selector: '.shipment-status' })).toBeInTheDocument();
  });

  it('lists each order’s shipments with their status, kept current', async () => {
    const { api } = renderApp('/orders', {
      user: shopper,
      routes: { 'GET /api/orders': [order([makeShipment(31), scarf])] },
    });
    const statuses = await screen.findByRole('list', { name: 'Shipments of order 1718000000000456' });
    expect(
      within(statuses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['claymakerPaid, not shipped yet', 'woolworksCancelled']);
    await waitFor(() => expect(api.openStreams()).toBe(1));
    act(() => api.emit('shipment', shipped(makeShipment(31))));
    expect(within(statuses).getAllByRole('listitem')[0]).toHaveTextContent('claymakerShipped');
  });
});
