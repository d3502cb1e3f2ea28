import { screen, within } from '@testing-library/react';
import { COUPON_MESSAGES } from '@handmade/common';
import { fail } from '../../testing/fakeApi';
import {
  cartWithCoupon,
  makeCartCoupon,
  makeCartItem,
  makeProduct,
  seller,
  shopper,
} from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { Cart, CartCoupon } from '../../lib/types';

const bowl = makeProduct({ id: 2, title: 'Walnut bowl', price: 40, inventory: 4 });
const tenOff = makeCartCoupon();
const withCoupon = (coupon: CartCoupon | null): Cart =>
  cartWithCoupon(makeCartItem(1, bowl), coupon, { subtotal: 40, discount: 0 });

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

describe('a shop’s coupon in the cart', () => {
  it('shows a refused code under the field, then applies one and takes its discount off the total', async () => {
    const { user, api } = renderApp('/cart', {
      user: shopper,
      routes: {
        'GET /api/cart/': withCoupon(null),
        'PUT /api/cart/coupon': fail(409, 'Refused', { code: COUPON_MESSAGES.unknownAtShop('NOPE') }),
      },
    });
    const field = await screen.findByRole('textbox', { name: `Coupon code for ${seller.username}` });
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: `Apply coupon for ${seller.username}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_MESSAGES.unknownAtShop('NOPE'));
    expect(field).toHaveAccessibleDescription(COUPON_MESSAGES.unknownAtShop('NOPE'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      seller_id: seller.id,
      code: 'nope',
    });

    api.set('PUT /api/cart/coupon', withCoupon(tenOff));
    await user.clear(field);
    await user.type(field, 'ten');
    await user.click(screen.getByRole('button', { name: `Apply coupon for ${seller.username}` }));
    expect(await screen.findByText('TEN')).toBeInTheDocument();
    expect(summary().getByText('Discount').nextSibling).toHaveTextContent('−$4.00');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('$36.00');
  });

  it('says why an applied coupon no longer works, and takes nothing off', async () => {
    renderApp('/cart', {
      user: shopper,
      routes: { 'GET /api/cart/': withCoupon({ ...tenOff, ends_at: '2021-01-01T00:00:00.000Z' }) },
    });
    expect(await screen.findByText(COUPON_MESSAGES.ended('2021-01-01T00:00:00.000Z'))).toBeInTheDocument();
    expect(summary().queryByText('Discount')).toBeNull();
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('$40.00');
  });
});
