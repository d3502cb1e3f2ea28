import { CASE_REASON_LABELS, type Order } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { operator, makePhoto, signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { dialog, gone, gotoSignedIn, see } from './support/ui';

describe.skipIf(browserMissing)('cases', () => {
  const browser = useBrowser();

  it('a buyer opens a case on a delivered parcel, the seller answers with a photo, the buyer escalates, an admin refunds part: both sides see it', async () => {
    const seller = await signUpUser('turner');
    const buyer = await signUpUser('disappointed');
    const bowl = await seller.api.createProduct({ title: unique('Walnut bowl '), price: 48, inventory: 3 });
    await buyer.api.addToCart(bowl.id, 1);
    const { order } = await buyer.api.request<{ order: Order }>(
      'PUT',
      '/api/products/successful-transaction',
      {},
    );
    const shipmentId = order.shipments[0]!.id;
    await seller.api.request('PUT', `/api/shipments/${shipmentId}/ship`, {
      carrier: 'USPS',
      tracking_number: '9400ABC123',
    });
    await buyer.api.request('PUT', `/api/shipments/${shipmentId}/delivered`);

    // The buyer opens a case from the order page.
    const buyerPage = await openPage(browser.newContext, 'the buyer opens a case');
    await signInContext(buyerPage.context(), buyer.api);
    await gotoSignedIn(buyerPage, `/orders/${order.id}`);
    await buyerPage.getByRole('button', { name: 'Report a problem' }).click();
    const opening = dialog(buyerPage, `A problem with the parcel from ${seller.user.username}`);
    await opening.getByRole('radio', { name: CASE_REASON_LABELS.not_as_described }).check();
    await opening
      .getByRole('textbox', { name: 'What happened?' })
      .fill('The bowl has a crack along the rim.');
    await expectAccessible(buyerPage, 'the open-case dialog');
    await opening.getByRole('button', { name: 'Open a case' }).click();
    await see(buyerPage.getByRole('heading', { level: 1, name: `Case on order ${order.order_number}` }));
    const caseUrl = new URL(buyerPage.url()).pathname;
    expect(caseUrl).toMatch(/^\/cases\/\d+$/);
    await see(buyerPage.getByText('The bowl has a crack along the rim.'));

    // The seller answers in the case, with a photo; the buyer's open page shows it without a reload.
    const sellerPage = await openPage(browser.newContext, 'the seller answers');
    await signInContext(sellerPage.context(), seller.api);
    await gotoSignedIn(sellerPage, caseUrl);
    await sellerPage
      .getByRole('textbox', { name: 'Your message' })
      .fill('So sorry! It left here whole; here is how I packed it.');
    await sellerPage.getByLabel(/^Add a photo/).setInputFiles({
      name: 'packing.png',
      mimeType: 'image/png',
      buffer: await makePhoto(2),
    });
    await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await see(sellerPage.getByText('here is how I packed it'));
    await expectAccessible(sellerPage, 'the case, as its seller sees it');
    await see(buyerPage.getByText('here is how I packed it'));
    await see(buyerPage.getByRole('button', { name: /photo/i }).first());

    // They do not agree: the buyer asks Handmade Market to decide.
    await buyerPage.getByRole('button', { name: 'Ask Handmade Market to decide' }).click();
    await see(buyerPage.getByText('Waiting for our decision').first());

    // The operator finds it in the queue and refunds part of it.
    const admin = await operator();
    const adminPage = await openPage(browser.newContext, 'the operator resolves');
    await signInContext(adminPage.context(), admin);
    await gotoSignedIn(adminPage, '/admin/cases');
    const card = adminPage.getByRole('article').filter({ hasText: order.order_number });
    await see(card);
    await expectAccessible(adminPage, 'the cases queue');
    await card.getByRole('link', { name: CASE_REASON_LABELS.not_as_described }).click();
    await see(adminPage.getByRole('heading', { level: 1, name: `Case on order ${order.order_number}` }));
    const note = `A real crack, but the bowl still holds: half back ${unique('n')}.`;
    await adminPage.getByRole('textbox', { name: 'Refund, in dollars' }).fill('24');
    await adminPage.getByRole('textbox', { name: 'Why (the buyer and the seller both read it)' }).fill(note);
    await expectAccessible(adminPage, 'the case, as an admin sees it');
    await adminPage.getByRole('button', { name: 'Resolve…' }).click();
    const confirm = dialog(adminPage, 'Refund $24.00 and close the case?');
    await confirm.getByRole('button', { name: 'Resolve', exact: true }).click();
    await gone(confirm);
    await see(adminPage.getByRole('heading', { name: /^Resolved/ }));

    // Both sides see the outcome on the open case page, and the order shows it.
    for (const page of [buyerPage, sellerPage]) {
      await see(page.getByText('$24.00 refunded').first());
      await see(page.getByText(note));
    }
    await buyerPage.goto(`/orders/${order.id}`);
    await see(buyerPage.getByText('Resolved: $24.00 refunded'));
    await see(buyerPage.getByText('Refunded', { exact: true }).first());
  });
});
