import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { pay, shipToAddress } from './support/checkout';
import { eventually, see, texts } from './support/ui';

/** Gives an address, pays for the cart with a valid practice card and waits for the success page. */
async function placeOrder(page: Page): Promise<void> {
  await shipToAddress(page);
  await pay(page);
}

/** The CSV's rows as objects keyed by its header (no field of these tests holds a comma or a quote). */
function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = text.trim().split('\r\n');
  const names = (header ?? '').split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [names[i], value])));
}

describe.skipIf(browserMissing)('shop manager', () => {
  const browser = useBrowser();

  it('a buyer buys and opens the order; the seller sees the sale at once, and the chart matches the CSV', async () => {
    const seller = await signUpUser('maker');
    const vase = await seller.api.createProduct({ title: unique('Sold vase '), price: 12.5, inventory: 8 });
    const low = await seller.api.createProduct({ title: unique('Last candles '), price: 9, inventory: 3 }, 0);
    const buyer = await signUpUser('patron');
    await buyer.api.request('POST', '/api/cart/add', { product_id: vase.id, quantity: 2 });

    // The buyer pays, and goes from the success page to the order.
    const page = await openPage(browser.newContext, 'buyer order page');
    await signInContext(page.context(), buyer.api);
    await page.goto('/checkout');
    await placeOrder(page);
    const orderNumber = ((await page.locator('.success-page__number').textContent()) ?? '').trim();
    await page.getByRole('link', { name: 'View your order' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    await see(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }));
    const line = page.locator('.order-line');
    await see(line.getByRole('link', { name: vase.title }));
    expect(await texts(line.locator('.order-line__math'))).toEqual(['$12.50 × 2']);
    expect(await texts(line.locator('.order-line__total'))).toEqual(['Line total $25.00']);
    await see(line.locator('img'));
    await see(page.getByText('Order total $25.00'));
    await expectAccessible(page, 'the order page');
    // The orders list links to it too.
    await page.goto('/orders');
    await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await page.waitForURL(/\/orders\/\d+$/);

    // The seller sees the sale at once.
    const shop = await openPage(browser.newContext, 'seller shop manager');
    await signInContext(shop.context(), seller.api);
    await shop.goto('/');
    await shop.getByRole('button', { name: /Your account/ }).click();
    await shop.getByRole('link', { name: 'Shop Manager' }).click();
    await shop.waitForURL('**/shop-manager');
    const orders = shop.getByRole('region', { name: 'Orders received' });
    await see(orders.getByRole('cell', { name: orderNumber }));
    await see(orders.getByRole('cell', { name: buyer.user.username }));
    await see(shop.getByRole('img', { name: /Sales over the last 30 days/ }));
    const low_stock = shop.getByRole('region', { name: 'Low stock' });
    await see(low_stock.getByRole('link', { name: `Edit ${low.title}` }));
    await see(low_stock.getByText('3 left'));

    await shop.getByRole('button', { name: 'Show as a table' }).click();
    const table = shop.getByRole('table', { name: 'Sales by day over the last 30 days' });
    await see(table);
    const totals = await texts(table.locator('tfoot td'));
    expect(totals).toEqual(['1', '2', '$25.00']);
    await expectAccessible(shop, 'the Shop manager');

    const [download] = await Promise.all([
      shop.waitForEvent('download'),
      shop.getByRole('link', { name: /Download orders of the last 30 days/ }).click(),
    ]);
    const csv = parseCsv(await fs.readFile((await download.path())!, 'utf8'));
    const cents = csv.reduce((sum, row) => sum + Math.round(Number(row.line_total) * 100), 0);
    const units = csv.reduce((sum, row) => sum + Number(row.quantity), 0);
    expect([
      String(new Set(csv.map((row) => row.order_number)).size),
      String(units),
      `$${(cents / 100).toFixed(2)}`,
    ]).toEqual(totals);
    expect(csv[0]).toMatchObject({
      order_number: orderNumber,
      buyer: buyer.user.username,
      title: vase.title,
    });

    // The seller says who they are; the shop page and the product's seller card show it.
    await shop.getByLabel('Bio').fill('Vases thrown on a kick wheel.');
    await shop.getByRole('textbox', { name: 'Location' }).fill('Porto');
    await shop.getByRole('button', { name: 'Save shop profile' }).click();
    await see(shop.getByText('Your shop profile is saved.'));
    await shop.getByRole('link', { name: 'View your shop page' }).click();
    await see(shop.getByRole('heading', { level: 1, name: 'Robin Tester' }));
    await see(shop.getByText('Vases thrown on a kick wheel.'));
    await see(shop.getByText('Porto'));
    await see(shop.getByText('2 sales'));
    await expectAccessible(shop, 'the shop page');
    await shop.goto(`/products/${vase.id}`);
    const card = shop.getByRole('region', { name: 'About the seller' });
    await see(card.getByText('2 sales', { exact: false }));
    await see(card.getByRole('link', { name: `Visit ${seller.user.username}’s shop` }));
    await expectAccessible(shop, 'the product page with its seller card');
  });

  it('keeps another buyer out of an order', async () => {
    const seller = await signUpUser('maker');
    const cup = await seller.api.createProduct({ title: unique('Private cup '), inventory: 5 }, 0);
    const buyer = await signUpUser('patron');
    await buyer.api.request('POST', '/api/cart/add', { product_id: cup.id });
    const bought = await buyer.api.request<{ order: { id: number } }>(
      'PUT',
      '/api/products/successful-transaction',
    );
    const other = await signUpUser('nosy');
    const page = await openPage(browser.newContext, 'someone else’s order');
    await signInContext(page.context(), other.api);
    await page.goto(`/orders/${bought.order.id}`);
    await see(page.getByRole('heading', { level: 1, name: "Order couldn't be found" }));
    await eventually(() => page.getByText(cup.title).count()).toBe(0);
  });
});

describe.skipIf(browserMissing)('shop manager and order pages on a 360 px phone', () => {
  const browser = useBrowser({ width: 360, height: 740 });

  it('fit without sideways scrolling', async () => {
    const seller = await signUpUser('maker');
    const bowl = await seller.api.createProduct({
      title: unique('A bowl with a long name that wraps '),
      inventory: 9,
    });
    const buyer = await signUpUser('patron');
    await buyer.api.request('POST', '/api/cart/add', { product_id: bowl.id, quantity: 2 });
    const bought = await buyer.api.request<{ order: { id: number } }>(
      'PUT',
      '/api/products/successful-transaction',
    );
    const sideways = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    const page = await openPage(browser.newContext, 'phone order page');
    await signInContext(page.context(), buyer.api);
    await page.goto(`/orders/${bought.order.id}`);
    await see(page.getByRole('link', { name: bowl.title }));
    expect(await sideways(page)).toBe(0);

    const shop = await openPage(browser.newContext, 'phone shop manager');
    await signInContext(shop.context(), seller.api);
    await shop.goto('/shop-manager');
    await see(shop.getByRole('region', { name: 'Orders received' }).getByText(buyer.user.username));
    await see(shop.getByRole('img', { name: /Sales over/ }));
    await shop.getByRole('button', { name: 'Show as a table' }).click();
    expect(await sideways(shop)).toBe(0);
    await expectAccessible(shop, 'the Shop manager on a phone');
  });
});
