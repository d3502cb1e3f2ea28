import type { Order } from '@handmade/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { FUTURE_YEAR, pay, shipToAddress } from './support/checkout';
import { see } from './support/ui';

/** Fills the payment form with a valid practice card and places the order, whatever the answer. */
async function placeOrder(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Name on card').fill('Robin Tester');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration (MM/YY)').fill(`12${FUTURE_YEAR}`);
  await form.getByLabel('CVV').fill('123');
  await form.getByLabel('Billing address').fill('1 Market Street, Springfield');
  await form.getByRole('button', { name: 'Place order' }).click();
}

describe.skipIf(browserMissing)('coupons and sales', () => {
  const browser = useBrowser();

  it('a seller makes a coupon; a buyer applies it, checkout honours it; once it has ended checkout is refused with the new total', async () => {
    const maker = await signUpUser('couponmaker');
    const piece = await maker.api.createProduct({ title: unique('Glazed jug '), price: 30, inventory: 20 });
    const code = unique('JUG')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 20);

    // The seller makes a 10 % coupon in the Shop manager.
    const shop = await openPage(browser.newContext, 'coupons seller');
    await signInContext(shop.context(), maker.api);
    await shop.goto('/shop-manager');
    const coupons = shop.getByRole('region', { name: 'Coupons' });
    await coupons.getByRole('button', { name: 'Add a coupon' }).click();
    const form = shop.getByRole('dialog', { name: 'New coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Percent off').fill('10');
    await expectAccessible(shop, 'the new coupon dialog');
    await form.getByRole('button', { name: 'Save coupon' }).click();
    await see(coupons.getByText(code, { exact: true }));
    await see(coupons.getByText('10% off'));
    await see(coupons.getByText('0 used · $0.00 in orders'));
    await expectAccessible(shop, 'the Shop manager with its coupons and sale');

    // A buyer applies it in the cart: $60 of goods, $6 off.
    const buyer = await signUpUser('couponbuyer');
    await buyer.api.addToCart(piece.id, 2);
    const page = await openPage(browser.newContext, 'coupons buyer');
    await signInContext(page.context(), buyer.api);
    await page.goto('/cart');
    await page.getByLabel(`Coupon code for ${maker.user.username}`).fill(code.toLowerCase());
    await page.getByRole('button', { name: `Apply coupon for ${maker.user.username}` }).click();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await see(summary.getByText('−$6.00'));
    await see(summary.getByText('$54.00'));
    await expectAccessible(page, 'the cart with a coupon');

    // Checkout honours it, and the order keeps it.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await shipToAddress(page);
    await see(page.getByText(`Coupon ${code}`));
    await pay(page);
    await see(page.getByText(`Coupon ${code}`, { exact: true }));
    await expectAccessible(page, 'the success page with its money lines');
    const [order] = await buyer.api.request<Order[]>('GET', '/api/orders');
    expect(order?.total).toBe(54);
    expect(order?.shipments[0]).toMatchObject({ discount: 6, coupon_code: code, subtotal: 60 });

    // The buyer comes back for one more; the coupon ends while the checkout page is open.
    await buyer.api.addToCart(piece.id, 1);
    await buyer.api.request('PUT', '/api/cart/coupon', { seller_id: maker.user.id, code });
    await page.goto('/checkout');
    await shipToAddress(page);
    await see(page.getByText(`Coupon ${code}`));
    const [coupon] = await maker.api.request<{ id: number }[]>('GET', '/api/shop/coupons');
    await maker.api.request('PUT', `/api/shop/coupons/${coupon!.id}`, {
      code,
      percent_off: 10,
      starts_at: '2020-01-01',
      ends_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const refused = page.waitForResponse((res) => res.url().includes('/api/products/successful-transaction'));
    await placeOrder(page);
    expect((await refused).status()).toBe(409);
    await see(page.getByRole('alert').filter({ hasText: 'Your new total is $30.00.' }));
    await see(page.getByText(/This coupon ended on/).first());
    expect(page.url()).toContain('/checkout');
    await expectAccessible(page, 'the checkout refusing an ended coupon');
  });

  it('during a sale, cards and the product page show the old price struck through and the sale price', async () => {
    const maker = await signUpUser('salemaker');
    const piece = await maker.api.createProduct({ title: unique('Oak spoon '), price: 20 });
    await maker.api.request('PUT', '/api/shop/sale', {
      percent_off: 25,
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const page = await openPage(browser.newContext, 'sale shopper');
    await page.goto(`/products/${piece.id}`);
    await see(page.getByText('was $20.00, now $15.00'));
    await see(page.locator('s', { hasText: '$20.00' }).first());
    await expectAccessible(page, 'a product page during a sale');
    await page.goto(`/shop/${maker.user.id}`);
    await see(page.getByRole('article', { name: piece.title }).getByText('was $20.00, now $15.00'));
  });
});
