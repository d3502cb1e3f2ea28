import { CASE_MESSAGES } from '@handmade/common';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { Case, User } from '../../lib/types';
import { escalated, makeCase, makeCaseMessage, resolved } from '../../testing/caseFixtures';
import { fail, type Handler } from '../../testing/fakeApi';
import { seller, shopper } from '../../testing/fixtures';
import { delivered, makeShipment, shipped } from '../../testing/shipmentFixtures';

const sellerUser: User = { ...shopper, id: seller.id, username: seller.username, email: 'clara@example.com' };

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

const talk = makeCase(12, {
  messages: [
    makeCaseMessage(1, { body: 'Nothing came, and the tracking has not moved for a week.' }),
    makeCaseMessage(2, {
      author: { id: seller.id, username: seller.username },
      role: 'seller',
      body: 'So sorry! Here is the receipt from the post office.',
      photo: { url: '/uploads/case-2.webp', url_small: '/uploads/case-2-s.webp' },
      created_at: '2024-06-21T08:00:00.000Z',
    }),
  ],
});

function renderCase(
  kase: Case,
  { user = shopper, routes = {} }: { user?: User; routes?: Record<string, Handler> } = {},
) {
  return renderApp(`/cases/${kase.id}`, { user, routes: { [`GET /api/cases/${kase.id}`]: kase, ...routes } });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Case on order 1718000000000456' });
const story = () => screen.getByRole('list', { name: 'What happened' });
const gets = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/cases/12');

describe('case page', () => {
  it('shows the order, what went wrong, where it stands, who, what was bought, and the story in order', async () => {
    const { user } = renderCase(escalated(talk));
    await heading();
    expect(screen.getByText('It never arrived')).toBeInTheDocument();
    expect(screen.getByText('Waiting for our decision', { selector: '.case-status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See the order/ })).toHaveAttribute('href', '/orders/5');
    expect(screen.getByText('Buyer', { selector: 'dt' }).nextElementSibling).toHaveTextContent('shopper');
    expect(screen.getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/shop/7');
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$90.00');
    expect(screen.getByRole('heading', { name: '2 items in this parcel' })).toBeInTheDocument();
    expect(screen.getByText('Walnut bowl').parentElement).toHaveTextContent('2 × Walnut bowl');

    const entries = within(story()).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^You opened the case/),
      expect.stringMatching(/^You\s*Buyer.*Nothing came/),
      expect.stringMatching(/^claymaker\s*Seller.*So sorry!/),
      expect.stringMatching(/^You asked Handmade Market to decide/),
    ]);

    // A photo shows as a thumbnail, and larger on demand.
    await user.click(within(story()).getByRole('button', { name: 'Photo from claymaker: show it larger' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo from claymaker' });
    expect(within(viewer).getByRole('img', { name: 'Photo from claymaker' })).toHaveAttribute(
      'src',
      '/uploads/case-2.webp',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the buyer ask Handmade Market to decide once the seller’s time is up', async () => {
    const { user, api } = renderCase(talk, {
      routes: { 'PUT /api/cases/12/escalate': fail(409, CASE_MESSAGES.alreadyEscalated) },
    });
    await heading();
    const ask = screen.getByRole('button', { name: 'Ask Handmade Market to decide' });
    expect(ask).toBeEnabled();
    await user.click(ask);
    expect(await screen.findByRole('alert')).toHaveTextContent(CASE_MESSAGES.alreadyEscalated);

    api.set('PUT /api/cases/12/escalate', escalated(talk));
    await user.click(ask);
    expect(
      await screen.findByText('Waiting for our decision', { selector: '.case-status' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask Handmade Market to decide' })).toBeNull();
    expect(within(story()).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /^You asked Handmade Market to decide/,
    );
  });

  it('says until when the seller has, with the button not yet usable', async () => {
    renderCase(makeCase(12, { escalates_from: inTwoDays() }));
    await heading();
    const ask = screen.getByRole('button', { name: 'Ask Handmade Market to decide' });
    expect(ask).toBeDisabled();
    expect(ask).toHaveAccessibleDescription(/^claymaker has until .+ to settle this with you/);
  });

  it('offers the seller no escalation, and tells them from when the buyer may ask', async () => {
    renderCase(makeCase(12, { escalates_from: inTwoDays() }), { user: sellerUser });
    await heading();
    expect(screen.queryByRole('button', { name: 'Ask Handmade Market to decide' })).toBeNull();
    expect(screen.getByText(/shopper can ask Handmade Market to decide from/)).toHaveTextContent(
      /if you have not settled it together by then\.$/,
    );
    expect(screen.getByRole('link', { name: /Your orders to ship/ })).toHaveAttribute(
      'href',
      '/shop-manager',
    );
    expect(screen.queryByRole('heading', { name: 'Resolve the case' })).toBeNull();
  });

  it('sends words, or a photo, and refuses a message with neither', async () => {
    const answered = { ...talk, messages: [...talk.messages, makeCaseMessage(3, { body: 'Thank you.' })] };
    const { user, api } = renderCase(talk, {
      routes: {
        'POST /api/cases/12/messages': fail(413, 'Too large.', { image: 'An image can be at most 5 MB.' }),
      },
    });
    await heading();
    const form = within(screen.getByRole('form', { name: 'Write in the case' }));
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText(CASE_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Your message' })).toHaveFocus();

    // A photo alone is a message; the server's refusal of it shows under the photo.
    const photo = new File(['png'], 'rim.png', { type: 'image/png' });
    await user.upload(form.getByLabelText(/Add a photo/), photo);
    expect(form.getByRole('img', { name: 'Chosen photo: rim.png' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('An image can be at most 5 MB.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ body: '', image: photo });

    // A file that is no image is refused before anything is sent.
    const pdf = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(form.getByLabelText(/Add a photo/), { target: { files: [pdf] } });
    expect(await form.findByText('Only PNG, JPEG, GIF or WebP images can be uploaded.')).toBeInTheDocument();

    api.set('POST /api/cases/12/messages', answered);
    await user.type(form.getByRole('textbox', { name: 'Your message' }), '  Thank you.  ');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await within(story()).findByText('Thank you.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ body: 'Thank you.' });
    expect(form.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(form.getByRole('status')).toHaveTextContent('Your message was sent.');
  });

  it('reads the case again when the live events say it changed, and announces a new message', async () => {
    const { api } = renderCase(talk);
    await heading();
    await waitFor(() => expect(api.openStreams()).toBe(1));
    expect(gets(api.calls)).toHaveLength(1);

    const reply = makeCaseMessage(3, {
      author: { id: seller.id, username: seller.username },
      role: 'seller',
      body: 'A new one is on its way.',
      created_at: '2024-06-22T08:00:00.000Z',
    });
    api.set('GET /api/cases/12', { ...talk, messages: [...talk.messages, reply] });
    // Another shipment changes nothing here.
    act(() => api.emit('shipment', shipped(makeShipment(44))));
    act(() =>
      api.emit('shipment', {
        ...shipped(makeShipment(31)),
        case: { id: 12, reason: 'not_received', status: 'open', refund: null },
      }),
    );
    expect(await within(story()).findByText('A new one is on its way.')).toBeInTheDocument();
    expect(gets(api.calls)).toHaveLength(2);
    // Announced by an effect of the render that shows the message, so it may follow that render.
    expect(await screen.findByText(/^New message from claymaker/)).toHaveTextContent(
      'New message from claymaker: A new one is on its way.',
    );

    api.set(
      'GET /api/cases/12',
      resolved({ ...talk, messages: [...talk.messages, reply] }, 0, 'It was delivered.'),
    );
    act(() =>
      api.emit('notification', {
        notification: {
          id: 9,
          kind: 'case_resolved',
          title: 'Your case was resolved',
          body: 'No refund.',
          link: '/cases/12',
          created_at: new Date().toISOString(),
          read: false,
        },
        unread: 1,
      }),
    );
    expect(await screen.findByRole('heading', { name: /^Resolved/ })).toBeInTheDocument();
    expect(gets(api.calls)).toHaveLength(3);
  });

  it('shows how a resolved case ended, and takes no more messages', async () => {
    renderCase(
      resolved(escalated(talk), 12, 'The rim was cracked in the photo: half the bowls are refunded.'),
    );
    await heading();
    const outcome = within(screen.getByRole('region', { name: /^Resolved/ }));
    expect(outcome.getByText('$12.00 refunded')).toBeInTheDocument();
    expect(outcome.getByText(/of \$90\.00/)).toBeInTheDocument();
    expect(
      outcome.getByText('The rim was cracked in the photo: half the bowls are refunded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Resolved: $12.00 refunded', { selector: '.case-status' })).toBeInTheDocument();
    expect(within(story()).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /^Handmade Market decided: \$12\.00 refunded/,
    );
    expect(screen.queryByRole('form', { name: 'Write in the case' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask Handmade Market to decide' })).toBeNull();
  });

  it('says no refund when the case ended without one', async () => {
    renderCase(resolved(escalated(talk), 0, 'The tracking shows it delivered to the door.'));
    await heading();
    expect(
      within(screen.getByRole('region', { name: /^Resolved/ })).getByText('No refund'),
    ).toBeInTheDocument();
    expect(screen.getByText('Resolved: no refund', { selector: '.case-status' })).toBeInTheDocument();
  });

  it('shows the server message for a case that is not the reader’s', async () => {
    renderApp('/cases/13', {
      user: shopper,
      routes: { 'GET /api/cases/13': fail(404, CASE_MESSAGES.notFound) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: CASE_MESSAGES.notFound }),
    ).toBeInTheDocument();
  });

  it('is reached from the order page', async () => {
    const shipment = delivered(
      shipped(makeShipment(31, { case: { id: 12, reason: 'not_received', status: 'open', refund: null } })),
    );
    const { user, location } = renderApp('/orders/5', {
      user: shopper,
      routes: {
        'GET /api/orders/5': {
          id: 5,
          order_number: '1718000000000456',
          total: 90,
          created_at: '2024-06-12T09:00:00.000Z',
          items: shipment.items,
          shipments: [shipment],
        },
        'GET /api/cases/12': talk,
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Case open It never arrived' }));
    await heading();
    expect(location()).toBe('/cases/12');
  });
});
