import { MESSAGES, QUOTE_MESSAGES } from '@handmade/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { Conversation, Message, Quote, User } from '../../lib/types';
import { fail, page, type Handler } from '../../testing/fakeApi';
import { makeCartItem, makeProduct, seller, shopper } from '../../testing/fixtures';
import { clara, makeConversation, makeMessage, makeQuote } from '../../testing/messageFixtures';

/** Clara signed in: she sells the blue bowl the shopper asked about. */
const claraUser: User = { ...shopper, id: seller.id, username: seller.username, first_name: 'Clara' };
const sam = { ...clara, id: shopper.id, username: shopper.username, first_name: 'Sam', last_name: 'Shopper' };

const question = makeMessage(10, { body: 'Could you make four of them?' });
const quoteMessage = (quote: Quote) =>
  makeMessage(11, { sender_id: seller.id, body: QUOTE_MESSAGES.sentBody(quote.title), quote });

/** The thread of conversation 5, as the shopper (the buyer) or Clara (the seller) sees it. */
function renderThread(as: 'buyer' | 'seller', messages: Message[], routes: Record<string, Handler> = {}) {
  const last = messages[messages.length - 1] as Message;
  const conversation: Conversation =
    as === 'buyer' ? makeConversation(5, last) : { ...makeConversation(5, last), other: sam };
  return renderApp('/messages/5', {
    user: as === 'buyer' ? shopper : claraUser,
    routes: {
      'GET /api/conversations': [conversation],
      'GET /api/conversations/5/messages': page([...messages].reverse(), null),
      'PUT /api/conversations/5/read': { unread: 0 },
      ...routes,
    },
  });
}

const card = async () => within(await screen.findByRole('article', { name: 'Set of four blue bowls' }));

describe('custom order quotes', () => {
  it.each([
    ['open', 'Open until Jun 19, 2024'],
    ['accepted', 'Accepted · View the listing'],
    ['declined', 'Declined'],
    ['expired', 'Expired'],
  ] as const)('shows the buyer a quote that is %s', async (status, line) => {
    const quote = makeQuote(3, { status, product_id: status === 'accepted' ? 40 : null });
    renderThread('buyer', [question, quoteMessage(quote)]);
    const shown = await card();
    expect(shown.getByText('Custom order')).toBeInTheDocument();
    expect(shown.getByText(/Four bowls in cobalt glaze/)).toHaveTextContent(
      'Four bowls in cobalt glaze, about 15 cm across.',
    );
    expect(shown.getByText('$180.00')).toBeInTheDocument();
    expect(shown.getByText('Made and shipped within 14 days')).toBeInTheDocument();
    expect(shown.getByText(line.split(' · ')[0] as string, { exact: false })).toHaveTextContent(line);
    const buttons = shown.queryAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(status === 'open' ? ['Accept and add to cart', 'Decline'] : []);
    if (status === 'accepted')
      expect(shown.getByRole('link', { name: 'View the listing' })).toHaveAttribute('href', '/products/40');
    expect(shown.queryByText(/Waiting for/)).not.toBeInTheDocument();
    // A buyer cannot quote in a conversation about someone else's listing.
    expect(screen.queryByRole('button', { name: 'Send a quote' })).not.toBeInTheDocument();
  });

  it.each([
    ['open', 'Waiting for Sam’s answer'],
    ['accepted', 'Accepted'],
    ['declined', 'Declined'],
    ['expired', 'Expired'],
  ] as const)('shows the seller a quote that is %s, with no answer buttons', async (status, text) => {
    renderThread('seller', [question, quoteMessage(makeQuote(3, { status, processing_days: 1 }))]);
    const shown = await card();
    expect(shown.getByText('Made and shipped within 1 day')).toBeInTheDocument();
    expect(shown.getByText(text)).toBeInTheDocument();
    expect(shown.queryAllByRole('button')).toEqual([]);
    // No listing made yet (or deleted since): nothing to link to.
    expect(shown.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends a quote from the seller’s form, with the rules’ and then the server’s messages under the fields', async () => {
    let sent = 0;
    const { api, user } = renderThread('seller', [question], {
      'POST /api/conversations/5/quotes': (body: unknown) => {
        sent += 1;
        if (sent === 1) return fail(400, 'Invalid quote', { title: QUOTE_MESSAGES.titleLong });
        const quote = makeQuote(3, body as Partial<Quote>);
        return quoteMessage(quote);
      },
    });
    const opener = await screen.findByRole('button', { name: 'Send a quote' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Send a quote' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(title).toHaveAccessibleDescription(QUOTE_MESSAGES.titleRequired);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    expect(price).toHaveAccessibleDescription(`Shipping included. ${MESSAGES.priceMin}`);
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      QUOTE_MESSAGES.descriptionRequired,
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Processing time (days)' }),
    ).toHaveAccessibleDescription(`To make it and send it. ${QUOTE_MESSAGES.processingDays}`);
    await waitFor(() => expect(title).toHaveFocus());

    await user.type(title, 'Set of four blue bowls');
    expect(title).toHaveAttribute('aria-invalid', 'false');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Four bowls in cobalt.');
    await user.type(price, '180');
    await user.type(within(dialog).getByRole('textbox', { name: 'Processing time (days)' }), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(await within(dialog).findByText(QUOTE_MESSAGES.titleLong)).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(QUOTE_MESSAGES.titleLong);
    expect(price).toHaveAttribute('aria-invalid', 'false');

    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      title: 'Set of four blue bowls',
      description: 'Four bowls in cobalt.',
      price: 180,
      processing_days: 14,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect((await card()).getByText('Waiting for Sam’s answer')).toBeInTheDocument();
  });

  it('offers either participant a quote in a conversation started from a shop', async () => {
    const fromShop = { ...makeConversation(5, question), product: null };
    renderApp('/messages/5', {
      user: shopper,
      routes: {
        'GET /api/conversations': [fromShop],
        'GET /api/conversations/5/messages': page([question], null),
        'PUT /api/conversations/5/read': { unread: 0 },
      },
    });
    expect(await screen.findByRole('button', { name: 'Send a quote' })).toBeInTheDocument();
  });

  it('accepts a quote: the listing goes into the cart, and the card links to it and to the cart', async () => {
    const accepted = makeQuote(3, { status: 'accepted', product_id: 40 });
    const listing = makeProduct({ id: 40, title: 'Set of four blue bowls', private_buyer_id: shopper.id });
    const { api, user } = renderThread('buyer', [question, quoteMessage(makeQuote(3))], {
      'PUT /api/quotes/3/accept': { quote: accepted, cart_item: makeCartItem(9, listing) },
    });
    await user.click((await card()).getByRole('button', { name: 'Accept and add to cart' }));
    expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/api/quotes/3/accept')).toBe(
      true,
    );
    const cartLink = await screen.findByRole('link', { name: 'Go to your cart' });
    expect(cartLink).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(cartLink).toHaveFocus());
    const shown = await card();
    expect(shown.getByRole('link', { name: 'View the listing' })).toHaveAttribute('href', '/products/40');
    expect(shown.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows why an answer was refused, keeping the buttons', async () => {
    const { user } = renderThread('buyer', [question, quoteMessage(makeQuote(3))], {
      'PUT /api/quotes/3/decline': fail(409, QUOTE_MESSAGES.expired),
    });
    await user.click((await card()).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTE_MESSAGES.expired);
    expect((await card()).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('takes a quote answered elsewhere as a change, not a new message', async () => {
    const later = makeMessage(12, { sender_id: clara.id, body: 'Take your time.' });
    const { api } = renderThread('buyer', [question, quoteMessage(makeQuote(3)), later]);
    expect(await screen.findByText('Take your time.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    act(() => api.emit('message', quoteMessage(makeQuote(3, { status: 'declined' }))));
    expect((await card()).getByText('Declined')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.at(-1)).toHaveTextContent('Take your time.');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('leaves the inbox as it was when an older quote changes', async () => {
    const later = makeMessage(12, { sender_id: clara.id, body: 'Take your time.' });
    const { api } = renderApp('/messages', {
      user: shopper,
      routes: { 'GET /api/conversations': [makeConversation(5, later)] },
    });
    const row = await screen.findByRole('link', { name: 'Clara Potter' });
    act(() => api.emit('message', quoteMessage(makeQuote(3, { status: 'expired' }))));
    expect(row).toHaveAccessibleName('Clara Potter');
    expect(screen.getByText('Take your time.')).toBeInTheDocument();
  });
});
