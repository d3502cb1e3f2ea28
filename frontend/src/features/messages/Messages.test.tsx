import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { Message } from '../../lib/types';
import { page } from '../../testing/fakeApi';
import { makeProduct, seller, shopper } from '../../testing/fixtures';
import { clara, makeConversation, makeMessage } from '../../testing/messageFixtures';

describe('messages', () => {
  it('shows the unread total from the live events in the header', async () => {
    const { api } = renderApp('/', { user: shopper });
    const link = await screen.findByRole('link', { name: 'Messages' });
    // The stream opens in an effect, after the link is drawn.
    await waitFor(() => expect(api.openStreams()).toBe(1));
    act(() => api.emit('unread', { unread: 3 }));
    expect(link).toHaveAccessibleName('Messages, 3 unread');
    expect(within(link).getByText('3')).toBeInTheDocument();
    act(() => api.emit('unread', { unread: 0 }));
    expect(link).toHaveAccessibleName('Messages');
  });

  it('lists conversations latest first and moves one up when a message arrives', async () => {
    const older = makeConversation(4, makeMessage(10, { conversation_id: 4, body: 'Is it oven safe?' }));
    const newer = makeConversation(5, makeMessage(12, { sender_id: clara.id, body: 'Yes, in blue.' }), 1);
    const { api } = renderApp('/messages', {
      user: shopper,
      routes: { 'GET /api/conversations': [newer, older] },
    });
    const items = async () =>
      within(await screen.findByRole('list', { name: 'Conversations' }))
        .getAllByRole('listitem')
        .map(
          (item) =>
            within(item).getAllByRole('link')[0]?.getAttribute('aria-label') ??
            within(item).getAllByRole('link')[0]?.textContent,
        );
    expect(await screen.findByRole('link', { name: 'Clara Potter, 1 unread' })).toHaveAttribute(
      'href',
      '/messages/5',
    );
    expect(screen.getByText('Yes, in blue.')).toBeInTheDocument();
    expect(screen.getByText('Is it oven safe?')).toBeInTheDocument();
    expect(await items()).toEqual(['Clara Potter, 1 unread', 'Clara Potter']);

    act(() =>
      api.emit('message', makeMessage(13, { conversation_id: 4, sender_id: clara.id, body: 'It is.' })),
    );
    expect(await items()).toEqual(['Clara Potter, 1 unread', 'Clara Potter, 1 unread']);
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('It is.');
  });

  it('shows a thread, sends a reply, and announces and reads a message that arrives live', async () => {
    const first = makeMessage(10, { body: 'Can you do it in blue?' });
    const answer = makeMessage(11, { sender_id: clara.id, body: 'Yes!\nCobalt or navy?' });
    const { api, user } = renderApp('/messages/5', {
      user: shopper,
      routes: {
        'GET /api/conversations': [makeConversation(5, answer, 1)],
        'GET /api/conversations/5/messages': page([answer, first], null),
        'POST /api/conversations/5/messages': (body: unknown) => makeMessage(12, body as Partial<Message>),
        'PUT /api/conversations/5/read': { unread: 0 },
      },
    });
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(await screen.findByRole('heading', { name: 'Clara Potter', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blue bowl' })).toHaveAttribute('href', '/products/1');
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(within(thread).getAllByRole('listitem')[0]).toHaveTextContent(/^You Jun 12/);
    expect(within(thread).getAllByRole('listitem')[1]).toHaveTextContent('Cobalt or navy?');
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));

    const box = screen.getByRole('textbox', { name: 'Reply to Clara' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    await user.type(box, 'Navy, please.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Navy, please.' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(3));
    expect(box).toHaveValue('');

    act(() => api.emit('message', makeMessage(13, { sender_id: clara.id, body: 'On its way.' })));
    expect(within(thread).getAllByRole('listitem')[3]).toHaveTextContent('On its way.');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'New message from Clara: On its way.',
    );
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
  });

  it('asks a visitor to sign in before messaging the seller', async () => {
    const { user } = renderApp('/products/1', {
      routes: { 'GET /api/products/1': makeProduct(), 'GET /api/products/1/reviews': [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Message the seller' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Before you do that...')).toBeInTheDocument();
  });

  it('sends a question about a product to its seller and opens the conversation', async () => {
    const started = makeConversation(5, makeMessage(10, { body: 'Can you do it in blue?' }));
    const { api, user, location } = renderApp('/products/1', {
      user: shopper,
      routes: {
        'GET /api/products/1': makeProduct({ title: 'Blue bowl' }),
        'GET /api/products/1/reviews': [],
        'POST /api/conversations': started,
        'GET /api/conversations': [started],
        'GET /api/conversations/5/messages': [started.last_message],
        'PUT /api/conversations/5/read': { unread: 0 },
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Message the seller' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question to Clara about Blue bowl' }),
      'Can you do it in blue?',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.calls.find((call) => call.path === '/api/conversations')?.body).toEqual({
      product_id: 1,
      message: 'Can you do it in blue?',
    });
    await waitFor(() => expect(location()).toBe('/messages/5'));
    expect(await screen.findByText('Can you do it in blue?')).toBeInTheDocument();
  });

  it('offers no message button on the seller’s own listing', async () => {
    renderApp('/products/1', {
      user: { ...shopper, id: seller.id },
      routes: { 'GET /api/products/1': makeProduct(), 'GET /api/products/1/reviews': [] },
    });
    expect(await screen.findByRole('link', { name: 'Edit listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message the seller' })).not.toBeInTheDocument();
  });
});
