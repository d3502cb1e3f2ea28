import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { eventStreamOpen, gotoSignedIn, see, texts } from './support/ui';

/** A word of letters alone for titles to share: what "You may also like" matches products by. */
const sharedWord = () =>
  unique('')
    .replace(/[^a-z]/gi, '')
    .toLowerCase() || 'lantern';

describe.skipIf(browserMissing)('reasons to come back', () => {
  const browser = useBrowser();

  it('a favorite’s price drop reaches the buyer’s bell, and its page suggests products like it', async () => {
    const seller = await signUpUser('dropmaker');
    const buyer = await signUpUser('dropbuyer');
    const word = sharedWord();
    const teapot = await seller.api.createProduct({
      title: `Celadon ${word} teapot`,
      price: 60,
      category_id: 1,
    });
    const cups = await seller.api.createProduct({ title: `Celadon ${word} cups`, price: 30, category_id: 1 });
    await buyer.api.request('POST', '/api/favorites', { product_id: teapot.id });

    const page = await openPage(browser.newContext, 'the buyer’s bell and product page');
    await signInContext(page.context(), buyer.api);
    const streamOpen = eventStreamOpen(page);
    await gotoSignedIn(page, '/products');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await see(bell);
    await streamOpen;

    await seller.api.request('PUT', `/api/products/${teapot.id}/edit`, {
      title: teapot.title,
      description: teapot.description,
      inventory: teapot.inventory,
      price: 45,
      category_id: 1,
    });
    // No reload: the notice comes over the event stream.
    await see(page.getByRole('button', { name: 'Notifications, 1 unread' }));
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const drop = panel.getByRole('link', { name: new RegExp(`${teapot.title}” is now \\$45\\.00`) });
    await see(drop);
    await expectAccessible(page, 'the bell with a price drop');
    await drop.click();
    await page.waitForURL(`**/products/${teapot.id}`);

    const similar = page.getByRole('region', { name: 'You may also like' });
    await similar.scrollIntoViewIfNeeded();
    await see(similar.getByRole('link', { name: new RegExp(cups.title) }));
    await expectAccessible(page, 'the product page with You may also like');
  });

  it('the landing page shows a visitor the products they viewed, the latest first', async () => {
    const seller = await signUpUser('viewedmaker');
    const first = await seller.api.createProduct({ title: unique('Linen apron ') });
    const second = await seller.api.createProduct({ title: unique('Rye basket ') });

    const page = await openPage(browser.newContext, 'recently viewed');
    for (const product of [first, second]) {
      await page.goto(`/products/${product.id}`);
      await see(page.getByRole('heading', { name: product.title, level: 1 }));
    }
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Recently viewed' });
    await see(row);
    expect((await texts(row.getByRole('link'))).map((text) => text.split('$')[0])).toEqual([
      second.title,
      first.title,
    ]);
    await expectAccessible(page, 'the landing page with recently viewed');
  });
});
