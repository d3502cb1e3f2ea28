import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { dialog, gone, gotoSignedIn, see } from './support/ui';

function messagesLink(page: Page, unread?: number) {
  return page.getByRole('link', { name: unread ? `Messages, ${unread} unread` : 'Messages', exact: true });
}

async function fitsPhone(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await gone(page.getByText('Loading...'));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide on a 360 px screen`).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.skipIf(browserMissing)('messages', () => {
  const browser = useBrowser();

  it('a buyer and the seller exchange messages, each seeing the other’s without reloading', async () => {
    const seller = await signUpUser('maker');
    const buyer = await signUpUser('asker');
    const product = await seller.api.createProduct({ title: unique('Blue bowl ') });
    const question = `Can you do it in blue? ${unique('q')}`;
    const answer = `Yes, in cobalt. ${unique('a')}`;

    const sellerPage = await openPage(browser.newContext, 'the seller’s inbox');
    await signInContext(sellerPage.context(), seller.api);
    await gotoSignedIn(sellerPage, '/messages');
    await see(sellerPage.getByRole('heading', { level: 1, name: 'Messages' }));
    await see(sellerPage.getByText(/No messages yet/));
    await see(messagesLink(sellerPage));
    await expectAccessible(sellerPage, 'the empty inbox');

    const buyerPage = await openPage(browser.newContext, 'the buyer asks');
    await signInContext(buyerPage.context(), buyer.api);
    await gotoSignedIn(buyerPage, `/products/${product.id}`);
    await see(buyerPage.getByRole('heading', { level: 1, name: product.title }));
    const toggle = buyerPage.getByRole('button', { name: 'Message the seller' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await buyerPage
      .getByRole('textbox', { name: `Your question to Robin about ${product.title}` })
      .fill(question);
    await expectAccessible(buyerPage, 'the product page with the question box open');
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await buyerPage.waitForURL(/\/messages\/\d+$/);
    const thread = buyerPage.getByRole('list', { name: 'Messages' });
    await see(thread.getByText(question));
    await see(buyerPage.getByRole('link', { name: product.title }));

    // The seller's open page hears it: the badge counts it and the inbox lists the conversation.
    await see(messagesLink(sellerPage, 1));
    const row = sellerPage.getByRole('link', { name: 'Robin Tester, 1 unread' });
    await see(row);
    await see(sellerPage.getByText(`About ${product.title}`));
    await expectAccessible(sellerPage, 'the inbox with an unread conversation');
    await row.click();
    await see(sellerPage.getByRole('list', { name: 'Messages' }).getByText(question));
    await see(messagesLink(sellerPage));

    // Answered by keyboard alone: the reply box, then Ctrl+Enter.
    const reply = sellerPage.getByRole('textbox', { name: 'Reply to Robin' });
    await reply.focus();
    await sellerPage.keyboard.type(answer);
    await sellerPage.keyboard.press('Control+Enter');
    await see(sellerPage.getByRole('list', { name: 'Messages' }).getByText(answer));
    // The box empties once the send settles, which may be a render after the message shows.
    await expect.poll(() => reply.inputValue()).toBe('');
    await expectAccessible(sellerPage, 'a thread');

    // The buyer's thread shows the answer at once, announces it politely, and reads it.
    await see(thread.getByText(answer));
    await see(buyerPage.locator('[aria-live="polite"]').getByText(`New message from Robin: ${answer}`));
    await see(messagesLink(buyerPage));
    await fitsPhone(buyerPage, 'the thread');
    await buyerPage.goto('/messages');
    await see(buyerPage.getByRole('list', { name: 'Conversations' }).getByText(answer));
    await fitsPhone(buyerPage, 'the inbox');
  });

  it('asks a visitor to sign in first, from a product and from a shop', async () => {
    const seller = await signUpUser('shopkeep');
    const product = await seller.api.createProduct({ title: unique('Quiet vase ') });
    const page = await openPage(browser.newContext, 'visitor messages');
    for (const path of [`/products/${product.id}`, `/shop/${seller.user.id}`]) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Message the seller' }).click();
      const modal = dialog(page, 'Sign In');
      await see(modal.getByText('Before you do that...'));
      await page.keyboard.press('Escape');
      await gone(modal);
    }
    // Signed out, the inbox sends the visitor home.
    await page.goto('/messages');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
