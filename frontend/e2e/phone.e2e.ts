import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInContext, signUpUser, type ApiClient, type ApiProduct, type TestUser } from './support/api';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { cartLink, dialog, eventually, gone, see } from './support/ui';

/** A small phone: DESIGN.md wants every page to fit 360 px without sideways scrolling. */
const PHONE = { width: 360, height: 740 };

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The elements whose right edge passes the screen's, named by tag, class and text, for a failure message. */
async function sticking(page: Page): Promise<string> {
  return page.evaluate((screen) => {
    return Array.from(document.body.querySelectorAll('*'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > screen)
      .map(({ el, right }) => {
        const text = (el.textContent ?? '').trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right ${right.toFixed(1)}: ${text}`;
      })
      .join('\n');
  }, PHONE.width);
}

/** Once the page has drawn what it waits for, nothing sticks out past the screen's right edge. */
async function expectFits(page: Page, what: string): Promise<void> {
  await gone(page.getByText('Loading...'));
  const width = await scrollWidth(page);
  const offenders = width > PHONE.width ? `\n${await sticking(page)}` : '';
  expect(width, `${what} is ${width} px wide on a ${PHONE.width} px screen${offenders}`).toBeLessThanOrEqual(
    PHONE.width,
  );
}

/** On screen, within its width, and big enough for a finger. */
async function expectTouchable(target: Locator, what: string): Promise<void> {
  await see(target);
  const box = await target.boundingBox();
  expect(box, `${what} has no box`).not.toBeNull();
  expect(box!.x, `${what} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends off screen`).toBeLessThanOrEqual(PHONE.width);
  expect(box!.height, `${what} is too short to tap`).toBeGreaterThanOrEqual(44);
}

function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

describe.skipIf(browserMissing)('on a 360 px phone', () => {
  const browser = useBrowser(PHONE);
  let seller: { user: TestUser; api: ApiClient };
  let shopper: { user: TestUser; api: ApiClient };
  let sixPhotos: ApiProduct;
  let onePhoto: ApiProduct;
  let ownListing: ApiProduct;

  beforeAll(async () => {
    if (browserMissing) return;
    seller = await signUpUser('phoneseller');
    shopper = await signUpUser('phoneshopper');
    sixPhotos = await seller.api.createProduct(
      { title: 'A hand-thrown stoneware jug with a long, long name that has to wrap', category_id: 2 },
      6,
    );
    onePhoto = await seller.api.createProduct({ category_id: 2 }, 1);
    ownListing = await shopper.api.createProduct({}, 1);
    await shopper.api.addToCart(sixPhotos.id, 2);
    await shopper.api.addFavorite(sixPhotos.id);
  });

  it('fits every page of the spec without sideways scrolling, signed out and signed in', async () => {
    const page = await openPage(browser.newContext, 'phone pages fit');
    const visit = async (path: string, ready: Locator) => {
      await page.goto(path);
      await see(ready);
      await expectFits(page, path);
    };

    await visit('/', page.getByRole('link', { name: 'See this product' }));
    await visit('/products', page.getByRole('article').first());
    await visit('/products/categories/2', page.getByRole('article', { name: sixPhotos.title }));
    await visit(`/products/${sixPhotos.id}`, page.getByRole('button', { name: 'Show image 6 of 6' }));
    await visit(`/products/${onePhoto.id}`, heading(page, onePhoto.title));
    await visit(`/shop/${seller.user.id}`, page.getByRole('article', { name: sixPhotos.title }));
    await visit('/no-such-page', heading(page, 'Page not found'));

    await signInContext(page.context(), shopper.api);
    await visit('/', heading(page, /^Welcome back/));
    await visit('/favorites', page.getByRole('article', { name: sixPhotos.title }));
    await visit('/cart', heading(page, '1 item in your cart'));
    await visit('/checkout', heading(page, 'Checkout'));
    await visit('/products/new', heading(page, 'Add new product'));
    await visit(`/products/${ownListing.id}/edit`, heading(page, 'Edit your product'));
    await visit('/products/current', page.getByRole('article', { name: ownListing.title }));
    await visit('/account', heading(page, 'Your Account'));
    await visit(`/products/${ownListing.id}`, page.getByRole('link', { name: 'Edit listing' }));
    await visit('/orders', heading(page, 'Your Orders'));
    await visit('/shop-manager', heading(page, 'Shop Manager'));
    await visit('/feed', heading(page, 'New from shops you follow'));
  });

  it('shows the product photo above its thumbnails and text, all on screen', async () => {
    const page = await openPage(browser.newContext, 'phone product page');
    await page.goto(`/products/${sixPhotos.id}`);
    const photo = page.getByRole('region', { name: `Photos of ${sixPhotos.title}` }).getByRole('img', {
      name: new RegExp(`^${sixPhotos.title}, image 1`, 'i'),
    });
    await see(photo);
    const stage = await photo.boundingBox();
    const thumb = await page.getByRole('button', { name: 'Show image 6 of 6' }).boundingBox();
    const title = await heading(page, sixPhotos.title).boundingBox();
    expect(stage!.width).toBeGreaterThan(PHONE.width / 2);
    expect(thumb!.y).toBeGreaterThanOrEqual(stage!.y + stage!.height);
    expect(title!.y).toBeGreaterThan(thumb!.y);
    await expectTouchable(page.getByRole('button', { name: 'Show image 6 of 6' }), 'the last thumbnail');
    await expectTouchable(page.getByRole('button', { name: 'Add to Cart' }), 'Add to Cart');
  });

  it('folds the header into a menu that opens, closes with Esc and takes the keyboard', async () => {
    const page = await openPage(browser.newContext, 'phone header menu');
    await page.goto('/products');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expectTouchable(toggle, 'the menu button');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Folded away: neither the categories nor Sign in take room until asked for.
    expect(await page.getByRole('link', { name: 'Jewelry' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['All Products', 'Home & Living', 'Accessories', 'Crafting', 'Jewelry', 'Clothing'])
      await expectTouchable(page.getByRole('link', { name, exact: true }), name);
    await expectTouchable(page.getByRole('button', { name: 'Sign in', exact: true }), 'Sign in');
    await expectFits(page, 'the open menu');

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await gone(page.getByRole('link', { name: 'Jewelry' }));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');

    // By keyboard alone: open it, Tab into it, follow a category; the next page starts with it closed.
    await page.keyboard.press('Enter');
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Sign in');
    await page.getByRole('link', { name: 'Jewelry' }).focus();
    await page.keyboard.press('Enter');
    await see(heading(page, 'Jewelry'));
    expect(page.url()).toMatch(/\/products\/categories\/4$/);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Sign in from the menu: the dialog fits the screen too.
    await toggle.click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const signIn = dialog(page, 'Sign In');
    await see(signIn);
    await expectFits(page, 'the Sign In dialog');
    await expectTouchable(signIn.getByRole('button', { name: 'Demo User Login' }), 'Demo User Login');
    await signIn.getByLabel('Email').fill(shopper.user.email);
    await signIn.getByLabel('Password').fill(shopper.user.password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await gone(signIn);

    // Signed in: the cart stays in the bar; adding a product and the account live in the menu.
    await expectTouchable(cartLink(page), 'the cart');
    await toggle.click();
    await expectTouchable(page.getByRole('link', { name: 'Add new product' }), 'Add new product');
    const account = page.getByRole('button', { name: /Your account$/ });
    await expectTouchable(account, 'the account button');
    await account.click();
    await expectTouchable(page.getByRole('link', { name: 'Your Favorites' }), 'Your Favorites');
    await expectFits(page, 'the open account menu');
    // Esc closes the innermost first: the account list, then the menu.
    await page.keyboard.press('Escape');
    await gone(page.getByRole('link', { name: 'Your Favorites' }));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the not-found page for an unknown category', async () => {
    const page = await openPage(browser.newContext, 'phone unknown category');
    for (const path of ['/products/categories/9', '/products/categories/abc']) {
      await page.goto(path);
      await see(heading(page, 'Page not found'));
      await see(page.getByRole('button', { name: 'Return Home' }));
      expect(await heading(page, 'All Products').count()).toBe(0);
      await expectFits(page, path);
    }
  });
});
