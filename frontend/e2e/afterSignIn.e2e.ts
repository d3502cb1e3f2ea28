import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpUser, unique, type ApiClient, type TestUser } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { cartBadge, dialog, eventually, gone, see } from './support/ui';

const SIGN_IN_LEAD = 'Before you do that...';

/** Signs in with the Sign In modal a signed-out action opened. */
async function signInFromLead(page: Page, user: TestUser): Promise<void> {
  const modal = dialog(page, 'Sign In');
  await see(modal.getByText(SIGN_IN_LEAD));
  await modal.getByLabel('Email').fill(user.email);
  await modal.getByLabel('Password').fill(user.password);
  await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
  await gone(modal);
}

async function favoriteIds(api: ApiClient): Promise<number[]> {
  const favorites = await api.request<{ product_id: number }[]>('GET', '/api/favorites/current');
  return favorites.map((favorite) => favorite.product_id);
}

describe.skipIf(browserMissing)('finishing what a visitor started, once signed in', () => {
  const browser = useBrowser();

  it('adds the product to the cart after signing in from Add to Cart', async () => {
    const seller = await signUpUser('weaver');
    const rug = await seller.api.createProduct({ title: unique('Pending rug '), price: 40, inventory: 4 });
    const { user, api } = await signUpUser('visitor');
    const page = await openPage(browser.newContext, 'add to cart after sign-in');

    await page.goto(`/products/${rug.id}`);
    await see(page.getByRole('heading', { level: 1, name: rug.title }));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await signInFromLead(page, user);

    await page.waitForURL('**/cart');
    await see(page.getByRole('heading', { level: 1, name: '1 item in your cart' }));
    await see(page.getByRole('article', { name: rug.title }));
    await eventually(() => cartBadge(page)).toBe('1');
    // The pressed button is gone with its page: the keyboard starts again at the cart's heading.
    await eventually(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const cart = await api.request<{ cart_items: { product_id: number }[] }>('GET', '/api/cart');
    expect(cart.cart_items.map((item) => item.product_id)).toEqual([rug.id]);
    await expectAccessible(page, 'the cart after signing in from Add to Cart');
  });

  it('favorites the product after signing in from the heart, and leaves focus on the heart', async () => {
    const seller = await signUpUser('carver');
    const spoon = await seller.api.createProduct({ title: unique('Pending spoon ') });
    const { user, api } = await signUpUser('visitor');
    const page = await openPage(browser.newContext, 'favorite after sign-in');

    await page.goto(`/products/${spoon.id}`);
    const heart = page.getByRole('button', { name: `Add ${spoon.title} to favorites` });
    await heart.click();
    await signInFromLead(page, user);

    await see(page.getByRole('status').filter({ hasText: 'Added to your favorites' }));
    await eventually(() => favoriteIds(api)).toEqual([spoon.id]);
    await eventually(() =>
      page
        .getByRole('button', { name: new RegExp(spoon.title) })
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe(
      'true',
    );
    expect(page.url()).toMatch(new RegExp(`/products/${spoon.id}$`));
  });

  it('does nothing more when the visitor closes Sign In instead', async () => {
    const seller = await signUpUser('potter');
    const mug = await seller.api.createProduct({ title: unique('Abandoned mug ') });
    const { user, api } = await signUpUser('visitor');
    const page = await openPage(browser.newContext, 'closed sign-in');

    await page.goto(`/products/${mug.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const modal = dialog(page, 'Sign In');
    await see(modal);
    await page.keyboard.press('Escape');
    await gone(modal);

    await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
    const again = dialog(page, 'Sign In');
    await again.getByLabel('Email').fill(user.email);
    await again.getByLabel('Password').fill(user.password);
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await gone(again);
    await see(page.getByRole('button', { name: 'Your account' }));
    expect(page.url()).toMatch(new RegExp(`/products/${mug.id}$`));
    const cart = await api.request<{ cart_items: unknown[] }>('GET', '/api/cart');
    expect(cart.cart_items).toEqual([]);
  });
});
