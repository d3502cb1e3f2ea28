import { screen, waitFor, within } from '@testing-library/react';
import { COUPON_MESSAGES } from '@handmade/common';
import { fail } from '../../testing/fakeApi';
import {
  cartWithCoupon,
  makeAddress,
  makeCartCoupon,
  makeCartItem,
  makeProduct,
  shopper,
} from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { Cart, CartCoupon } from '../../lib/types';

const jug = makeProduct({ id: 2, title: 'Glazed jug', price: 30, inventory: 5 });
const tenOff = makeCartCoupon();
const cart = (coupon: CartCoupon): Cart =>
  cartWithCoupon(makeCartItem(1, jug, { quantity: 2, gift: true }), coupon, { subtotal: 60, discount: 6 });
const ENDED = `${COUPON_MESSAGES.ended('2021-01-01T00:00:00.000Z')} ${COUPON_MESSAGES.newTotal(60)}`;

describe('checkout with a shop’s coupon', () => {
  it('shows the discount, sends the code with the discounted total, and shows a refusal with the new total', async () => {
    const { user, api } = renderApp('/checkout', {
      user: shopper,
      routes: {
        'GET /api/cart/': cart(tenOff),
        'GET /api/addresses': [makeAddress(5, { is_default: true })],
        'PUT /api/products/successful-transaction': fail(409, COUPON_MESSAGES.refused, {
          coupon_codes: ENDED,
        }),
      },
    });
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(summary.getByText('Coupon TEN').nextSibling).toHaveTextContent('−$6.00');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('$54.00');
    expect(summary.getByText('Gift')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { checked: true })).toBeInTheDocument());

    for (const [label, value] of Object.entries({
      'Name on card': 'Sam Shopper',
      'Card number': '4242 4242 4242 4242',
      'Expiration (MM/YY)': '12/39',
      CVV: '123',
      'Billing address': '1 Market Street',
    }))
      await user.type(screen.getByLabelText(label), value);
    api.set('GET /api/cart/', cart({ ...tenOff, ends_at: '2021-01-01T00:00:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await summary.findByText(ENDED)).toBeInTheDocument();
    const sent = api.calls.find((call) => call.path === '/api/products/successful-transaction');
    expect(sent?.body).toMatchObject({ expected_total: 54, coupon_codes: ['TEN'] });
    // The cart reloaded: the ended coupon takes nothing off.
    await waitFor(() => expect(summary.getByText('Total').nextSibling).toHaveTextContent('$60.00'));
  });
});
