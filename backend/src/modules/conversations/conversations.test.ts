import {
  conversationAnswerSchema,
  conversationMessageAnswerSchema,
  MESSAGE_BODY_MAX,
} from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countQueries, createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp, signUp } from '../../../test/testApp';

const test = createTestApp();

/** A seller with a listing, and a buyer who asks about it. */
async function buyerAndSeller() {
  const seller = await createShopper(test);
  const product = await insertProduct(test, seller.user.id);
  const buyer = await createShopper(test);
  return { seller, buyer, product };
}

function ask(buyer: Shopper, productId: number, message = 'Can you do it in blue?') {
  return buyer.agent.post('/api/conversations').send({ product_id: productId, message });
}

const unreadOf = async (shopper: Shopper, conversationId: number) => {
  const inbox = (await shopper.agent.get('/api/conversations').expect(200)).body as {
    id: number;
    unread: number;
  }[];
  return inbox.find((conversation) => conversation.id === conversationId)?.unread;
};

describe('starting a conversation', () => {
  it('from a product writes to its seller, and writing again continues the same conversation', async () => {
    const { seller, buyer, product } = await buyerAndSeller();
    const first = await ask(buyer, product.id).expect(201);
    const conversation = conversationAnswerSchema.parse(first.body);
    expect(conversation).toMatchObject({
      other: { id: seller.user.id, username: seller.user.username },
      product: { id: product.id, title: product.title, preview_image: null, seller_id: seller.user.id },
      last_message: { sender_id: buyer.user.id, body: 'Can you do it in blue?' },
      unread: 0,
    });
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await ask(buyer, product.id, 'And in green?').expect(200);
    expect(again.body.id).toBe(conversation.id);
    // From the shop, without a product: another conversation between the same two.
    const fromShop = await buyer.agent
      .post('/api/conversations')
      .send({ recipient_id: seller.user.id, message: 'Do you take commissions?' })
      .expect(201);
    expect(fromShop.body.id).not.toBe(conversation.id);
    expect(fromShop.body.product).toBeNull();

    const inbox = await seller.agent.get('/api/conversations').expect(200);
    expect(inbox.headers['cache-control']).toBe('no-store');
    expect(
      z
        .array(conversationAnswerSchema)
        .parse(inbox.body)
        .map((c) => [c.id, c.unread]),
    ).toEqual([
      [fromShop.body.id, 1],
      [conversation.id, 2],
    ]);
    expect(inbox.body[1].other.id).toBe(buyer.user.id);
  });

  it('refuses writing to oneself, to nobody, to a closed account, and bad messages', async () => {
    const { seller, buyer, product } = await buyerAndSeller();
    let res = await ask(seller, product.id).expect(403);
    expect(res.body).toEqual({ message: 'You cannot send a message to yourself.' });
    await seller.agent
      .post('/api/conversations')
      .send({ recipient_id: seller.user.id, message: 'Note to self' })
      .expect(403);
    res = await buyer.agent.post('/api/conversations').send({ message: 'Hello' }).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['recipient_id']);
    res = await ask(buyer, product.id, '   ').expect(400);
    expect(res.body.errors).toEqual({ message: 'Please write a message.' });
    res = await ask(buyer, product.id, 'x'.repeat(MESSAGE_BODY_MAX + 1)).expect(400);
    expect(res.body.errors).toEqual({ message: 'A message can be at most 2000 characters.' });
    await ask(buyer, product.id, 'x'.repeat(MESSAGE_BODY_MAX)).expect(201);
    res = await buyer.agent.post('/api/conversations').send({ product_id: 'abc', message: 'Hi' }).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['product_id']);
    res = await buyer.agent
      .post('/api/conversations')
      .send({ product_id: product.id, recipient_id: buyer.user.id, message: 'Hi' })
      .expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['recipient_id']);
    await ask(buyer, 2_147_483_647).expect(404);
    await buyer.agent
      .post('/api/conversations')
      .send({ recipient_id: 2_147_483_647, message: 'Hi' })
      .expect(404);
    await test
      .request()
      .post('/api/conversations')
      .send({ product_id: product.id, message: 'Hi' })
      .expect(401);

    const closed = await signUp(test);
    await closed.agent.delete('/api/auth').send({ password: closed.password }).expect(200);
    await buyer.agent
      .post('/api/conversations')
      .send({ recipient_id: closed.user.id, message: 'Hi' })
      .expect(404);
  });

  it('keeps markup as the plain text it is', async () => {
    const { seller, buyer, product } = await buyerAndSeller();
    const body = '<img src=x onerror=alert(1)> & "quotes"';
    const { id } = (await ask(buyer, product.id, body).expect(201)).body;
    const thread = await seller.agent.get(`/api/conversations/${id}/messages`).expect(200);
    expect(thread.body[0].body).toBe(body);
  });
});

describe('a thread', () => {
  it('pages newest first with a Link to older messages, in the same number of queries', async () => {
    const { seller, buyer, product } = await buyerAndSeller();
    const { id } = (await ask(buyer, product.id, 'message 0').expect(201)).body;
    for (let i = 1; i < 5; i += 1) {
      const sender = i % 2 ? seller : buyer;
      const sent = await sender.agent
        .post(`/api/conversations/${id}/messages/`)
        .send({ body: `message ${i}` });
      expect(sent.status).toBe(201);
      expect(conversationMessageAnswerSchema.parse(sent.body)).toMatchObject({
        conversation_id: id,
        sender_id: sender.user.id,
        body: `message ${i}`,
      });
    }
    const first = await buyer.agent.get(`/api/conversations/${id}/messages?limit=3`).expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.map((m: { body: string }) => m.body)).toEqual(['message 4', 'message 3', 'message 2']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
    const second = await buyer.agent.get(next).expect(200);
    expect(second.body.map((m: { body: string }) => m.body)).toEqual(['message 1', 'message 0']);
    expect(second.headers.link).toBeUndefined();
    await buyer.agent.get(`/api/conversations/${id}/messages?cursor=nonsense`).expect(400);
    await buyer.agent.get(`/api/conversations/${id}/messages?limit=0`).expect(400);

    const queries = async (limit: number) =>
      countQueries(test, () =>
        buyer.agent.get(`/api/conversations/${id}/messages?limit=${limit}`).expect(200),
      );
    expect(await queries(5)).toBe(await queries(1));
  });

  it('counts unread messages until the recipient marks them read', async () => {
    const { seller, buyer, product } = await buyerAndSeller();
    const { id } = (await ask(buyer, product.id).expect(201)).body;
    await buyer.agent.post(`/api/conversations/${id}/messages`).send({ body: 'Or in green?' }).expect(201);
    expect(await unreadOf(seller, id)).toBe(2);
    expect(await unreadOf(buyer, id)).toBe(0);
    expect((await seller.agent.put(`/api/conversations/${id}/read`).expect(200)).body).toEqual({ unread: 0 });
    expect(await unreadOf(seller, id)).toBe(0);
    // Replying reads the thread too: the sender's own messages are never unread.
    await buyer.agent.post(`/api/conversations/${id}/messages`).send({ body: 'Thanks!' }).expect(201);
    await seller.agent
      .post(`/api/conversations/${id}/messages`)
      .send({ body: 'Yes, blue works.' })
      .expect(201);
    expect(await unreadOf(seller, id)).toBe(0);
    expect(await unreadOf(buyer, id)).toBe(1);
  });

  it('is 404 to anyone but its two participants, 401 signed out, 400 for a bad id', async () => {
    const { buyer, product } = await buyerAndSeller();
    const { id } = (await ask(buyer, product.id).expect(201)).body;
    const stranger = await createShopper(test);
    for (const res of [
      await stranger.agent.get(`/api/conversations/${id}/messages`),
      await stranger.agent.post(`/api/conversations/${id}/messages`).send({ body: 'Let me in' }),
      await stranger.agent.put(`/api/conversations/${id}/read`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Conversation couldn't be found" });
    }
    expect((await stranger.agent.get('/api/conversations').expect(200)).body).toEqual([]);
    expect(await test.db('messages').where({ conversation_id: id }).count('* as n')).toEqual([{ n: 1 }]);
    await test.request().get(`/api/conversations/${id}/messages`).expect(401);
    await test.request().get('/api/conversations').expect(401);
    await buyer.agent.get('/api/conversations/abc/messages').expect(400);
    await buyer.agent.post(`/api/conversations/${id}/messages`).send({ body: '' }).expect(400);
  });

  it('is gone for both once one participant closes their account', async () => {
    const seller = await signUp(test);
    const product = await insertProduct(test, seller.user.id);
    const buyer = await createShopper(test);
    const { id } = (await ask(buyer, product.id).expect(201)).body;
    const fromShop = await buyer.agent
      .post('/api/conversations')
      .send({ recipient_id: seller.user.id, message: 'Hi' })
      .expect(201);
    await seller.agent.delete('/api/auth').send({ password: seller.password }).expect(200);

    expect((await buyer.agent.get('/api/conversations').expect(200)).body).toEqual([]);
    await buyer.agent.get(`/api/conversations/${id}/messages`).expect(404);
    await buyer.agent
      .post(`/api/conversations/${fromShop.body.id}/messages`)
      .send({ body: 'Hello?' })
      .expect(404);
    expect(await test.db('messages').whereIn('conversation_id', [id, fromShop.body.id])).toEqual([]);
  });
});

describe('sending', () => {
  it('is rate limited like every other write', async () => {
    const limited = createTestApp({ env: { RATE_LIMIT_WRITE: '3' } });
    const seller = await createShopper(limited);
    const product = await insertProduct(limited, seller.user.id);
    const buyer = await createShopper(limited);
    const { id } = (
      await buyer.agent.post('/api/conversations').send({ product_id: product.id, message: 'Hi' }).expect(201)
    ).body;
    await buyer.agent.post(`/api/conversations/${id}/messages`).send({ body: 'Two' }).expect(201);
    await buyer.agent.post(`/api/conversations/${id}/messages`).send({ body: 'Three' }).expect(201);
    const res = await buyer.agent
      .post(`/api/conversations/${id}/messages`)
      .send({ body: 'Four' })
      .expect(429);
    expect(res.body.message).toMatch(/Too many requests/);
  });
});

describe('the database', () => {
  it('refuses a conversation with oneself, a second one per pair and product, and bad messages', async () => {
    const { seller, buyer, product } = await buyerAndSeller();
    const [low, high] = [seller.user.id, buyer.user.id].sort((a, b) => a - b) as [number, number];
    await expect(
      test.db('conversations').insert({ user_low: low, user_high: low, product_id: null }),
    ).rejects.toThrow(/conversations_distinct_participants/);
    await expect(
      test.db('conversations').insert({ user_low: high, user_high: low, product_id: null }),
    ).rejects.toThrow(/conversations_distinct_participants/);
    const [conversation] = await test
      .db('conversations')
      .insert({ user_low: low, user_high: high, product_id: null })
      .returning('id');
    await expect(
      test.db('conversations').insert({ user_low: low, user_high: high, product_id: null }),
    ).rejects.toThrow(/conversations_pair_product/);
    await test.db('conversations').insert({ user_low: low, user_high: high, product_id: product.id });
    await expect(
      test.db('conversations').insert({ user_low: low, user_high: high, product_id: product.id }),
    ).rejects.toThrow(/conversations_pair_product/);

    const message = (fields: Record<string, unknown>) =>
      test.db('messages').insert({
        conversation_id: conversation.id,
        sender_id: low,
        recipient_id: high,
        body: 'Hello',
        ...fields,
      });
    await expect(message({ body: '' })).rejects.toThrow(/messages_body_length/);
    await expect(message({ body: ' \n ' })).rejects.toThrow(/messages_body_not_blank/);
    await expect(message({ body: 'x'.repeat(2001) })).rejects.toThrow(/messages_body_length/);
    const stranger = await createShopper(test);
    await expect(message({ sender_id: stranger.user.id })).rejects.toThrow(/one participant/);
    await expect(message({ recipient_id: low })).rejects.toThrow(/one participant/);
    await expect(
      test.db('conversation_reads').insert({ conversation_id: conversation.id, user_id: stranger.user.id }),
    ).rejects.toThrow(/participant/);
    await message({ body: 'x'.repeat(2000) });
  });
});
