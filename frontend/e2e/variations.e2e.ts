import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, makePhoto, signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { pay, shipToAddress } from './support/checkout';
import { eventually, see } from './support/ui';

/** Adds an option in the listing form: its name, then its values one by one, each with Enter. */
async function addOption(page: Page, name: string, values: string[]): Promise<void> {
  await page.getByRole('button', { name: /^Add (an|a second) option$/ }).click();
  const option = page.getByRole('group', { name: /^Option \d$/ }).last();
  await option.getByLabel('Name', { exact: true }).fill(name);
  const input = option.getByLabel(/^New value/);
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
    await see(option.getByRole('listitem').filter({ hasText: value }));
  }
}

describe.skipIf(browserMissing)('variations and personalization', () => {
  const browser = useBrowser();

  it('a seller lists sizes × colours with a name to embroider; a buyer picks, types and buys; the queue shows it', async () => {
    const tailor = await signUpUser('tailor');
    const title = unique('Linen smock ');

    // The seller builds the listing in the browser: 3 sizes × 2 colours, a dearer large indigo, and a name.
    const sellerPage = await openPage(browser.newContext, 'variations seller');
    await signInContext(sellerPage.context(), tailor.api);
    await sellerPage.goto('/products/new');
    await sellerPage.getByLabel('Title').fill(title);
    await sellerPage.getByLabel('Description').fill('A loose linen smock, sewn to order in your size.');
    await sellerPage.getByLabel('Category').selectOption('5');
    await sellerPage
      .getByLabel('Choose preview photo')
      .setInputFiles({ name: 'smock.png', mimeType: 'image/png', buffer: await makePhoto(2) });
    await addOption(sellerPage, 'Size', ['S', 'M', 'L']);
    await addOption(sellerPage, 'Colour', ['Natural', 'Indigo']);
    expect(await sellerPage.getByLabel('Price (USD)').count()).toBe(0);
    expect(await sellerPage.getByRole('table').getByRole('rowheader').allTextContents()).toEqual([
      'S / Natural',
      'S / Indigo',
      'M / Natural',
      'M / Indigo',
      'L / Natural',
      'L / Indigo',
    ]);
    await sellerPage.getByLabel('Price for every combination (USD)').fill('40');
    await sellerPage.getByRole('button', { name: 'Set every price' }).click();
    await sellerPage.getByLabel('Stock for every combination').fill('5');
    await sellerPage.getByRole('button', { name: 'Set every stock' }).click();
    await sellerPage.getByLabel('Price (L / Indigo)').fill('46');
    await sellerPage.getByLabel('Offered (S / Natural)').uncheck();
    await see(sellerPage.getByText('From $40.00, 25 in stock over its variants.'));
    await sellerPage.getByLabel('Ask the buyer for text, like a name to engrave').check();
    await sellerPage.getByLabel('Prompt').fill('Name to embroider');
    await sellerPage.getByLabel('Longest text (characters)').fill('12');
    await sellerPage.getByLabel('Required: the buyer cannot order without it').check();
    await expectAccessible(sellerPage, 'the listing form with a variant grid');
    await sellerPage.getByRole('button', { name: 'Create product' }).click();
    await sellerPage.waitForURL(/\/products\/\d+$/);
    const productId = Number(new URL(sellerPage.url()).pathname.split('/').pop());
    await see(sellerPage.getByText('From $40.00'));

    const listed = await new ApiClient().product(productId);
    expect(listed).toMatchObject({ price: 40, price_max: 46, inventory: 25 });
    expect(listed.variants.map((variant) => variant.option_values.join('/'))).toEqual([
      'S/Indigo',
      'M/Natural',
      'M/Indigo',
      'L/Natural',
      'L/Indigo',
    ]);

    // The buyer chooses a size and a colour, types a name, and buys it.
    const buyer = await signUpUser('smockbuyer');
    const buyerPage = await openPage(browser.newContext, 'variations buyer');
    await signInContext(buyerPage.context(), buyer.api);
    await buyerPage.goto(`/products/${productId}`);
    await see(buyerPage.getByRole('heading', { level: 1, name: title }));
    await buyerPage.getByRole('button', { name: 'Add to Cart' }).click();
    await see(buyerPage.getByText('Choose the options first.'));
    const size = buyerPage.getByLabel('Size', { exact: true });
    const colour = buyerPage.getByLabel('Colour', { exact: true });
    await size.selectOption('S');
    expect(await colour.locator('option', { hasText: 'Natural' }).isDisabled()).toBe(true);
    await size.selectOption('L');
    await colour.selectOption('Indigo');
    await see(buyerPage.locator('.buy-box__price').getByText('$46.00', { exact: true }));
    await size.selectOption('M');
    await see(buyerPage.locator('.buy-box__price').getByText('$40.00', { exact: true }));
    await see(buyerPage.getByText('Only 5 left in stock!'));
    await buyerPage.getByLabel('Name to embroider').fill('Robin & Co');
    await expectAccessible(buyerPage, 'the product page with options and a name');
    await buyerPage.getByRole('button', { name: 'Add to Cart' }).click();
    await buyerPage.waitForURL('**/cart');
    const line = buyerPage.getByRole('article', { name: title });
    await see(line.getByText('Size: M · Colour: Indigo'));
    await see(line.getByText('Personalization: Robin & Co'));
    await expectAccessible(buyerPage, 'the cart with a variant');
    await buyerPage.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await shipToAddress(buyerPage);
    await see(buyerPage.getByText('Size: M · Colour: Indigo'));
    const orderNumber = await pay(buyerPage);
    const bought = (await new ApiClient().product(productId)).variants.find(
      (variant) => variant.option_values.join('/') === 'M/Indigo',
    );
    expect(bought?.inventory).toBe(4);

    // The seller's queue shows what to make: the values and the name as typed.
    await sellerPage.goto('/shop-manager');
    const card = sellerPage
      .getByRole('list', { name: 'Orders to ship' })
      .getByRole('article')
      .filter({ hasText: orderNumber });
    await see(card.getByRole('link', { name: title }));
    await see(card.getByText('M · Indigo'));
    await see(card.getByText('Personalization: Robin & Co'));
    await eventually(() => card.count()).toBe(1);
  });
});
