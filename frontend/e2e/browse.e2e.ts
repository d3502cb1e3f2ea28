import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, seededProduct, type ApiProduct } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { eventually, gone, see, texts } from './support/ui';

const AMOUNT = String.raw`\$\d{1,3}(,\d{3})*\.\d{2}`;
// A listing whose variants cost different amounts says "From" its lowest price.
const MONEY = new RegExp(`^(From )?${AMOUNT}$`);
// During its shop's sale a card strikes the old price through, and says "was, now" to screen readers.
const SALE_MONEY = new RegExp(`^was (from )?${AMOUNT}, now (from )?${AMOUNT}(From )?${AMOUNT} ${AMOUNT}$`);
const SHORT_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

const cards = (page: Page) => page.locator('article.product-card');
const cardTitles = (page: Page) => texts(cards(page).locator('.product-card__title'));

async function apiTitles(query: string): Promise<string[]> {
  const products = await new ApiClient().request<ApiProduct[]>('GET', `/api/products/?${query}`);
  return products.map((product) => product.title);
}

/** The product ids the grid links to, in screen order. */
async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await cards(page)
    .locator('.product-card__title a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

describe.skipIf(browserMissing)('a visitor browses the catalogue', () => {
  const browser = useBrowser();

  it('sees the landing headline and a random product, and the refresh icon picks another', async () => {
    const page = await openPage(browser.newContext, 'landing random product');
    await page.goto('/');
    await see(page.getByRole('heading', { level: 1, name: "There's a person behind every piece" }));
    const title = page.locator('.landing-pick__title');
    await see(title);
    await see(page.getByText(/^Sold by \S+/));
    const seeProduct = page.getByRole('link', { name: 'See this product' });
    await see(seeProduct);
    await expectAccessible(page, 'the landing page (signed out)');

    const first = await title.textContent();
    const refresh = page.getByRole('button', { name: 'Show another product' });
    const seen = new Set([first]);
    // A random pick may repeat; within a few tries another product must come up.
    for (let attempt = 0; attempt < 8 && seen.size < 2; attempt += 1) {
      await refresh.click();
      await eventually(() => refresh.isEnabled()).toBe(true);
      seen.add(await title.textContent());
    }
    expect(seen.size).toBeGreaterThan(1);

    // "Sold by" names the seller of the product shown, by first name.
    const href = await seeProduct.getAttribute('href');
    const shown = await new ApiClient().product(Number(href?.split('/').pop()));
    expect(await title.textContent()).toBe(shown.title);
    expect(await page.locator('.landing-pick__seller').textContent()).toBe(
      `Sold by ${shown.seller.first_name}`,
    );
    await seeProduct.click();
    await page.waitForURL(`**/products/${shown.id}`);
    await see(page.getByRole('heading', { level: 1, name: shown.title }));
  });

  it('lists all products newest first, with prices, ratings or "New", and "Show more" loads the rest', async () => {
    const page = await openPage(browser.newContext, 'all products grid');
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'All Products' })
      .click();
    await page.waitForURL('**/products');
    await see(page.getByRole('heading', { level: 1, name: 'All Products' }));
    await eventually(() => cards(page).count()).toBe(60);

    const ids = await cardIds(page);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const price of await texts(cards(page).locator('.product-card__price')))
      expect(price).toMatch(price.startsWith('was ') ? SALE_MONEY : MONEY);
    // Every card has a heart, a rating (stars or "New") with a count, a seller and Add to cart.
    const first = cards(page).first();
    await see(first.getByRole('button', { name: /^Add .+ to favorites$/ }));
    await see(first.getByRole('button', { name: 'Add to cart' }));
    // Each card shows stars (named "Rated x out of 5") or "New", then the review count.
    for (const card of await cards(page).all()) {
      const rating = card.locator('.seller-rating');
      const stars = await rating.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).count();
      const count = await rating.locator('.seller-rating__count').textContent();
      expect(count).toMatch(/^\(\d+\)$/);
      if (stars === 0) expect(await rating.textContent()).toBe(`New${count}`);
    }

    const rated = await seededProduct('Everyday Sterling Silver Hoops');
    const newShop = await seededProduct('Maple Serving Board');
    await page.getByRole('button', { name: 'Show more' }).click();
    const listed = await apiTitles('limit=200');
    await eventually(() => cards(page).count()).toBe(Math.min(listed.length, 120));
    // Everything is on screen once fewer than two pages exist: the button goes.
    if (listed.length <= 120) await gone(page.getByRole('button', { name: 'Show more' }));
    const more = await cardIds(page);
    expect(new Set(more).size).toBe(more.length);
    expect(more).toEqual([...more].sort((a, b) => b - a));

    const ratedCard = page.getByRole('article', { name: rated.title });
    await see(ratedCard.getByRole('img', { name: `Rated ${rated.seller.seller_rating} out of 5` }));
    expect(await ratedCard.locator('.seller-rating__count').textContent()).toBe(
      `(${rated.seller.review_count})`,
    );
    expect(await ratedCard.getByRole('link', { name: rated.seller.username }).count()).toBe(1);
    expect(await ratedCard.locator('.product-card__price').textContent()).toBe(`$${rated.price.toFixed(2)}`);
    const newCard = page.getByRole('article', { name: newShop.title });
    expect(await newCard.locator('.seller-rating').textContent()).toBe('New(0)');
    expect(await newCard.getByRole('img', { name: /^Rated/ }).count()).toBe(0);
    await expectAccessible(page, 'the All Products grid');
  });

  it('filters by each category from the navigation bar', async () => {
    const page = await openPage(browser.newContext, 'category filters');
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const categories = ['Home & Living', 'Accessories', 'Crafting', 'Jewelry', 'Clothing'];
    for (const [index, name] of categories.entries()) {
      await nav.getByRole('link', { name }).click();
      await page.waitForURL(`**/products/categories/${index + 1}`);
      await see(page.getByRole('heading', { level: 1, name }));
      const expected = await apiTitles(`category=${index + 1}`);
      expect(expected.length).toBeGreaterThan(0);
      await eventually(() => cardTitles(page)).toEqual(expected);
      if (name === 'Jewelry') await expectAccessible(page, 'a category page');
    }
  });

  it('searches from the search box, and the results say what was searched', async () => {
    const page = await openPage(browser.newContext, 'search');
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search for anything' });
    await search.fill('mug');
    await search.press('Enter');
    await page.waitForURL('**/products?q=mug');
    await see(page.getByRole('heading', { level: 1, name: 'Results for “mug”' }));
    const expected = await apiTitles('q=mug');
    expect(expected).toContain('Indigo Drip Coffee Mug');
    await eventually(() => cardTitles(page)).toEqual(expected);
    expect(await search.inputValue()).toBe('mug');
    await expectAccessible(page, 'the search results');

    await search.fill('zzzz-no-such-thing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await see(page.getByRole('heading', { level: 1, name: 'Results for “zzzz-no-such-thing”' }));
    // A search that finds nothing is not an empty catalogue.
    await see(page.getByRole('heading', { level: 2, name: 'No results for “zzzz-no-such-thing”' }));
    expect(await page.getByText('No products for sell. Please check back later.').count()).toBe(0);
  });

  it('opens a product from the grid and steps through its gallery with arrows, thumbnails and keys', async () => {
    const product = await seededProduct('Speckled Stoneware Mug, Terracotta Dip Glaze');
    const count = product.product_images?.length ?? 0;
    expect(count).toBe(6);
    const page = await openPage(browser.newContext, 'gallery');
    await page.goto('/products/categories/1');
    await page.getByRole('link', { name: product.title, exact: true }).click();
    await page.waitForURL(`**/products/${product.id}`);
    await see(page.getByRole('heading', { level: 1, name: product.title }));

    const gallery = page.getByRole('region', { name: `Photos of ${product.title}` });
    const photo = gallery.locator('.gallery__stage img');
    const shows = (n: number) =>
      eventually(() => photo.getAttribute('alt')).toBe(`${product.title}, image ${n} of 6`);
    await shows(1);
    expect(await gallery.getByRole('button', { name: /^Show image \d of 6$/ }).count()).toBe(6);
    // The preview photo comes first.
    const preview = product.product_images?.find((image) => image.preview);
    const previewFolder = preview?.url.slice(0, preview.url.lastIndexOf('/') + 1) ?? 'no preview';
    expect(await photo.getAttribute('src')).toContain(previewFolder);

    const next = gallery.getByRole('button', { name: 'Next image' });
    const previous = gallery.getByRole('button', { name: 'Previous image' });
    await next.click();
    await shows(2);
    await previous.click();
    await shows(1);
    await previous.click();
    await shows(6);
    await next.click();
    await shows(1);

    await gallery.getByRole('button', { name: 'Show image 4 of 6' }).click();
    await shows(4);
    expect(
      await gallery.getByRole('button', { name: 'Show image 4 of 6' }).getAttribute('aria-current'),
    ).toBe('true');
    await page.keyboard.press('ArrowRight');
    await shows(5);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await shows(1);
    await page.keyboard.press('ArrowLeft');
    await shows(6);

    await see(page.getByRole('heading', { name: 'Item Details' }));
    await see(page.getByText(product.description));
    expect(await page.locator('.buy-box__price').textContent()).toBe(`$${product.price.toFixed(2)}`);
    await see(page.getByRole('button', { name: 'Add to Cart' }));
    await see(page.getByRole('button', { name: `Add ${product.title} to favorites` }));
    expect(await page.getByText(/left in stock!/).count()).toBe(0);
    await expectAccessible(page, 'the product detail page');
  });

  it('hides the arrows for a one-photo product and warns when few are left', async () => {
    const product = await seededProduct('Baby Booties in Soft Merino');
    expect(product.product_images).toHaveLength(1);
    expect(product.inventory).toBeLessThanOrEqual(5);
    const page = await openPage(browser.newContext, 'one photo low stock');
    await page.goto(`/products/${product.id}`);
    await see(page.getByRole('heading', { level: 1, name: product.title }));
    await see(page.getByRole('img', { name: product.title, exact: true }));
    expect(await page.getByRole('button', { name: 'Next image' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Previous image' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Show image/ }).count()).toBe(0);
    const warning = page.getByText(`Only ${product.inventory} left in stock!`, { exact: true });
    await see(warning);
    // Red, as the spec asks.
    const colour = await warning.evaluate((element) => getComputedStyle(element).color);
    const [red = 0, green = 0, blue = 0] = colour.match(/\d+/g)?.map(Number) ?? [];
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);
  });

  it('lists the reviews newest first with short US dates, and shows "New!" for a shop without reviews', async () => {
    const product = await seededProduct('Natural Stone Bead Bracelet');
    const reviews = await new ApiClient().request<{ review: string; user: string; updated_at: string }[]>(
      'GET',
      `/api/products/${product.id}/reviews`,
    );
    expect(reviews.length).toBeGreaterThan(1);
    const page = await openPage(browser.newContext, 'reviews list');
    await page.goto(`/products/${product.id}`);
    await see(page.getByRole('heading', { name: `Reviews (${reviews.length})` }));
    const items = page.locator('.reviews__list > li');
    await eventually(() => items.count()).toBe(reviews.length);
    // Newest first: by the date shown, each review once.
    const byDate = [...reviews].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    expect(await texts(items.locator('.review__text'))).toEqual(byDate.map((review) => review.review));
    expect(await texts(items.locator('.review__author'))).toEqual(byDate.map((review) => review.user));
    const dates = await texts(items.locator('time'));
    for (const [index, date] of dates.entries()) {
      expect(date).toMatch(SHORT_DATE);
      const iso = new Date(byDate[index]?.updated_at ?? '');
      expect(date).toBe(
        iso.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
      );
    }
    await see(page.getByRole('img', { name: `Rated ${product.seller.seller_rating} out of 5` }));

    const unreviewed = await seededProduct('Maple Serving Board');
    await page.goto(`/products/${unreviewed.id}`);
    await see(page.getByRole('heading', { level: 1, name: unreviewed.title }));
    await see(page.locator('.buy-box__seller').getByText('New!', { exact: true }));
    await see(page.getByText('No reviews yet.'));
  });

  it('shows the error message as a heading for a product that does not exist', async () => {
    const page = await openPage(browser.newContext, 'missing product');
    await page.goto('/products/999999');
    await see(page.getByRole('heading', { level: 1, name: "Product couldn't be found" }));
  });

  it('shows the not-found page for an unknown path, and Return Home goes to /products', async () => {
    const page = await openPage(browser.newContext, 'not found');
    await page.goto('/no/such/page');
    await see(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    await see(page.getByRole('img', { name: 'A ball of yarn rolling away' }));
    await expectAccessible(page, 'the not-found page');
    await page.getByRole('button', { name: 'Return Home' }).click();
    await page.waitForURL(/\/products$/);
    await see(page.getByRole('heading', { level: 1, name: 'All Products' }));
  });
});
