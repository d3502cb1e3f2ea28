import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, type ApiClient, type ApiProduct, type TestUser } from './support/api';
import { expectAccessible } from './support/axe';
import { baseUrl, browserMissing, openPage, useBrowser } from './support/browser';
import { eventually, see, texts } from './support/ui';

/**
 * A made-up word of letters only, used by no other product: the search vocabulary keeps letters only, and
 * without vowels, s or y the English stemmer leaves it as it is.
 */
const LETTERS = 'bcdfghjkmnpqrtvwxz';
const word = () => Array.from({ length: 9 }, () => LETTERS[randomInt(LETTERS.length)]).join('');

const PHONE = { width: 360, height: 740 };

const cardTitles = (page: Page) => texts(page.locator('article.product-card .product-card__title'));
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for anything' });

interface Catalogue {
  seller: { user: TestUser; api: ApiClient };
  tag: string;
  /** Titles by price: $10 (rated 5 stars), $30, $50; all in Crafting. */
  cheap: ApiProduct;
  middle: ApiProduct;
  dear: ApiProduct;
}

async function makeCatalogue(prefix: string): Promise<Catalogue> {
  const seller = await signUpUser(prefix);
  const buyer = await signUpUser(`${prefix}b`);
  const tag = word();
  const make = (title: string, price: number) =>
    seller.api.createProduct({ title: `${title} ${tag}`, price, category_id: 3 }, 1);
  const cheap = await make('Beeswax candle', 10);
  const middle = await make('Linen tote', 30);
  const dear = await make('Walnut tray', 50);
  await buyer.api.writeReview(cheap.id, 5, 'Burns slowly and smells of honey.');
  // The search box completes a listing's words once the catalogue's vocabulary, refreshed in the background
  // after a listing is written, has them.
  const suggestions = async () =>
    JSON.stringify(await (await fetch(`${baseUrl}/api/search/suggest?q=${tag.slice(0, 5)}`)).json());
  await vi.waitFor(async () => expect(await suggestions()).toContain(tag), {
    timeout: 60_000,
    interval: 200,
  });
  return { seller, tag, cheap, middle, dear };
}

describe.skipIf(browserMissing)('discovery on a laptop', () => {
  const browser = useBrowser();
  let catalogue: Catalogue;

  beforeAll(async () => {
    if (!browserMissing) catalogue = await makeCatalogue('finder');
  });

  it('suggests as the user types, and a suggestion picked by keyboard opens its search', async () => {
    const page = await openPage(browser.newContext, 'suggestions by keyboard');
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially(catalogue.tag.slice(0, 5));
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const option = listbox.getByRole('option', { name: new RegExp(catalogue.tag) });
    await see(option);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await see(
      page
        .getByRole('search')
        .getByRole('status')
        .filter({ hasText: /suggestions? available/ }),
    );
    await expectAccessible(page, 'the search box with its suggestions open');

    await box.press('ArrowDown');
    const optionId = await listbox.getByRole('option').first().getAttribute('id');
    expect(await box.getAttribute('aria-activedescendant')).toBe(optionId);
    await box.press('Enter');
    await page.waitForURL(`**/products?q=${catalogue.tag}`);
    await see(page.getByRole('heading', { level: 1, name: `Results for “${catalogue.tag}”` }));
    await eventually(() => cardTitles(page)).toEqual([
      catalogue.dear.title,
      catalogue.middle.title,
      catalogue.cheap.title,
    ]);
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    // Esc closes the list and leaves the words; Enter then searches for them as typed.
    await box.fill('');
    await box.pressSequentially(catalogue.tag.slice(0, 6));
    await see(listbox.getByRole('option').first());
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe(catalogue.tag.slice(0, 6));
    await box.press('Enter');
    await page.waitForURL(`**/products?q=${catalogue.tag.slice(0, 6)}`);
  });

  it('says when a search finds nothing, and leads back to the catalogue', async () => {
    const page = await openPage(browser.newContext, 'no results');
    const nothing = `${word()} ${word()}`;
    await page.goto(`/products?q=${encodeURIComponent(nothing)}`);
    await see(page.getByRole('heading', { level: 2, name: `No results for “${nothing}”` }));
    expect(await page.getByText('No products for sell. Please check back later.').count()).toBe(0);
    await expectAccessible(page, 'a search without results');
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await page.waitForURL(/\/products$/);
    await see(page.getByRole('heading', { level: 1, name: 'All Products' }));
    await eventually(() => page.locator('article.product-card').count()).toBeGreaterThan(0);
  });

  it('keeps price, rating and sort in the address, so the back button and a shared link give the same grid', async () => {
    const page = await openPage(browser.newContext, 'filters and back');
    const { tag, cheap, middle, dear } = catalogue;
    await page.goto(`/products?q=${tag}`);
    await eventually(() => cardTitles(page)).toEqual([dear.title, middle.title, cheap.title]);

    await page.getByLabel('Highest price in dollars').fill('35');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`**/products?q=${tag}&max_price=35`);
    await eventually(() => cardTitles(page)).toEqual([middle.title, cheap.title]);

    await page.getByLabel('Rating').selectOption('4');
    await page.waitForURL(`**/products?q=${tag}&max_price=35&min_rating=4`);
    await eventually(() => cardTitles(page)).toEqual([cheap.title]);

    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.waitForURL(`**/products?q=${tag}&sort=price_desc&max_price=35&min_rating=4`);
    await expectAccessible(page, 'a filtered search');

    await page.goBack();
    await page.waitForURL(`**/products?q=${tag}&max_price=35&min_rating=4`);
    await page.goBack();
    await page.waitForURL(`**/products?q=${tag}&max_price=35`);
    await eventually(() => cardTitles(page)).toEqual([middle.title, cheap.title]);
    expect(await page.getByLabel('Rating').inputValue()).toBe('');
    await page.goBack();
    await eventually(() => cardTitles(page)).toEqual([dear.title, middle.title, cheap.title]);
    expect(await page.getByLabel('Highest price in dollars').inputValue()).toBe('');
    await page.goForward();
    await eventually(() => cardTitles(page)).toEqual([middle.title, cheap.title]);
    expect(await page.getByLabel('Highest price in dollars').inputValue()).toBe('35');

    // A shared link, even a garbled one, opens the grid it names.
    const shared = await openPage(browser.newContext, 'shared filters');
    await shared.goto(`/products?q=${tag}&sort=price_asc&min_price=20&min_rating=oops&max_price=-4`);
    await eventually(() => cardTitles(shared)).toEqual([middle.title, dear.title]);
    await shared.getByRole('button', { name: 'Clear filters' }).click();
    await shared.waitForURL(`**/products?q=${tag}&sort=price_asc`);
    await eventually(() => cardTitles(shared)).toEqual([cheap.title, middle.title, dear.title]);
  });

  it('filters a shop page the same way', async () => {
    const page = await openPage(browser.newContext, 'shop filters');
    const { seller, cheap, middle, dear } = catalogue;
    await page.goto(`/shop/${seller.user.id}?min_price=20`);
    await eventually(() => cardTitles(page)).toEqual([dear.title, middle.title]);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await eventually(() => cardTitles(page)).toEqual([middle.title, dear.title]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(() => cardTitles(page)).toEqual([cheap.title, middle.title, dear.title]);
    await page.goBack();
    await eventually(() => cardTitles(page)).toEqual([middle.title, dear.title]);
  });

  it('shows breadcrumbs from the product up to its category and home', async () => {
    const page = await openPage(browser.newContext, 'breadcrumbs');
    await page.goto(`/products/${catalogue.middle.id}`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await see(trail);
    expect(await texts(trail.getByRole('listitem'))).toEqual(['Home', 'Crafting', catalogue.middle.title]);
    expect(await trail.getByText(catalogue.middle.title).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, 'a product page with its breadcrumbs');
    await trail.getByRole('link', { name: 'Crafting' }).click();
    await page.waitForURL('**/products/categories/3');
    const gridTrail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await see(gridTrail.getByText('Crafting'));
    expect(await gridTrail.getByText('Crafting').getAttribute('aria-current')).toBe('page');
    await gridTrail.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\/$/);
  });
});

describe.skipIf(browserMissing)('discovery on a 360 px phone', () => {
  const browser = useBrowser(PHONE);
  let catalogue: Catalogue;

  beforeAll(async () => {
    if (!browserMissing) catalogue = await makeCatalogue('phonefinder');
  });

  const fits = async (page: Page, what: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
  };

  it('fits the suggestions on screen and picks one by touch', async () => {
    const page = await openPage(browser.newContext, 'phone suggestions');
    await page.goto('/products');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially(catalogue.tag.slice(0, 5));
    const option = page.getByRole('option', { name: new RegExp(catalogue.tag) });
    await see(option);
    const listBox = await page.getByRole('listbox', { name: 'Suggestions' }).boundingBox();
    expect(listBox!.x).toBeGreaterThanOrEqual(0);
    expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(PHONE.width);
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await fits(page, 'the grid with suggestions open');
    await option.click();
    await page.waitForURL(`**/products?q=${catalogue.tag}`);
    await eventually(() => cardTitles(page)).toHaveLength(3);
  });

  it('folds the filters behind a button, and they still work', async () => {
    const page = await openPage(browser.newContext, 'phone filters');
    await page.goto(`/products?q=${catalogue.tag}`);
    await eventually(() => cardTitles(page)).toHaveLength(3);
    const toggle = page.getByRole('button', { name: 'Filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Highest price in dollars').isVisible()).toBe(false);
    await see(page.getByLabel('Sort by'));
    await fits(page, 'the search results');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Lowest price in dollars').fill('20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`**/products?q=${catalogue.tag}&min_price=20`);
    await eventually(() => cardTitles(page)).toEqual([catalogue.dear.title, catalogue.middle.title]);
    await see(page.getByRole('button', { name: 'Filters (1)' }));
    for (const control of [
      page.getByLabel('Lowest price in dollars'),
      page.getByRole('button', { name: 'Apply' }),
      page.getByLabel('Rating'),
      page.getByRole('button', { name: 'Clear filters' }),
      page.getByLabel('Sort by'),
    ]) {
      const box = await control.boundingBox();
      expect(box!.height, String(control)).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width, String(control)).toBeLessThanOrEqual(PHONE.width);
    }
    await fits(page, 'the unfolded filters');
    await expectAccessible(page, 'the filters on a phone');

    await page.goBack();
    await eventually(() => cardTitles(page)).toHaveLength(3);
  });

  it('fits the breadcrumbs of a long product title', async () => {
    const page = await openPage(browser.newContext, 'phone breadcrumbs');
    const long = await catalogue.seller.api.createProduct(
      { title: `A very long hand-thrown stoneware serving platter ${catalogue.tag}`, category_id: 1 },
      1,
    );
    await page.goto(`/products/${long.id}`);
    await see(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Home & Living'));
    await fits(page, 'a product page with breadcrumbs');
  });
});
