import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError, makePhoto, signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { accountButton, dialog, eventually, gone, see, signInThroughModal } from './support/ui';

/** A purchase through the API: the cart, then the practice checkout. */
async function buy(api: ApiClient, productId: number): Promise<void> {
  await api.addToCart(productId);
  await api.request('PUT', '/api/products/successful-transaction');
}

/** Whether the client's session is still accepted. */
async function signedIn(api: ApiClient): Promise<boolean> {
  return api.request('GET', '/api/auth/').then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return false;
      throw error;
    },
  );
}

describe.skipIf(browserMissing)('verified reviews and seller replies', () => {
  const browser = useBrowser();

  it('marks a buyer’s review "Purchased", and lets the seller reply, edit and delete the reply', async () => {
    const seller = await signUpUser('potter');
    const product = await seller.api.createProduct({ title: unique('Reply bowl ') });
    const buyer = await signUpUser('buyer');
    await buy(buyer.api, product.id);
    const browsing = await signUpUser('browser');
    await browsing.api.writeReview(product.id, 4, 'Looks lovely in the photos, not bought yet.');

    // The buyer writes a review in the browser: it carries the mark, the other review does not.
    const page = await openPage(browser.newContext, 'purchased review');
    await signInContext(page.context(), buyer.api);
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'Write a review' }).click();
    const modal = dialog(page, 'Write a review');
    await modal.getByRole('radio', { name: '5 stars' }).click();
    const written = 'Perfect glaze, and it arrived beautifully packed.';
    await modal.getByLabel('Your review').fill(written);
    await modal.getByRole('button', { name: 'Submit Your Review' }).click();
    await gone(modal);
    const mine = page.locator('.review').filter({ hasText: written });
    await see(mine.getByText('Purchased'));
    const theirs = page.locator('.review').filter({ hasText: 'not bought yet' });
    await see(theirs);
    expect(await theirs.getByText('Purchased').count()).toBe(0);
    // Only the seller may reply.
    expect(await page.getByRole('button', { name: /^Reply/ }).count()).toBe(0);

    // The seller answers it, by keyboard.
    const sellerPage = await openPage(browser.newContext, 'seller reply');
    await signInContext(sellerPage.context(), seller.api);
    await sellerPage.goto(`/products/${product.id}`);
    const review = sellerPage.locator('.review').filter({ hasText: written });
    await see(review.getByText('Purchased'));
    const replyButton = review.getByRole('button', { name: `Reply to the review by ${buyer.user.username}` });
    await replyButton.focus();
    await sellerPage.keyboard.press('Enter');
    const field = review.getByLabel(`Your reply to ${buyer.user.username}`);
    await see(field);
    await review.getByRole('button', { name: 'Post reply' }).click();
    await see(review.getByText('Please write a reply.'));
    await expectAccessible(sellerPage, 'the reply form');
    await field.fill('Thank you! Glad it arrived safely.');
    await review.getByRole('button', { name: 'Post reply' }).click();
    await see(review.getByText('Response from the seller'));
    await see(review.getByText('Thank you! Glad it arrived safely.'));

    await review.getByRole('button', { name: /^Edit reply/ }).click();
    await eventually(() => field.inputValue()).toBe('Thank you! Glad it arrived safely.');
    await field.fill('Thank you so much! Enjoy the bowl.');
    await review.getByRole('button', { name: 'Post reply' }).click();
    await see(review.getByText('Thank you so much! Enjoy the bowl.'));
    await expectAccessible(sellerPage, 'a review with its reply');

    // The buyer sees the answer under their review.
    await page.reload();
    await see(mine.getByText('Response from the seller'));
    await see(mine.getByText('Thank you so much! Enjoy the bowl.'));
    expect(await mine.getByRole('button', { name: /reply/i }).count()).toBe(0);

    // The seller deletes it after the confirmation.
    await review.getByRole('button', { name: /^Delete reply/ }).click();
    const confirm = dialog(sellerPage, 'Delete your reply?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await gone(confirm);
    await gone(review.getByText('Response from the seller'));
    await see(review.getByRole('button', { name: /^Reply/ }));
  });
});

describe.skipIf(browserMissing)('account settings', () => {
  const browser = useBrowser();

  it('changes the name, the avatar and the password; other sign-ins end while this one stays', async () => {
    const { user, api } = await signUpUser('settler');
    const elsewhere = new ApiClient();
    await elsewhere.request('POST', '/api/auth/login', { email: user.email, password: user.password });
    const page = await openPage(browser.newContext, 'account settings');
    await signInContext(page.context(), api);
    await page.goto('/products');
    await accountButton(page).click();
    await page.getByRole('link', { name: 'Account settings' }).click();
    await see(page.getByRole('heading', { level: 1, name: 'Your Account' }));
    await expectAccessible(page, 'the account page');
    // Initials in the header until a photo is set.
    expect(await page.locator('.profile-menu__button img').count()).toBe(0);

    // Profile: the sign-up's rules, then a save.
    const username = page.getByLabel('Username');
    await username.fill('abc');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await see(page.getByText('Username must be at least 4 characters.'));
    const newName = unique('renamed');
    await username.fill(newName);
    await page.getByLabel('First name').fill('Juniper');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await eventually(
      async () => (await api.request<{ username: string }>('GET', '/api/auth/')).username,
    ).toBe(newName);
    await accountButton(page).click();
    await see(page.locator('.profile-menu__username').getByText(newName));
    await page.keyboard.press('Escape');

    // Avatar: a preview, then the header shows the photo.
    await page.getByLabel(/Choose a photo/).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await makePhoto(2),
    });
    await see(page.locator('.avatar-picker img'));
    await page.getByRole('button', { name: 'Save photo' }).click();
    await see(page.locator('.profile-menu__button img'));
    const saved = await api.request<{ profile_url: string | null }>('GET', '/api/auth/');
    expect(saved.profile_url).toMatch(/^\/uploads\/avatars\//);
    expect(await page.locator('.profile-menu__button img').getAttribute('src')).toBe(saved.profile_url);

    // Password: the current one is checked, then the other sign-in ends and this one stays.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
    await page.getByLabel('Confirm new password').fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await see(page.getByText('Your current password is not correct.'));
    expect(await signedIn(elsewhere)).toBe(true);
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await eventually(() => page.getByLabel('Current password').inputValue()).toBe('');
    expect(await signedIn(elsewhere)).toBe(false);
    await page.reload();
    await see(page.getByRole('heading', { level: 1, name: 'Your Account' }));
    await see(accountButton(page));
  });

  it('closes an account: it can no longer sign in, and its review stays as a former member', async () => {
    const seller = await signUpUser('weaver');
    const product = await seller.api.createProduct({ title: unique('Closing scarf ') });
    const { user, api } = await signUpUser('leaver');
    await buy(api, product.id);
    const reviewText = 'Soft, warm and beautifully finished edges.';
    await api.writeReview(product.id, 5, reviewText);
    const listing = await api.createProduct({ title: unique('Leaver listing ') });

    const page = await openPage(browser.newContext, 'close account');
    await signInContext(page.context(), api);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Close account' }).click();
    const modal = dialog(page, 'Close your account?');
    await see(modal.getByLabel('Password'));
    await expectAccessible(page, 'the close-account confirmation');
    await modal.getByLabel('Password').fill('not-my-password');
    await modal.getByRole('button', { name: 'Close account' }).click();
    await see(modal.getByText('Your password is not correct.'));
    await modal.getByLabel('Password').fill(user.password);
    await modal.getByRole('button', { name: 'Close account' }).click();
    await gone(modal);
    await page.waitForURL((url) => url.pathname === '/');
    await see(page.getByRole('button', { name: 'Sign in', exact: true }));

    // No way back in.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const signIn = dialog(page, 'Sign In');
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByLabel('Password').fill(user.password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await see(signIn.getByText('Invalid email or password.'));
    await signIn
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => page.keyboard.press('Escape'));

    // The review stays, its author a former member; the listing is gone.
    await page.goto(`/products/${product.id}`);
    const review = page.locator('.review').filter({ hasText: reviewText });
    await see(review.getByText('former member', { exact: true }));
    await see(review.getByText('Purchased'));
    expect(await review.getByText(user.username).count()).toBe(0);
    const gone404 = await new ApiClient()
      .request('GET', `/api/products/${listing.id}`)
      .catch((error: unknown) => error);
    expect(gone404).toBeInstanceOf(ApiError);
    expect((gone404 as ApiError).status).toBe(404);

    // A new account may take the freed email and sign in with it.
    const again = new ApiClient();
    await again.request('POST', '/api/auth/signup', {
      email: user.email,
      username: unique('back'),
      password: 'another-fresh-start',
      first_name: 'Robin',
      last_name: 'Again',
    });
    const fresh = await openPage(browser.newContext, 'fresh sign in');
    await fresh.goto('/products');
    await signInThroughModal(fresh, user.email, 'another-fresh-start');
  });
});
