import { REPORT_MESSAGES, REPORT_REASON_LABELS } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { operator, signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { dialog, gone, gotoSignedIn, see } from './support/ui';

describe.skipIf(browserMissing)('trust and safety', () => {
  const browser = useBrowser();

  it('a buyer reports a listing; an admin hides it with a reason; the seller sees why; it leaves search; restored, it is back; the audit log shows both', async () => {
    const seller = await signUpUser('forger');
    const buyer = await signUpUser('watchful');
    const tag = unique('replica').replace(/[^a-z]/gi, '');
    const product = await seller.api.createProduct({ title: `${tag} designer handbag` });
    const reason = `Copies a brand’s logo ${unique('r')}`;

    // The buyer reports it from the product page.
    const buyerPage = await openPage(browser.newContext, 'the buyer reports');
    await signInContext(buyerPage.context(), buyer.api);
    await gotoSignedIn(buyerPage, `/products/${product.id}`);
    await buyerPage.getByRole('button', { name: 'Report this listing' }).click();
    const form = dialog(buyerPage, 'Report this listing');
    await form.getByRole('radio', { name: REPORT_REASON_LABELS.counterfeit }).check();
    await form
      .getByRole('textbox', { name: 'Anything we should know? (optional)' })
      .fill('Same logo as a big brand.');
    await expectAccessible(buyerPage, 'the report dialog');
    await form.getByRole('button', { name: 'Send report' }).click();
    await see(form.getByText(REPORT_MESSAGES.received));
    await form.getByRole('button', { name: 'Close' }).last().click();
    await gone(form);

    // The operator hides it from the queue, with a reason.
    const admin = await operator();
    const adminPage = await openPage(browser.newContext, 'the operator decides');
    await signInContext(adminPage.context(), admin);
    await gotoSignedIn(adminPage, '/admin');
    const card = adminPage.getByRole('article').filter({ hasText: `${tag} designer handbag` });
    await see(card.getByText('Same logo as a big brand.'));
    await expectAccessible(adminPage, 'the report queue');
    await card.getByRole('button', { name: 'Hide it' }).click();
    const decision = dialog(adminPage, 'Hide this listing?');
    await decision.getByRole('textbox', { name: 'Reason, for the audit log' }).fill(reason);
    await decision.getByRole('button', { name: 'Hide it' }).click();
    await gone(decision);
    await see(card.getByText('Hidden', { exact: true }));

    // The seller sees why; shoppers find it nowhere.
    const sellerPage = await openPage(browser.newContext, 'the seller sees why');
    await signInContext(sellerPage.context(), seller.api);
    await gotoSignedIn(sellerPage, `/products/${product.id}`);
    await see(sellerPage.getByText(`Hidden by Handmade Market: ${reason}. Only you can see this listing.`));
    await buyerPage.goto(`/products?q=${tag}`);
    await see(buyerPage.getByRole('heading', { level: 2, name: `No results for “${tag}”` }));

    // Restored from the listing itself, it is back in search.
    await gotoSignedIn(adminPage, `/products/${product.id}`);
    await adminPage.getByRole('button', { name: 'Restore listing' }).click();
    const restore = dialog(adminPage, 'Restore this listing?');
    await restore
      .getByRole('textbox', { name: 'Reason, for the audit log' })
      .fill('The seller showed their design sketches.');
    await restore.getByRole('button', { name: /^Restore/ }).click();
    await gone(restore);
    await buyerPage.goto(`/products?q=${tag}`);
    await see(buyerPage.getByRole('link', { name: new RegExp(`${tag} designer handbag`) }).first());

    // The audit log keeps both, with their reasons.
    await gotoSignedIn(adminPage, `/admin/audit?target_type=product&target_id=${product.id}`);
    const log = adminPage.getByRole('table', { name: 'Admin actions, newest first' });
    await see(log.getByText('The seller showed their design sketches.'));
    await see(log.getByText(reason));
    expect(await log.getByRole('row').count()).toBe(3);
    await expectAccessible(adminPage, 'the audit log');
  });

  it('the console is not there for a member', async () => {
    const member = await signUpUser('curious');
    const page = await openPage(browser.newContext, 'a member at /admin');
    await signInContext(page.context(), member.api);
    await gotoSignedIn(page, '/admin');
    await see(page.getByRole('heading', { name: 'Page not found' }));
  });
});
