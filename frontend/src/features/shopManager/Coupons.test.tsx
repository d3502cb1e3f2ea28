import { screen, waitFor, within } from '@testing-library/react';
import { COUPON_MESSAGES } from '@handmade/common';
import { renderApp } from '../../app/testing/renderApp';
import { fail, type Handler } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import type { Coupon } from '../../lib/types';

const spring: Coupon = {
  id: 1,
  code: 'SPRING10',
  percent_off: 10,
  amount_off: null,
  min_subtotal: 30,
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: '2026-04-01T00:00:00.000Z',
  max_uses: 50,
  uses: 3,
  revenue: 121.5,
  created_at: '2026-02-20T00:00:00.000Z',
};

function renderManager(routes: Record<string, Handler> = {}) {
  return renderApp('/shop-manager', {
    user: shopper,
    routes: {
      'GET /api/shop/stats': fail(503, 'Later'),
      'GET /api/shop/orders': [],
      'GET /api/shop/shipments': [],
      'GET /api/shop/shipping-profiles': [],
      [`GET /api/users/${shopper.id}`]: fail(503, 'Later'),
      'GET /api/shop/coupons': [spring],
      'GET /api/shop/sale': null,
      ...routes,
    },
  });
}

const coupons = () => screen.findByRole('region', { name: 'Coupons' });

describe('coupons in the shop manager', () => {
  it('lists each coupon with what it takes off, its dates, uses of the maximum and revenue', async () => {
    renderManager();
    const item = within(await within(await coupons()).findByRole('list', { name: 'Coupons' })).getByRole(
      'listitem',
    );
    expect(item.querySelector('.coupons__text')?.textContent).toBe(
      'SPRING1010% off on orders of $30.00 or moreFrom 1 Mar 2026 until 31 Mar 2026' +
        '3 of 50 used · $121.50 in orders',
    );
  });

  it('checks a new coupon before sending it, then shows the server’s refusal under its field', async () => {
    const { user, api } = renderManager({
      'GET /api/shop/coupons': [],
      'POST /api/shop/coupons': fail(409, COUPON_MESSAGES.codeTaken, { code: COUPON_MESSAGES.codeTaken }),
    });
    const section = await coupons();
    await user.click(await within(section).findByRole('button', { name: 'Add a coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'fall5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Percent off' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount off, in dollars' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(within(dialog).getByRole('textbox', { name: 'Percent off' })).toHaveAccessibleDescription(
      COUPON_MESSAGES.oneKind,
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Percent off' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText(COUPON_MESSAGES.codeTaken)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      code: 'fall5',
      amount_off: '5',
      percent_off: '',
    });

    api.set('POST /api/shop/coupons', { ...spring, id: 2, code: 'FALL5', percent_off: null, amount_off: 5 });
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByText('FALL5', { selector: '.coupons__code' })).toBeInTheDocument();
    expect(screen.getByText('FALL5 is added.')).toBeInTheDocument();
  });

  it('starts a sale and ends it', async () => {
    const sale = {
      percent_off: 20,
      starts_at: '2020-01-01T00:00:00.000Z',
      ends_at: '2099-01-01T00:00:00.000Z',
    };
    const { user, api } = renderManager({ 'PUT /api/shop/sale': sale });
    const section = await screen.findByRole('region', { name: 'Sale' });
    await user.type(await within(section).findByRole('textbox', { name: 'Percent off' }), '20');
    await user.click(within(section).getByRole('button', { name: 'Start a sale' }));
    expect(within(section).getByLabelText('Last day')).toHaveAccessibleDescription(
      'Enter a date, like 2026-11-28.',
    );
    await user.type(within(section).getByLabelText('Last day'), '2098-12-31');
    await user.click(within(section).getByRole('button', { name: 'Start a sale' }));
    expect(await within(section).findByText(/On now: 20% off every listing/)).toBeInTheDocument();

    api.set('PUT /api/shop/sale', null);
    await user.click(within(section).getByRole('button', { name: 'End the sale' }));
    expect(await within(section).findByText(/No sale is set/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toBeNull();
  });
});
