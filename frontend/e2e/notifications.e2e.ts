import type { CheckoutResult } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { mailTo } from './support/mail';
import { eventStreamOpen, gotoSignedIn, see } from './support/ui';

describe.skipIf(browserMissing)('notices and email', () => {
  const browser = useBrowser();

  it('a sale shows in the seller’s bell at once, and its notice leads to the shop manager', async () => {
    const seller = await signUpUser('bellmaker');
    const buyer = await signUpUser('bellbuyer');
    const product = await seller.api.createProduct({ title: unique('Brass bell ') });

    const page = await openPage(browser.newContext, 'the seller’s bell');
    await signInContext(page.context(), seller.api);
    const streamOpen = eventStreamOpen(page);
    await gotoSignedIn(page, '/products');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await see(bell);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    await streamOpen;

    await buyer.api.addToCart(product.id, 1);
    const { order } = await buyer.api.request<CheckoutResult>(
      'PUT',
      '/api/products/successful-transaction',
      {},
    );
    // No reload: the notice comes over the event stream.
    await see(page.getByRole('button', { name: 'Notifications, 1 unread' }));

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const sale = panel.getByRole('link', {
      name: new RegExp(`You made a sale: order ${order.order_number}`),
    });
    await see(sale);
    await see(page.getByRole('button', { name: 'Notifications', exact: true }));
    await expectAccessible(page, 'the bell’s panel with a sale');
    await sale.click();
    await page.waitForURL('**/shop-manager');
  });

  it('verifies an email from the mailed link, and the account page says so', async () => {
    const { user, api } = await signUpUser('verifier');
    const page = await openPage(browser.newContext, 'email verification');
    await signInContext(page.context(), api);
    await gotoSignedIn(page, '/account');
    await see(page.getByText('Not verified'));

    const mail = await mailTo(user.email, 'Verify your email for Handmade Market');
    const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await see(page.getByText('Your email is verified.'));
    await expectAccessible(page, 'the email, verified');
    await gotoSignedIn(page, '/account');
    await see(page.getByText('Verified', { exact: true }));
    expect(await page.getByText('Not verified').count()).toBe(0);
  });
});
