import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, signInContext, signUpUser, unique, type ApiProduct } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { FUTURE_YEAR, shipToAddress } from './support/checkout';
import { cartBadge, eventually, gone, see, texts } from './support/ui';

async function fieldError(input: Locator): Promise<string | null> {
  const id = await input.getAttribute('aria-describedby');
  return id ? input.page().locator(`[id="${id}"]`).textContent() : null;
}

function paymentForm(page: Page) {
  const form = page.getByRole('form', { name: 'Payment' });
  return {
    form,
    name: form.getByLabel('Name on card'),
    card: form.getByLabel('Card number'),
    expiration: form.getByLabel('Expiration (MM/YY)'),
    cvv: form.getByLabel('CVV'),
    address: form.getByLabel('Billing address'),
    submit: form.getByRole('button', { name: 'Place order' }),
  };
}

async function fillValidCard(page: Page): Promise<void> {
  const form = paymentForm(page);
  await form.name.fill('Robin Tester');
  await form.card.fill('4242 4242 4242 4242');
  await form.expiration.fill(`12${FUTURE_YEAR}`);
  await form.cvv.fill('123');
  await form.address.fill('1 Market Street, Springfield');
}

/** Gives an address, fills a valid card, places the order and returns the order number shown. */
async function placeOrder(page: Page): Promise<string> {
  await shipToAddress(page);
  await fillValidCard(page);
  await paymentForm(page).submit.click();
  await page.waitForURL('**/successful-transaction');
  await see(page.getByRole('heading', { level: 1, name: 'Success! Here is your order number:' }));
  return ((await page.locator('.success-page__number').textContent()) ?? '').trim();
}

async function listedTitles(query: string): Promise<string[]> {
  const products = await new ApiClient().request<ApiProduct[]>('GET', `/api/products/?${query}`);
  return products.map((product) => product.title);
}

describe.skipIf(browserMissing)('checkout', () => {
  const browser = useBrowser();

  it('checks every card field, then buys: success page, lower stock, empty cart and the order listed', async () => {
    const seller = await signUpUser('jeweller');
    const ring = await seller.api.createProduct({
      title: unique('Checkout ring '),
      price: 19.99,
      inventory: 4,
      category_id: 4,
    });
    const { api } = await signUpUser('payer');
    await api.addToCart(ring.id, 2);
    const page = await openPage(browser.newContext, 'checkout validation and success');
    await signInContext(page.context(), api);

    await page.goto('/cart');
    await see(page.getByRole('heading', { level: 1, name: '1 item in your cart' }));
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await see(page.getByText('This is a practice checkout.'));
    await see(page.getByRole('note').getByText(/Do not enter real card details/));
    // The cart, read-only.
    const summary = page.getByRole('region', { name: 'Your order' });
    await see(summary.getByText(ring.title));
    await see(summary.getByText('Quantity: 2'));
    expect(await summary.getByRole('combobox').count()).toBe(0);
    expect(await texts(summary.locator('.checkout-summary__total span'))).toEqual(['Total', '$39.98']);
    await expectAccessible(page, 'the checkout page');

    const form = paymentForm(page);
    await form.submit.click();
    await eventually(() => fieldError(form.name)).toBe('Name is required.');
    expect(await fieldError(form.card)).toBe('Card number is required.');
    expect(await fieldError(form.expiration)).toBe('Card expiration date is required.');
    expect(await fieldError(form.cvv)).toBe('CVV is required.');
    expect(await fieldError(form.address)).toBe('Billing address is required.');
    expect(page.url()).toMatch(/\/checkout$/);
    await expectAccessible(page, 'the checkout page with its errors');

    await form.name.fill('Robin Tester');
    await eventually(() => fieldError(form.name)).toBeNull();
    await form.card.fill('4242 4242 42');
    await eventually(() => fieldError(form.card)).toBe('Invalid card number.');
    await form.card.fill('4242 4242 4242 4242 4242');
    await eventually(() => fieldError(form.card)).toBe('Invalid card number.');
    await form.card.fill('4242 4242 4242 4242');
    await eventually(() => fieldError(form.card)).toBeNull();

    // The slash is added when the field is left.
    await form.expiration.fill('1399');
    await form.expiration.blur();
    await eventually(() => form.expiration.inputValue()).toBe('13/99');
    await eventually(() => fieldError(form.expiration)).toBe('Invalid expiration date.');
    await form.expiration.fill('0120');
    await form.expiration.blur();
    await eventually(() => form.expiration.inputValue()).toBe('01/20');
    await eventually(() => fieldError(form.expiration)).toBe('Expiration date cannot be in the past.');
    await form.expiration.fill('1/2');
    await form.expiration.blur();
    await eventually(() => fieldError(form.expiration)).toBe('Invalid expiration date.');
    await form.expiration.fill(`12${FUTURE_YEAR}`);
    await form.expiration.blur();
    await eventually(() => form.expiration.inputValue()).toBe(`12/${FUTURE_YEAR}`);
    await eventually(() => fieldError(form.expiration)).toBeNull();

    await form.cvv.fill('12');
    await eventually(() => fieldError(form.cvv)).toBe('Invalid CVV.');
    await form.cvv.fill('12a');
    await eventually(() => fieldError(form.cvv)).toBe('Invalid CVV.');
    await form.cvv.fill('1234');
    await eventually(() => fieldError(form.cvv)).toBeNull();
    await form.submit.click();
    await eventually(() => fieldError(form.address)).toBe('Billing address is required.');
    expect(page.url()).toMatch(/\/checkout$/);

    const orderNumber = await placeOrder(page);
    expect(orderNumber).toMatch(/^\d{16}$/);
    await eventually(() => cartBadge(page)).toBeNull();
    await expectAccessible(page, 'the successful transaction page');

    // The stock went down by what was bought.
    const after = await api.product(ring.id);
    expect(after.inventory).toBe(2);
    await page.goto(`/products/${ring.id}`);
    await see(page.getByText('Only 2 left in stock!', { exact: true }));

    await page.goto('/cart');
    await see(page.getByRole('heading', { level: 1, name: 'Your cart is empty' }));

    await page.goto('/orders');
    const order = page.getByRole('article', { name: `Order ${orderNumber}` });
    await see(order);
    await see(order.getByRole('link', { name: ring.title }));
    expect(await texts(order.locator('tbody td'))).toEqual([ring.title, '2', '$19.99', '$39.98']);
    await see(order.getByText('Total $39.98'));
    await expectAccessible(page, 'the orders page');

    await page.goto('/successful-transaction');
    await see(page.getByRole('button', { name: 'Return to Homepage' }));
    await page.getByRole('button', { name: 'Return to Homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('buying the whole stock of a product sells it out: it leaves the grid and shows in the orders', async () => {
    const seller = await signUpUser('lastone');
    const lamp = await seller.api.createProduct({
      title: unique('Only lamp '),
      price: 55,
      inventory: 1,
      category_id: 1,
    });
    const { api } = await signUpUser('lastbuyer');
    const page = await openPage(browser.newContext, 'sold out');
    await signInContext(page.context(), api);

    await page.goto('/products/categories/1');
    const card = page.getByRole('article', { name: lamp.title });
    await see(card);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/cart');
    await see(page.getByRole('heading', { level: 1, name: '1 item in your cart' }));
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const orderNumber = await placeOrder(page);
    await eventually(() => cartBadge(page)).toBeNull();

    // Sold out: archived, so no list shows it any more.
    expect(await listedTitles('category=1')).not.toContain(lamp.title);
    await page.goto('/products/categories/1');
    await see(page.locator('article.product-card').first());
    expect(await page.getByRole('article', { name: lamp.title }).count()).toBe(0);
    await page.goto('/products');
    await see(page.locator('article.product-card').first());
    expect(await page.getByRole('article', { name: lamp.title }).count()).toBe(0);

    // Its page still answers (orders link to it), marked sold out and not for sale.
    await page.goto(`/products/${lamp.id}`);
    await see(page.getByRole('heading', { level: 1, name: lamp.title }));
    await see(page.getByText('Sold out', { exact: true }));
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);

    await page.goto('/orders');
    const order = page.getByRole('article', { name: `Order ${orderNumber}` });
    await see(order.getByRole('link', { name: lamp.title }));
    await gone(page.getByText('You have not ordered anything yet.'));
  });
});
