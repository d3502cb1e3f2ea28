import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seededProduct, signInContext, signUpUser, unique, type ApiClient } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { accountButton, dialog, eventually, gone, see } from './support/ui';

const EMPTY_FAVORITES = 'Start favoriting items to compare, shop, and keep track of things you love.';

/** Waits for the banner, checks it is still there after a second, then that it is gone about 2 s after it came. */
async function expectBriefBanner(page: Page, text: string): Promise<void> {
  const banner = page.getByRole('status').filter({ hasText: text });
  await see(banner);
  const shownAt = Date.now();
  await page.waitForTimeout(1000);
  expect(await banner.count(), `"${text}" should still show after 1 s`).toBe(1);
  await banner.waitFor({ state: 'detached', timeout: 4000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThanOrEqual(1500);
  expect(elapsed).toBeLessThan(3500);
}

async function favoriteIds(api: ApiClient): Promise<number[]> {
  const favorites = await api.request<{ product_id: number }[]>('GET', '/api/favorites/current');
  return favorites.map((favorite) => favorite.product_id);
}

describe.skipIf(browserMissing)('favorites', () => {
  const browser = useBrowser();

  it('favorites from the product page and the grid with brief banners, and lists them under Your Favorites', async () => {
    const beanie = await seededProduct('Sage Merino Beanie');
    const mittens = await seededProduct('Chevron Mittens with Ribbed Cuffs');
    const { api } = await signUpUser('fan');
    const page = await openPage(browser.newContext, 'favorite and unfavorite');
    await signInContext(page.context(), api);

    await page.goto('/favorites');
    await see(page.getByRole('heading', { level: 1, name: 'Your Favorites' }));
    await see(page.getByText(EMPTY_FAVORITES));
    await expectAccessible(page, 'the empty favorites page');

    await page.goto(`/products/${beanie.id}`);
    await see(page.getByRole('heading', { level: 1, name: beanie.title }));
    await page.getByRole('button', { name: `Add ${beanie.title} to favorites` }).click();
    await expectBriefBanner(page, 'Added to your favorites');
    const activeHeart = page.getByRole('button', { name: `Remove ${beanie.title} from favorites` });
    expect(await activeHeart.getAttribute('aria-pressed')).toBe('true');
    expect(await favoriteIds(api)).toEqual([beanie.id]);

    await page.goto('/products/categories/5');
    const card = page.getByRole('article', { name: mittens.title });
    await card.getByRole('button', { name: `Add ${mittens.title} to favorites` }).click();
    await see(page.getByRole('status').filter({ hasText: 'Added to your favorites' }));
    await see(card.getByRole('button', { name: `Remove ${mittens.title} from favorites` }));
    // The beanie's card shows its heart filled as well.
    await see(
      page
        .getByRole('article', { name: beanie.title })
        .getByRole('button', { name: `Remove ${beanie.title} from favorites` }),
    );

    await accountButton(page).click();
    await page.getByRole('link', { name: 'Your Favorites' }).click();
    await page.waitForURL('**/favorites');
    await see(page.getByRole('heading', { level: 1, name: 'Your Favorites' }));
    const favorite = page.getByRole('article', { name: beanie.title });
    await see(favorite);
    await see(page.getByRole('article', { name: mittens.title }));
    await see(favorite.getByRole('img', { name: `Rated ${beanie.seller.seller_rating} out of 5` }));
    expect(await favorite.locator('.product-card__price').textContent()).toBe(`$${beanie.price.toFixed(2)}`);
    await see(favorite.getByRole('button', { name: 'Add to cart' }));
    await expectAccessible(page, 'the favorites page');

    // Unfavorite from the list: the "removed" banner, and the card leaves.
    await favorite.getByRole('button', { name: `Remove ${beanie.title} from favorites` }).click();
    await expectBriefBanner(page, 'Removed from your favorites');
    await gone(page.getByRole('article', { name: beanie.title }));
    await page
      .getByRole('article', { name: mittens.title })
      .getByRole('button', { name: `Remove ${mittens.title} from favorites` })
      .click();
    await see(page.getByText(EMPTY_FAVORITES));
    await eventually(() => favoriteIds(api)).toEqual([]);

    // The page reads the server again on a reload: still empty.
    await page.reload();
    await see(page.getByText(EMPTY_FAVORITES));
  });

  it('refuses one’s own product for the heart and Add to cart with Action Restricted, and shows its page without them', async () => {
    const { api } = await signUpUser('maker');
    const own = await api.createProduct({ title: unique('Own teapot ') });
    const page = await openPage(browser.newContext, 'own product restricted');
    await signInContext(page.context(), api);

    const expectRestricted = async () => {
      const modal = dialog(page, 'Action Restricted');
      await see(modal.getByText('Unfortunately, you cannot add your own product.', { exact: true }));
      await modal.getByRole('button', { name: 'OK' }).click();
      await gone(modal);
    };

    await page.goto('/products');
    const card = page.getByRole('article', { name: own.title });
    await card.getByRole('button', { name: `Add ${own.title} to favorites` }).click();
    const modal = dialog(page, 'Action Restricted');
    await see(modal);
    await expectAccessible(page, 'the Action Restricted modal');
    await expectRestricted();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expectRestricted();
    expect(page.url()).toMatch(/\/products$/);

    // Its own page offers the seller their listing's figures and Edit listing instead.
    await card.getByRole('link', { name: own.title }).click();
    await see(page.getByRole('heading', { level: 1, name: own.title }));
    await see(page.getByRole('region', { name: 'Your listing' }));
    expect(await page.getByRole('button', { name: `Add ${own.title} to favorites` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);

    expect(await favoriteIds(api)).toEqual([]);
    const cart = await api.request<{ cart_items: unknown[] }>('GET', '/api/cart');
    expect(cart.cart_items).toEqual([]);
  });
});
