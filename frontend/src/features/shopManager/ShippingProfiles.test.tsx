import { screen, waitFor, within } from '@testing-library/react';
import { SHIPPING_MESSAGES } from '@handmade/common';
import { renderApp } from '../../app/testing/renderApp';
import { fail, type Handler } from '../../testing/fakeApi';
import { seller, shopper } from '../../testing/fixtures';
import { makeShippingProfile, shopSelling } from '../../testing/shipmentFixtures';

const parcel = makeShippingProfile(1, { name: 'Small parcel', listing_count: 2 });
const freight = makeShippingProfile(2, {
  name: 'Large and fragile pottery crate',
  processing_days_min: 5,
  processing_days_max: 5,
  first_item: 18,
  additional_item: 6.5,
  free_over: 200,
});

const shop = {
  ...seller,
  id: shopper.id,
  profile_url: null,
  bio: 'Bowls.',
  location: 'Leeds',
  avatar_url: null,
  member_since: '2024-01-01T00:00:00.000Z',
  email_verified: true,
  sales_count: 3,
  product_count: 2,
  ...shopSelling,
};

function renderManager(routes: Record<string, Handler> = {}) {
  return renderApp('/shop-manager', {
    user: shopper,
    routes: {
      'GET /api/shop/stats': fail(503, 'Later'),
      'GET /api/shop/orders': [],
      'GET /api/shop/shipments': [],
      [`GET /api/users/${shopper.id}`]: shop,
      'GET /api/shop/shipping-profiles': [parcel, freight],
      ...routes,
    },
  });
}

const section = () => screen.findByRole('region', { name: 'Shipping' });

describe('shipping profiles', () => {
  it('lists each profile with its making time, prices and use', async () => {
    renderManager();
    const shipping = await section();
    expect(shipping).toHaveAttribute('id', 'shipping');
    const items = within(
      await within(shipping).findByRole('list', { name: 'Shipping profiles' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.profiles__text')?.textContent)).toEqual([
      'Small parcelReady in 1–3 days · $5.00 first item, $2.00 each additionalUsed by 2 listings',
      'Large and fragile pottery crateReady in 5 days · $18.00 first item, $6.50 each additional, free over $200.00No listing uses it',
    ]);
  });

  it('says when there is none yet', async () => {
    renderManager({ 'GET /api/shop/shipping-profiles': [] });
    expect(
      await within(await section()).findByText('You have no shipping profiles yet.'),
    ).toBeInTheDocument();
  });

  it('adds a profile, checking it first', async () => {
    const { user, api } = renderManager({
      'POST /api/shop/shipping-profiles': (body: unknown) => ({
        ...makeShippingProfile(3),
        ...(body as object),
        listing_count: 0,
      }),
    });
    const shipping = await section();
    await user.click(await within(shipping).findByRole('button', { name: 'Add a shipping profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shipping profile' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.type(name, 'Letter');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Shortest' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Shortest' }), '4');
    await user.type(within(dialog).getByRole('textbox', { name: 'First item' }), '3.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Each additional item' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(within(dialog).getByRole('textbox', { name: 'Longest' })).toHaveAccessibleDescription(
      SHIPPING_MESSAGES.daysOrder,
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Longest' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Longest' }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Letter',
      processing_days_min: 4,
      processing_days_max: 6,
      first_item: 3.5,
      additional_item: 1,
      free_over: null,
    });
    expect(within(shipping).getByText('Letter', { selector: '.profiles__name' })).toBeInTheDocument();
    expect(screen.getByText('Letter is added.')).toBeInTheDocument();
  });

  it('edits a profile, showing the server’s field errors', async () => {
    const { user, api } = renderManager({
      'PUT /api/shop/shipping-profiles/1': fail(400, 'Validation failed.', {
        name: 'You already have a profile named so.',
      }),
    });
    const shipping = await section();
    await user.click(await within(shipping).findByRole('button', { name: 'Edit Small parcel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Small parcel' });
    expect(within(dialog).getByRole('textbox', { name: 'First item' })).toHaveValue('5.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Free shipping over (optional)' }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByText('You already have a profile named so.')).toBeInTheDocument();

    api.set('PUT /api/shop/shipping-profiles/1', (body: unknown) => ({ ...parcel, ...(body as object) }));
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({ free_over: 60 });
    expect(within(shipping).getByText(/free over \$60\.00/)).toBeInTheDocument();
  });

  it('shows why a profile in use cannot be deleted, and deletes one that is not', async () => {
    const { user } = renderManager({
      'DELETE /api/shop/shipping-profiles/1': fail(409, SHIPPING_MESSAGES.profileInUse),
      'DELETE /api/shop/shipping-profiles/2': { message: 'Deleted.' },
    });
    const shipping = await section();
    await user.click(await within(shipping).findByRole('button', { name: 'Delete Small parcel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Small parcel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SHIPPING_MESSAGES.profileInUse);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(shipping).getByText('Small parcel', { selector: '.profiles__name' })).toBeInTheDocument();

    await user.click(
      within(shipping).getByRole('button', { name: 'Delete Large and fragile pottery crate' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete Large and fragile pottery crate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(shipping).queryByText('Large and fragile pottery crate', { selector: '.profiles__name' }),
    ).toBeNull();
    expect(within(shipping).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('how the shop sells', () => {
  it('saves capacity, pausing, vacation mode and policies', async () => {
    const { user, api } = renderManager({
      'PUT /api/shop/profile': (body: unknown) => ({ ...shop, ...(body as object), queue_weeks: 0.5 }),
    });
    const capacity = await screen.findByRole('textbox', { name: 'Weekly capacity (units you make a week)' });
    expect(await screen.findByText(/No weekly capacity set/)).toBeInTheDocument();
    await screen.findByDisplayValue('Leeds');
    await user.type(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Save shop profile' }));
    expect(capacity).toHaveAccessibleDescription(SHIPPING_MESSAGES.capacityInvalid);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(capacity);
    await user.type(capacity, '8');
    await user.type(
      screen.getByRole('textbox', { name: 'Pause new orders when more than this many weeks are waiting' }),
      '3',
    );
    await user.click(screen.getByRole('checkbox', { name: /On vacation/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Message for shoppers while you are away' }),
      'Back on the 3rd.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Policies' }), 'Returns within 30 days.');
    await user.click(screen.getByRole('button', { name: 'Save shop profile' }));
    expect(await screen.findByText('Your shop profile is saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      bio: 'Bowls.',
      location: 'Leeds',
      weekly_capacity: 8,
      pause_when_weeks_over: 3,
      vacation: { on: true, message: 'Back on the 3rd.' },
      policies: 'Returns within 30 days.',
    });
    expect(screen.getByText('0.5 weeks of orders waiting')).toBeInTheDocument();
    expect(screen.getByText('On vacation.')).toBeInTheDocument();
  });
});
