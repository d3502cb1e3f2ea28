import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { dialog, eventually, gone, see, texts } from './support/ui';

const TODAY = new Date().toLocaleDateString('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const sellerRating = (page: Page) => page.locator('.buy-box__seller .seller-rating');

describe.skipIf(browserMissing)('reviews', () => {
  const browser = useBrowser();

  it('writes, edits and deletes a review, with the seller rating following', async () => {
    const seller = await signUpUser('candlemaker');
    const product = await seller.api.createProduct({ title: unique('Review candle ') });
    const critic = await signUpUser('critic');
    const criticReview = 'Burns unevenly, and the scent fades fast.';
    await critic.api.writeReview(product.id, 2, criticReview);

    const { user, api } = await signUpUser('reviewer');
    const page = await openPage(browser.newContext, 'review lifecycle');
    await signInContext(page.context(), api);
    await page.goto(`/products/${product.id}`);
    await see(page.getByRole('heading', { level: 1, name: product.title }));
    await see(page.getByRole('heading', { name: 'Reviews (1)' }));
    await see(sellerRating(page).getByRole('img', { name: 'Rated 2 out of 5' }));
    // Someone else's review offers no Edit or Delete: only a way to report it.
    const theirs = page.locator('.review').filter({ hasText: criticReview });
    await see(theirs);
    expect(await texts(theirs.getByRole('button'))).toEqual([expect.stringMatching(/^Report/)]);
    expect(await page.getByRole('button', { name: 'Edit Review' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Review' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Write a review' }).click();
    const modal = dialog(page, 'Write a review');
    const text = modal.getByLabel('Your review');
    const submit = modal.getByRole('button', { name: 'Submit Your Review' });
    const recommend = modal.getByRole('checkbox', { name: 'I recommend this item' });
    const stars = modal.getByRole('radiogroup', { name: 'Your rating' });
    await see(stars);
    await expectAccessible(page, 'the review modal');
    expect(await submit.isDisabled()).toBe(true);
    expect(await recommend.count()).toBe(0);

    await text.fill('Too short');
    await see(modal.getByText('Review text needs to be a minimum of 10 characters.'));
    await see(modal.getByText('Please input a star rating.'));
    expect(await submit.isDisabled()).toBe(true);

    // Stars by click: under 3 stars there is no recommendation.
    await stars.getByRole('radio', { name: '2 stars' }).click();
    expect(await stars.getByRole('radio', { name: '2 stars' }).getAttribute('aria-checked')).toBe('true');
    await gone(modal.getByText('Please input a star rating.'));
    expect(await recommend.count()).toBe(0);
    // By keyboard: the arrow keys move the choice.
    await page.keyboard.press('ArrowRight');
    await eventually(() => stars.getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await see(recommend);
    await recommend.check();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => stars.getByRole('radio', { name: '2 stars' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await gone(recommend);
    // Back at 3 stars the recommendation starts again from "no".
    await page.keyboard.press('ArrowRight');
    await see(recommend);
    expect(await recommend.isChecked()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await eventually(() => stars.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await recommend.check();
    expect(await submit.isDisabled()).toBe(true);

    const written = 'Lovely warm glow and a clean, even burn.';
    await text.fill(written);
    await gone(modal.getByText('Review text needs to be a minimum of 10 characters.'));
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await gone(modal);

    const mine = page.locator('.review').filter({ hasText: written });
    await see(mine);
    await see(mine.getByText(user.username, { exact: true }));
    await see(mine.getByText(TODAY, { exact: true }));
    await see(mine.getByText('Recommends this item'));
    await see(mine.getByRole('img', { name: 'Rated 4 out of 5' }));
    await see(page.getByRole('heading', { name: 'Reviews (2)' }));
    // Newest first.
    expect(await page.locator('.review').first().textContent()).toContain(written);
    await eventually(() => sellerRating(page).getByRole('img', { name: 'Rated 3 out of 5' }).count()).toBe(1);
    expect(await sellerRating(page).locator('.seller-rating__count').textContent()).toBe('(2)');
    // One review per product: the button is gone.
    expect(await page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);

    // Edit it.
    await mine.getByRole('button', { name: 'Edit Review' }).click();
    const editModal = dialog(page, 'Edit your review');
    await eventually(() => editModal.getByLabel('Your review').inputValue()).toBe(written);
    expect(await editModal.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(await editModal.getByRole('checkbox', { name: 'I recommend this item' }).isChecked()).toBe(true);
    await editModal.getByRole('radio', { name: '5 stars' }).click();
    const rewritten = 'Even better after a week: a clean, even burn.';
    await editModal.getByLabel('Your review').fill(rewritten);
    await editModal.getByRole('button', { name: 'Update Your Review' }).click();
    await gone(editModal);
    const edited = page.locator('.review').filter({ hasText: rewritten });
    await see(edited.getByRole('img', { name: 'Rated 5 out of 5' }));
    await gone(page.getByText(written));
    await eventually(() => sellerRating(page).getByRole('img', { name: 'Rated 3.5 out of 5' }).count()).toBe(
      1,
    );

    // Delete it, after the confirmation.
    await edited.getByRole('button', { name: 'Delete Review' }).click();
    const confirm = dialog(page, 'Delete this review?');
    await see(confirm.getByText('Are you sure you want to delete your review?', { exact: false }));
    await expectAccessible(page, 'the delete-review confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(confirm);
    await see(edited);
    await edited.getByRole('button', { name: 'Delete Review' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await gone(confirm);
    await gone(page.getByText(rewritten));
    await see(page.getByRole('heading', { name: 'Reviews (1)' }));
    await eventually(() => sellerRating(page).getByRole('img', { name: 'Rated 2 out of 5' }).count()).toBe(1);
    await see(page.getByRole('button', { name: 'Write a review' }));

    // The server agrees.
    const left = await api.request<{ user: string }[]>('GET', `/api/products/${product.id}/reviews`);
    expect(left.map((review) => review.user)).toEqual([critic.user.username]);
  });

  it('offers no "Write a review" to the seller of the product', async () => {
    const seller = await signUpUser('ownseller');
    const product = await seller.api.createProduct({ title: unique('Own candle ') });
    const page = await openPage(browser.newContext, 'seller cannot review');
    await signInContext(page.context(), seller.api);
    await page.goto(`/products/${product.id}`);
    await see(page.getByRole('heading', { level: 1, name: product.title }));
    await see(page.getByText('No reviews yet.'));
    await see(page.locator('.buy-box__seller').getByText('New!', { exact: true }));
    expect(await page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
  });
});
