import { act, screen, waitFor, within } from '@testing-library/react';
import { SHIPPING_MESSAGES } from '@handmade/common';
import { renderApp } from '../../app/testing/renderApp';
import { fail, page, type Handler } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import { cancelled, makeShipment, shipped, shopSelling } from '../../testing/shipmentFixtures';
import type { Shipment } from '../../lib/types';

/** A sale of the signed-in seller (the shopper fixture runs this shop). */
const sale = (id: number, overrides: Partial<Shipment> = {}) =>
  makeShipment(id, {
    seller: { id: shopper.id, username: shopper.username },
    buyer: 'juniper.reads',
    ...overrides,
  });

const onTime = sale(1, { ship_by: '2024-06-20' });
const late = sale(2, {
  ship_by: '2024-06-10',
  late: true,
  items: [
    {
      product_id: 3,
      title: 'Blue mug',
      unit_price: 20,
      quantity: 1,
      option_values: null,
      personalization: null,
      preview_image: null,
    },
    {
      product_id: null,
      title: 'Old candle',
      unit_price: 9,
      quantity: 2,
      option_values: null,
      personalization: null,
      preview_image: null,
    },
  ],
});
const middle = sale(3, { ship_by: '2024-06-15' });

function renderQueue(routes: Record<string, Handler> = {}) {
  return renderApp('/shop-manager', {
    user: shopper,
    routes: {
      'GET /api/shop/stats': fail(503, 'Later'),
      'GET /api/shop/orders': [],
      [`GET /api/users/${shopper.id}`]: fail(503, 'Later'),
      'GET /api/shop/shipping-profiles': [],
      'GET /api/shop/shipments?status=paid': page([onTime, late, middle], null),
      ...routes,
    },
  });
}

const queue = () => screen.findByRole('region', { name: 'Orders to ship' });
const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('orders to ship', () => {
  it('lists the paid orders by ship-by day, the late one first and marked Late', async () => {
    renderQueue();
    const region = await queue();
    await within(region).findAllByRole('article');
    expect(titles(region)).toEqual([
      `Order ${late.order_number}`,
      `Order ${middle.order_number}`,
      `Order ${onTime.order_number}`,
    ]);
    const first = within(region).getAllByRole('article')[0] as HTMLElement;
    expect(first).toHaveClass('queue-card--late');
    expect(within(first).getByText('Late')).toBeInTheDocument();
    expect(within(first).getByText('Ship by').nextElementSibling).toHaveTextContent('Jun 10, 2024');
    expect(within(first).getByText('Buyer').nextElementSibling).toHaveTextContent('juniper.reads');
    expect(within(first).getByText('3 items')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Blue mug' })).toHaveAttribute('href', '/products/3');
    expect(within(first).getByText(/Old candle/)).toHaveTextContent('2 × Old candle');
    expect(within(first).getByText('12 Orchard Lane')).toBeInTheDocument();
    const second = within(region).getAllByRole('article')[1] as HTMLElement;
    expect(second).not.toHaveClass('queue-card--late');
    expect(within(second).queryByText('Late')).toBeNull();
  });

  it('shows each line’s option values and the buyer’s words as typed', async () => {
    const engraved = sale(5, {
      ship_by: '2024-06-20',
      items: [
        {
          product_id: 8,
          title: 'Stacking ring',
          unit_price: 135,
          quantity: 1,
          option_values: ['7', 'Gold'],
          personalization: 'A & <b>B</b>',
          preview_image: null,
        },
      ],
    });
    renderQueue({ 'GET /api/shop/shipments?status=paid': page([engraved], null) });
    const region = await queue();
    const card = within((await within(region).findAllByRole('article'))[0] as HTMLElement);
    expect(card.getByRole('link', { name: 'Stacking ring' })).toBeInTheDocument();
    expect(card.getByText('7 · Gold')).toBeInTheDocument();
    expect(card.getByText(/^Personalization:/)).toHaveTextContent('Personalization: A & <b>B</b>');
  });

  it('says so when nothing waits, and shows the other lists on demand', async () => {
    const { user, api } = renderQueue({
      'GET /api/shop/shipments?status=paid': [],
      'GET /api/shop/shipments?status=cancelled': [cancelled(sale(9), 'Out of walnut.')],
    });
    expect(await within(await queue()).findByText(/Nothing to ship right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(screen.getByRole('button', { name: 'Cancelled' })).toHaveAttribute('aria-pressed', 'true');
    const region = await screen.findByRole('list', { name: 'Cancelled orders' });
    expect(await within(region).findByText('Reason: Out of walnut.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Mark shipped/ })).toBeNull();
    expect(api.calls.map((call) => call.path)).toContain('/api/shop/shipments?status=cancelled');
  });

  it('shows a refunded order with the admin’s note, and the case on any order, leading to it', async () => {
    const disputed = {
      ...shipped(sale(10)),
      case: { id: 12, reason: 'not_received' as const, status: 'escalated' as const, refund: null },
    };
    const refunded = {
      ...shipped(sale(11)),
      status: 'refunded' as const,
      case: { id: 13, reason: 'not_received' as const, status: 'resolved' as const, refund: 90 },
      events: [
        ...shipped(sale(11)).events,
        { status: 'refunded' as const, at: '2024-06-25T16:00:00.000Z', by: 'admin' as const, note: 'Lost.' },
      ],
    };
    const { user } = renderQueue({
      'GET /api/shop/shipments?status=shipped': [disputed],
      'GET /api/shop/shipments?status=refunded': [refunded],
    });
    await queue();
    await user.click(screen.getByRole('button', { name: 'Shipped' }));
    const onTheWay = await screen.findByRole('list', { name: 'Shipped orders' });
    expect(
      await within(onTheWay).findByRole('link', { name: 'Waiting for our decision It never arrived' }),
    ).toHaveAttribute('href', '/cases/12');

    await user.click(screen.getByRole('button', { name: 'Refunded' }));
    const region = await screen.findByRole('list', { name: 'Refunded orders' });
    const card = within(await within(region).findByRole('article'));
    expect(card.getByText('Refunded', { selector: '.shipment-status' })).toBeInTheDocument();
    expect(card.getByText('Refunded by Handmade Market: Lost.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Resolved: $90.00 refunded It never arrived' })).toHaveAttribute(
      'href',
      '/cases/13',
    );
  });

  it('says when the queue cannot be loaded, and tries again on demand', async () => {
    const { user, api } = renderQueue({
      'GET /api/shop/shipments?status=paid': fail(503, 'Service unavailable'),
    });
    const region = await queue();
    expect(await within(region).findByText('Service unavailable')).toBeInTheDocument();
    api.set('GET /api/shop/shipments?status=paid', [onTime]);
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    await within(region).findByRole('article');
    expect(titles(region)).toEqual([`Order ${onTime.order_number}`]);
  });

  it('ships an order with a carrier and tracking number, showing a refused field under it', async () => {
    const { user, api } = renderQueue({
      'PUT /api/shipments/2/ship': fail(400, 'Validation failed.', {
        tracking_number: 'This tracking number is already on another order.',
      }),
      'GET /api/shop/shipments?status=shipped': [shipped(late, '940011189922')],
    });
    const region = await queue();
    await user.click(
      await within(region).findByRole('button', { name: `Mark shipped, order ${late.order_number}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Ship order ${late.order_number}` });
    const carrier = within(dialog).getByRole('combobox', { name: 'Carrier' });
    expect(carrier).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(within(dialog).getByText(SHIPPING_MESSAGES.carrierRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.selectOptions(carrier, 'USPS');
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking number' });
    await user.type(tracking, '9400 1118 9922');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(
      await within(dialog).findByText('This tracking number is already on another order.'),
    ).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(tracking).toHaveAccessibleDescription('This tracking number is already on another order.');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      carrier: 'USPS',
      tracking_number: '940011189922',
    });

    api.set('PUT /api/shipments/2/ship', shipped(late, '940011189922'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles(region)).toEqual([`Order ${middle.order_number}`, `Order ${onTime.order_number}`]);
    expect(screen.getByText(`Order ${late.order_number} is marked shipped.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders to ship' })).toHaveFocus();

    // It is in the shipped list at once, with its tracking link.
    await user.click(screen.getByRole('button', { name: 'Shipped' }));
    const shippedList = await screen.findByRole('list', { name: 'Shipped orders' });
    expect(
      await within(shippedList).findByRole('link', { name: /Track parcel 940011189922 with USPS/ }),
    ).toHaveAttribute('target', '_blank');
  });

  it('takes any other carrier by name', async () => {
    const { user, api } = renderQueue({ 'PUT /api/shipments/2/ship': shipped(late) });
    const region = await queue();
    await user.click(
      await within(region).findByRole('button', { name: `Mark shipped, order ${late.order_number}` }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carrier' }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'PF-1234');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    const name = within(dialog).getByRole('textbox', { name: 'Carrier name' });
    expect(name).toHaveAccessibleDescription(SHIPPING_MESSAGES.carrierRequired);
    await user.type(name, 'Parcelforce');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      carrier: 'Parcelforce',
      tracking_number: 'PF-1234',
    });
  });

  it('cancels an order only with a reason', async () => {
    const { user, api } = renderQueue({
      'PUT /api/shipments/3/cancel': (body: unknown) =>
        cancelled(middle, (body as { reason: string }).reason),
    });
    const region = await queue();
    await user.click(
      await within(region).findByRole('button', { name: `Cancel order ${middle.order_number}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${middle.order_number}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (the buyer sees it)' });
    expect(reason).toHaveAccessibleDescription(SHIPPING_MESSAGES.reasonRequired);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(reason, 'The kiln cracked it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'The kiln cracked it.' });
    expect(titles(region)).toEqual([`Order ${late.order_number}`, `Order ${onTime.order_number}`]);
  });

  it('shows why the server refused a move, and keeps the order', async () => {
    const { user } = renderQueue({
      'PUT /api/shipments/3/cancel': fail(409, 'This order was already shipped.'),
    });
    const region = await queue();
    await user.click(
      await within(region).findByRole('button', { name: `Cancel order ${middle.order_number}` }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Changed my mind.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order was already shipped.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(titles(region)).toHaveLength(3);
    expect(within(region).getByRole('button', { name: `Cancel order ${middle.order_number}` })).toHaveFocus();
  });

  it('follows the live events: new orders join, shipped ones leave, others’ shipments stay out', async () => {
    const { api } = renderQueue();
    const region = await queue();
    await within(region).findAllByRole('article');
    await waitFor(() => expect(api.openStreams()).toBe(1));

    act(() => api.emit('shipment', sale(4, { ship_by: '2024-06-12' })));
    expect(titles(region)[1]).toBe(`Order ${sale(4).order_number}`);
    act(() => api.emit('shipment', shipped(late)));
    expect(titles(region)).toHaveLength(3);
    expect(titles(region)[0]).toBe(`Order ${sale(4).order_number}`);
    // Something the seller bought from another shop is not theirs to ship.
    act(() => api.emit('shipment', makeShipment(50, { ship_by: '2024-06-01' })));
    expect(titles(region)).toHaveLength(3);
  });

  it('shows the shop’s queue beside its capacity settings', async () => {
    renderQueue({
      [`GET /api/users/${shopper.id}`]: {
        ...shopper,
        seller_rating: 'No Reviews',
        review_count: 0,
        bio: null,
        location: null,
        avatar_url: null,
        member_since: '2024-01-01T00:00:00.000Z',
        email_verified: true,
        sales_count: 0,
        product_count: 1,
        ...shopSelling,
        weekly_capacity: 10,
        pause_when_weeks_over: 2,
        queue_weeks: 2.4,
        paused: true,
      },
    });
    expect(await screen.findByText('2.4 weeks of orders waiting')).toBeInTheDocument();
    expect(screen.getByText('Paused: too many orders waiting.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Weekly capacity (units you make a week)' })).toHaveValue(
      '10',
    );
  });
});
