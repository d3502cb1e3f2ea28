import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { eventually, gotoSignedIn, see, texts } from './support/ui';

const EMPTY_FEED = 'Follow shops you like to see their new pieces here.';

describe.skipIf(browserMissing)('follows and the feed', () => {
  const browser = useBrowser();

  it('follows a shop from its page, and the shop’s next listing is new in the header and first in the feed', async () => {
    const { user: maker, api: makerApi } = await signUpUser('maker');
    const earlier = await makerApi.createProduct({ title: unique('Ash spoon ') });
    const { api: buyerApi } = await signUpUser('follower');
    const page = await openPage(browser.newContext, 'follow a shop');
    await signInContext(page.context(), buyerApi);

    await gotoSignedIn(page, '/feed');
    await see(page.getByRole('heading', { level: 1, name: 'New from shops you follow' }));
    await see(page.getByText(EMPTY_FEED));
    await see(page.getByRole('link', { name: 'Browse products' }));
    await expectAccessible(page, 'the empty feed');

    await gotoSignedIn(page, `/shop/${maker.id}`);
    await see(page.getByRole('heading', { level: 1, name: `${maker.first_name} ${maker.last_name}` }));
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await see(page.getByText('0 followers'));
    await follow.click();
    const following = page.getByRole('button', { name: 'Following', exact: true });
    await see(following);
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await see(page.getByText('1 follower', { exact: true }));
    await expectAccessible(page, 'the shop page, followed');
    await see(page.getByRole('link', { name: 'Your feed', exact: true }));

    const fresh = await makerApi.createProduct({ title: unique('Walnut bowl ') });

    // The next page the buyer opens reads the feed's count again.
    await page.getByRole('link', { name: 'All Products', exact: true }).click();
    const marked = page.getByRole('link', { name: 'Your feed, 1 new' });
    await see(marked);
    await marked.click();
    await see(page.getByRole('heading', { level: 1, name: 'New from shops you follow' }));
    await eventually(() => texts(page.getByRole('article').getByRole('heading'))).toEqual([
      fresh.title,
      earlier.title,
    ]);
    await see(page.getByRole('link', { name: 'Your feed', exact: true }));
    await expectAccessible(page, 'the feed with listings');

    // Seen: another page leaves the header unmarked.
    await page.getByRole('link', { name: 'All Products', exact: true }).click();
    await see(page.getByRole('link', { name: 'Your feed', exact: true }));
    expect(await buyerApi.request('GET', '/api/feed/unseen')).toEqual({ unseen: 0 });
  });
});
