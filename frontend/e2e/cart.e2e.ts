import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique, type ApiProduct } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { cartBadge, cartLink, eventually, gone, see, texts } from './support/ui';

const line = (page: Page, product: ApiProduct) => page.getByRole('article', { name: product.title });
const total = (page: Page) => page.locator('.cart-summary__total span').nth(1).textContent();

async function addFromProductPage(page: Page, product: ApiProduct): Promise<void> {
  await page.goto(`/products/${product.id}`);
  await see(page.getByRole('heading', { level: 1, name: product.title }));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL('**/cart');
}

describe.skipIf(browserMissing)('the cart', () => {
  const browser = useBrowser();

  it('adds, counts, changes quantities, removes a line and clears the cart, with the badge following', async () => {
    const seller = await signUpUser('potter');
    const bowl = await seller.api.createProduct({ title: unique('Cart bowl '), price: 12.5, inventory: 5 });
    const spoon = await seller.api.createProduct({ title: unique('Cart spoon '), price: 7.25, inventory: 3 });
    const { api } = await signUpUser('buyer');
    const page = await openPage(browser.newContext, 'cart flow');
    await signInContext(page.context(), api);

    await page.goto('/cart');
    await see(page.getByRole('heading', { level: 1, name: 'Your cart is empty' }));
    await see(page.getByRole('link', { name: 'Discover products' }));
    expect(await cartBadge(page)).toBeNull();
    await expectAccessible(page, 'the empty cart');

    await addFromProductPage(page, bowl);
    await see(page.getByRole('heading', { level: 1, name: '1 item in your cart' }));
    await eventually(() => cartBadge(page)).toBe('1');
    await see(cartLink(page).and(page.getByRole('link', { name: 'Cart, 1 item' })));
    expect(await line(page, bowl).locator('.cart-line__total').textContent()).toBe('$12.50');

    // Continue Shopping goes back one page: the product just added.
    await page.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.waitForURL(`**/products/${bowl.id}`);

    await addFromProductPage(page, spoon);
    await see(page.getByRole('heading', { level: 1, name: '2 items in your cart' }));
    await eventually(() => cartBadge(page)).toBe('2');
    expect(await total(page)).toBe('$19.75');
    await see(page.getByRole('link', { name: 'Proceed to Checkout' }));
    await see(page.getByRole('button', { name: 'Clear Cart' }));
    await expectAccessible(page, 'the cart with two lines');

    // The dropdown offers 1 to the stock.
    const quantity = line(page, bowl).getByLabel(`Quantity of ${bowl.title}`);
    expect(await texts(quantity.locator('option'))).toEqual(['1', '2', '3', '4', '5']);
    await quantity.selectOption('3');
    await eventually(() => line(page, bowl).locator('.cart-line__total').textContent()).toBe('$37.50');
    expect(await line(page, bowl).locator('.cart-line__each').textContent()).toBe('$12.50 each');
    await eventually(() => total(page)).toBe('$44.75');
    // Still two lines: the badge counts lines, not pieces.
    expect(await cartBadge(page)).toBe('2');

    // The change was saved.
    await page.reload();
    await eventually(() => line(page, bowl).getByLabel(`Quantity of ${bowl.title}`).inputValue()).toBe('3');
    await eventually(() => total(page)).toBe('$44.75');

    await line(page, spoon)
      .getByRole('button', { name: `Remove ${spoon.title}` })
      .click();
    await gone(line(page, spoon));
    await see(page.getByRole('heading', { level: 1, name: '1 item in your cart' }));
    await eventually(() => cartBadge(page)).toBe('1');
    await eventually(() => total(page)).toBe('$37.50');

    // Adding a product already in the cart sets its quantity (1) rather than adding a line.
    await addFromProductPage(page, bowl);
    await see(page.getByRole('heading', { level: 1, name: '1 item in your cart' }));
    await eventually(() => line(page, bowl).getByLabel(`Quantity of ${bowl.title}`).inputValue()).toBe('1');
    await eventually(() => total(page)).toBe('$12.50');

    await addFromProductPage(page, spoon);
    await see(page.getByRole('heading', { level: 1, name: '2 items in your cart' }));
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await see(page.getByRole('heading', { level: 1, name: 'Your cart is empty' }));
    await eventually(() => cartBadge(page)).toBeNull();
    const cart = await api.request<{ cart_items: unknown[] }>('GET', '/api/cart');
    expect(cart.cart_items).toEqual([]);
  });

  it('adds to the cart from a grid card', async () => {
    const seller = await signUpUser('weaver');
    const scarf = await seller.api.createProduct({ title: unique('Grid scarf '), price: 40, category_id: 5 });
    const { api } = await signUpUser('gridbuyer');
    const page = await openPage(browser.newContext, 'add from grid');
    await signInContext(page.context(), api);
    await page.goto('/products/categories/5');
    await page
      .getByRole('article', { name: scarf.title })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await page.waitForURL('**/cart');
    await see(page.getByRole('heading', { level: 1, name: '1 item in your cart' }));
    await see(line(page, scarf));
    expect(await line(page, scarf).getByText(`Sold by ${seller.user.username}`).count()).toBe(1);
    await eventually(() => cartBadge(page)).toBe('1');
  });
});
