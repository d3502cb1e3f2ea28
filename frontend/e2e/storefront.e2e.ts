import { CATEGORIES } from '@handmade/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { baseUrl, browserMissing, openPage, useBrowser } from './support/browser';
import { eventually, gone, see } from './support/ui';

/** The transform the viewer puts on its photo: `scale(n)` tells the zoom. */
const zoomOf = async (page: Page) =>
  page.locator('.photo-viewer__stage img').evaluate((img) => (img as HTMLElement).style.transform);

describe.skipIf(browserMissing)('the storefront around the spec', () => {
  const browser = useBrowser();

  it('opens a photo full size, zooms by keys, buttons and click, steps between photos and closes on Escape', async () => {
    const { api } = await signUpUser('zoomer');
    const product = await api.createProduct({ title: unique('Zoomed vase ') }, 3);
    const page = await openPage(browser.newContext, 'photo viewer');
    await page.goto(`/products/${product.id}`);
    const open = page.getByRole('button', { name: 'View full size' });
    await see(open);
    await open.click();

    const viewer = page.getByRole('dialog', { name: `${product.title}: full-size photos` });
    await see(viewer);
    // The full-size variant, not the gallery's medium one.
    expect(await viewer.locator('img').getAttribute('src')).toMatch(/\/1600\.webp$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Close full-size view');
    await expectAccessible(page, 'the full-size photo viewer');

    expect(await zoomOf(page)).toContain('scale(1)');
    await page.keyboard.press('+');
    await eventually(() => zoomOf(page)).toContain('scale(2)');
    await page.keyboard.press('+');
    await eventually(() => zoomOf(page)).toContain('scale(3)');
    await page.keyboard.press('-');
    await eventually(() => zoomOf(page)).toContain('scale(2)');
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await eventually(() => zoomOf(page)).toContain('scale(1)');
    expect(await viewer.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await eventually(() => zoomOf(page)).toContain('scale(2)');

    // A click on the photo zooms further; a drag moves the zoomed photo.
    const stage = viewer.locator('.photo-viewer__stage');
    const box = (await stage.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await eventually(() => zoomOf(page)).toContain('scale(3)');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    await eventually(() => zoomOf(page)).toMatch(/translate\(\d+(\.\d+)?px, \d+(\.\d+)?px\) scale\(3\)/);

    // Arrows go to the next photo, at the fitted size.
    await see(viewer.getByText('Image 1 of 3'));
    await page.keyboard.press('ArrowRight');
    await see(viewer.getByText('Image 2 of 3'));
    expect(await zoomOf(page)).toContain('scale(1)');
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await see(viewer.getByText('Image 3 of 3'));

    await page.keyboard.press('Escape');
    await gone(viewer);
    // Focus is back on the photo that opened the viewer, which now shows the photo last viewed.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('View full size');
    await see(
      page.getByRole('button', { name: 'Show image 3 of 3' }).and(page.locator('[aria-current="true"]')),
    );
  });

  it("shows more from the seller's shop, without the product on screen", async () => {
    const { user, api } = await signUpUser('shopkeeper');
    const shown = await api.createProduct({ title: unique('Shown bowl ') });
    const others = [
      await api.createProduct({ title: unique('Other cup ') }),
      await api.createProduct({ title: unique('Other plate ') }),
    ];
    const page = await openPage(browser.newContext, 'more from this shop');
    await page.goto(`/products/${shown.id}`);
    const section = page.getByRole('region', { name: 'More from this shop' });
    await section.scrollIntoViewIfNeeded();
    for (const other of others) await see(section.getByRole('link', { name: new RegExp(other.title) }));
    expect(await section.getByRole('link', { name: new RegExp(shown.title) }).count()).toBe(0);
    await see(section.getByRole('link', { name: `See all from ${user.username}` }));
    await expectAccessible(page, 'the product page with more from the shop');

    await section.getByRole('link', { name: new RegExp(others[0]!.title) }).click();
    await page.waitForURL(`**/products/${others[0]!.id}`);
    await see(page.getByRole('heading', { level: 1, name: others[0]!.title }));
  });

  it('offers the seller "Edit listing" on their own product, and nobody else', async () => {
    const { api } = await signUpUser('owner');
    const product = await api.createProduct({ title: unique('Own candle ') });

    const owner = await browser.newContext();
    await signInContext(owner, api);
    const page = await openPage(async () => owner, 'edit link for the owner');
    await page.goto(`/products/${product.id}`);
    const edit = page.getByRole('link', { name: 'Edit listing' });
    await see(edit);
    // The listing's figures instead of Add to Cart and the heart, which would only say no.
    const own = page.getByRole('region', { name: 'Your listing' });
    await see(own.getByText('In stock'));
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await edit.click();
    await page.waitForURL(`**/products/${product.id}/edit`);

    const { api: shopper } = await signUpUser('browser');
    const other = await browser.newContext();
    await signInContext(other, shopper);
    const otherPage = await openPage(async () => other, 'no edit link for others');
    await otherPage.goto(`/products/${product.id}`);
    await see(otherPage.getByRole('heading', { level: 1, name: product.title }));
    expect(await otherPage.getByRole('link', { name: 'Edit listing' }).count()).toBe(0);
  });

  it('shows the five categories as tiles and the newest listings below the landing content', async () => {
    const page = await openPage(browser.newContext, 'landing tiles');
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Shop by category' });
    await see(tiles);
    for (const category of CATEGORIES) {
      await see(tiles.getByRole('link', { name: category.name, exact: true }));
    }
    const newest = await new ApiClient().request<{ id: number; title: string }[]>(
      'GET',
      '/api/products?limit=3',
    );
    const listings = page.getByRole('region', { name: 'New listings' });
    await see(listings.getByRole('link', { name: newest[0]!.title, exact: true }));
    await eventually(() => tiles.locator('img').count()).toBe(CATEGORIES.length);
    await expectAccessible(page, 'the landing page with tiles and new listings');

    await tiles.getByRole('link', { name: 'Jewelry', exact: true }).click();
    await page.waitForURL('**/products/categories/4');
    await see(page.getByRole('heading', { level: 1, name: 'Jewelry' }));
    await expect.poll(() => page.title()).toBe('Jewelry | Handmade Market');
  });

  it('serves a product link with its own title and link preview before any script runs', async () => {
    const { api } = await signUpUser('sharer');
    const product = await api.createProduct({ title: unique('Shared scarf ') });
    const res = await fetch(`${baseUrl}/products/${product.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="${product.title}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/1600\.webp" \/>/);
  });
});

describe.skipIf(browserMissing)('the photo viewer on a phone (360 x 740)', () => {
  const browser = useBrowser({ width: 360, height: 740 });

  it('fills the screen, keeps its controls in reach, zooms on a tap and closes', async () => {
    const { api } = await signUpUser('phoner');
    const product = await api.createProduct({ title: unique('Pocket pouch ') }, 2);
    const page = await openPage(browser.newContext, 'photo viewer on a phone');
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'View full size' }).click();
    const viewer = page.getByRole('dialog', { name: `${product.title}: full-size photos` });
    await see(viewer);
    for (const name of ['Zoom out', 'Zoom in', 'Close full-size view', 'Previous image', 'Next image']) {
      const box = (await viewer.getByRole('button', { name }).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    const stage = (await viewer.locator('.photo-viewer__stage').boundingBox())!;
    await page.mouse.click(stage.x + stage.width / 2, stage.y + stage.height / 2);
    await eventually(() => zoomOf(page)).toContain('scale(2)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'the photo viewer on a phone');
    await viewer.getByRole('button', { name: 'Close full-size view' }).click();
    await gone(viewer);
  });
});
