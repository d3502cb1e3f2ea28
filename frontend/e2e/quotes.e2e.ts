import { QUOTE_MESSAGES, type Conversation } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { pay, shipToAddress } from './support/checkout';
import { dialog, gone, gotoSignedIn, see } from './support/ui';

describe.skipIf(browserMissing)('custom orders', () => {
  const browser = useBrowser();

  it('a seller quotes a piece in the thread; the buyer accepts it live, pays for it; no one else sees it', async () => {
    const seller = await signUpUser('quoter');
    const buyer = await signUpUser('patron');
    const product = await seller.api.createProduct({ title: unique('Green bowl ') });
    const question = `Could you make a set of four? ${unique('q')}`;
    const conversation = await buyer.api.request<Conversation>('POST', '/api/conversations', {
      product_id: product.id,
      message: question,
    });
    const title = unique('Four green bowls ');
    const thread = `/messages/${conversation.id}`;

    // The buyer's thread is open before anything is quoted; only the listing's seller may quote.
    const buyerPage = await openPage(browser.newContext, 'the buyer waits for a quote');
    await signInContext(buyerPage.context(), buyer.api);
    await gotoSignedIn(buyerPage, thread);
    await see(buyerPage.getByRole('list', { name: 'Messages' }).getByText(question));
    await see(buyerPage.getByRole('link', { name: product.title }));
    expect(await buyerPage.getByRole('button', { name: 'Send a quote' }).count()).toBe(0);

    // The seller sends the quote through the form, after the rules have spoken once.
    const sellerPage = await openPage(browser.newContext, 'the seller quotes');
    await signInContext(sellerPage.context(), seller.api);
    await gotoSignedIn(sellerPage, thread);
    await see(sellerPage.getByRole('list', { name: 'Messages' }).getByText(question));
    const opener = sellerPage.getByRole('button', { name: 'Send a quote' });
    await opener.click();
    const form = dialog(sellerPage, 'Send a quote');
    await form.getByRole('button', { name: 'Send quote' }).click();
    await see(form.getByText(QUOTE_MESSAGES.titleRequired));
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(sellerPage, 'the quote form with its messages');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Four bowls in a deep green glaze,\nabout 15 cm across.');
    await form.getByLabel('Price (USD)').fill('64');
    await form.getByLabel('Processing time (days)').fill('10');
    await form.getByRole('button', { name: 'Send quote' }).click();
    await gone(form);
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    const sellerCard = sellerPage.getByRole('article', { name: title });
    await see(sellerCard.getByText('Waiting for Robin’s answer'));

    // The buyer's open page shows the quote at once, and accepts it.
    const card = buyerPage.getByRole('article', { name: title });
    await see(card.getByText('$64.00'));
    await see(card.getByText('Made and shipped within 10 days'));
    await see(card.getByText(/^Open until /));
    await see(buyerPage.locator('[aria-live="polite"]').getByText(QUOTE_MESSAGES.sentBody(title)));
    await expectAccessible(buyerPage, 'a thread with an open quote');
    await card.getByRole('button', { name: 'Accept and add to cart' }).click();
    const toCart = card.getByRole('link', { name: 'Go to your cart' });
    await see(toCart);
    await see(card.getByText('Accepted'));
    await gone(card.getByRole('button'));
    await expectAccessible(buyerPage, 'a thread with an accepted quote');
    const listing = await card.getByRole('link', { name: 'View the listing' }).getAttribute('href');
    expect(listing).toMatch(/^\/products\/\d+$/);

    // The seller's page hears the answer without reloading: the card and the buyer's message.
    await see(sellerCard.getByText('Accepted'));
    await see(sellerCard.getByRole('link', { name: 'View the listing' }));
    await gone(sellerCard.getByText(/Waiting for/));
    await see(
      sellerPage.getByRole('list', { name: 'Messages' }).getByText(QUOTE_MESSAGES.acceptedBody(title)),
    );

    // The private listing is in the buyer's cart, and the buyer buys it.
    await toCart.click();
    await buyerPage.waitForURL('**/cart');
    const line = buyerPage.getByRole('article', { name: title });
    await see(line.getByText('Custom order'));
    await see(line.getByText('$64.00'));
    await buyerPage.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await shipToAddress(buyerPage);
    await pay(buyerPage);
    await see(buyerPage.getByRole('heading', { level: 1, name: 'Success! Here is your order number:' }));

    // Anyone else is told the listing does not exist.
    const stranger = await signUpUser('passerby');
    const strangerPage = await openPage(browser.newContext, 'a stranger opens the private listing');
    await signInContext(strangerPage.context(), stranger.api);
    await gotoSignedIn(strangerPage, listing ?? '');
    await see(strangerPage.getByRole('heading', { level: 1, name: "Product couldn't be found" }));
  });
});
