import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, signInContext, signUpUser, unique, type ApiProduct } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { pay, shipToAddress } from './support/checkout';
import { dialog, eventually, see } from './support/ui';

/** The shop's queue card of an order, in the Shop manager. */
function queueCard(page: Page, orderNumber: string) {
  return page
    .getByRole('list', { name: 'Orders to ship' })
    .getByRole('article')
    .filter({ hasText: orderNumber });
}

describe.skipIf(browserMissing)('orders that move', () => {
  const browser = useBrowser();

  it('two shops: one ships with tracking, one cancels; the buyer follows both and says one arrived', async () => {
    const potter = await signUpUser('potter');
    const weaver = await signUpUser('weaver');
    const bowl = await potter.api.createProduct({ title: unique('Shipped bowl '), price: 20, inventory: 5 });
    const scarf = await weaver.api.createProduct({
      title: unique('Cancelled scarf '),
      price: 30,
      inventory: 2,
    });
    const buyer = await signUpUser('twoshops');
    await buyer.api.addToCart(bowl.id, 1);
    // The scarf's whole stock: it sells out, and comes back when its shipment is cancelled.
    await buyer.api.addToCart(scarf.id, 2);

    // The buyer checks out with a new address; the order has one shipment per shop.
    const buyerPage = await openPage(browser.newContext, 'buyer two shops');
    await signInContext(buyerPage.context(), buyer.api);
    await buyerPage.goto('/checkout');
    await shipToAddress(buyerPage);
    await expectAccessible(buyerPage, 'checkout with an address');
    const orderNumber = await pay(buyerPage);
    expect((await new ApiClient().request<ApiProduct>('GET', `/api/products/${scarf.id}`)).inventory).toBe(0);

    // Each seller sees their own shipment in the queue.
    const potterPage = await openPage(browser.newContext, 'potter queue');
    await signInContext(potterPage.context(), potter.api);
    await potterPage.goto('/shop-manager');
    const potterCard = queueCard(potterPage, orderNumber);
    await see(potterCard.getByText(bowl.title));
    expect(await potterCard.getByText(scarf.title).count()).toBe(0);
    await expectAccessible(potterPage, 'the queue');
    await potterCard.getByRole('button', { name: `Mark shipped, order ${orderNumber}` }).click();
    const ship = dialog(potterPage, /ship/i);
    await ship.getByLabel('Carrier').selectOption('UPS');
    await ship.getByLabel('Tracking number').fill('1Z 999 AA1 01 2345 6784');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await eventually(() => potterCard.count()).toBe(0);

    const weaverPage = await openPage(browser.newContext, 'weaver queue');
    await signInContext(weaverPage.context(), weaver.api);
    await weaverPage.goto('/shop-manager');
    const weaverCard = queueCard(weaverPage, orderNumber);
    await see(weaverCard.getByText(scarf.title));
    await weaverCard.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
    const cancel = dialog(weaverPage, `Cancel order ${orderNumber}?`);
    await cancel.getByLabel('Reason (the buyer sees it)').fill('The dye lot ran out, sorry.');
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await eventually(() => weaverCard.count()).toBe(0);

    // The cancelled line's stock is back, and the listing with it.
    const restocked = await new ApiClient().request<ApiProduct>('GET', `/api/products/${scarf.id}`);
    expect(restocked).toMatchObject({ inventory: 2 });
    const listed = await new ApiClient().request<ApiProduct[]>(
      'GET',
      `/api/users/${weaver.user.id}/products`,
    );
    expect(listed.map((product) => product.id)).toEqual([scarf.id]);

    // The buyer sees both timelines on the order page.
    await buyerPage.getByRole('link', { name: 'View your order' }).click();
    await buyerPage.waitForURL(/\/orders\/\d+$/);
    const fromPotter = buyerPage.getByRole('article', { name: `From ${potter.user.username}` });
    const fromWeaver = buyerPage.getByRole('article', { name: `From ${weaver.user.username}` });
    await see(fromPotter.getByRole('link', { name: /Track parcel 1Z999AA10123456784 with UPS/ }));
    await see(fromPotter.getByText('Robin Tester'));
    const potterHistory = fromPotter.getByRole('list', {
      name: `History of the shipment from ${potter.user.username}`,
    });
    await see(potterHistory.getByText('Shipped'));
    const weaverHistory = fromWeaver.getByRole('list', {
      name: `History of the shipment from ${weaver.user.username}`,
    });
    await see(weaverHistory.getByText('The dye lot ran out, sorry.'));
    await expectAccessible(buyerPage, 'the order with two shipments');

    await fromPotter.getByRole('button', { name: 'I received it' }).click();
    await see(fromPotter.getByText('Thank you: marked as received.'));
    await see(potterHistory.getByText('Delivered'));
    expect(await fromPotter.getByRole('button', { name: 'I received it' }).count()).toBe(0);
    expect(await fromWeaver.getByRole('button', { name: 'I received it' }).count()).toBe(0);
  });
});
