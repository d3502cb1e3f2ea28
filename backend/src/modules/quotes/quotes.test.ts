import {
  conversationMessageAnswerSchema,
  MESSAGES,
  QUOTE_MESSAGES,
  quoteAcceptedAnswerSchema,
} from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper, insertProduct, type Shopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();
// The same app with the shared response cache on: a private answer must never be kept in it.
const cached = createTestApp({ env: { RESPONSE_CACHE_TTL_MS: '60000' } });

const bowl = {
  title: 'Walnut bowl, 30 cm, with your initials',
  description: 'Turned from one piece of black walnut, oiled, initials burnt into the foot.',
  price: 180,
  processing_days: 21,
};

/** A seller with a listing, a buyer who asked about it, and their conversation. */
async function conversationAboutListing() {
  const seller = await createShopper(test);
  const buyer = await createShopper(test);
  const product = await insertProduct(test, seller.user.id, { category_id: 3 });
  const res = await buyer.agent
    .post('/api/conversations')
    .send({ product_id: product.id, message: 'Could you make a bigger one with my initials?' })
    .expect(201);
  return { seller, buyer, product, conversationId: res.body.id as number };
}

async function sendQuote(seller: Shopper, conversationId: number, input: Record<string, unknown> = bowl) {
  const res = await seller.agent.post(`/api/conversations/${conversationId}/quotes`).send(input).expect(201);
  return conversationMessageAnswerSchema.parse(res.body);
}

async function quoted() {
  const parties = await conversationAboutListing();
  const message = await sendQuote(parties.seller, parties.conversationId);
  return { ...parties, quoteId: message.quote!.id };
}

async function accepted() {
  const parties = await quoted();
  const res = await parties.buyer.agent.put(`/api/quotes/${parties.quoteId}/accept`).expect(200);
  const answer = quoteAcceptedAnswerSchema.parse(res.body);
  return { ...parties, privateId: answer.quote.product_id!, answer };
}

describe('sending a quote', () => {
  it('adds a message carrying the quote, open for seven days, to both sides of the thread', async () => {
    const { seller, buyer, conversationId } = await conversationAboutListing();
    const before = Date.now();
    const message = await sendQuote(seller, conversationId);
    expect(message).toMatchObject({
      sender_id: seller.user.id,
      body: QUOTE_MESSAGES.sentBody(bowl.title),
      quote: { ...bowl, status: 'open', product_id: null },
    });
    const days = (Date.parse(message.quote!.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const thread = await buyer.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
    expect(thread.body[0]).toEqual(message);
    const inbox = await buyer.agent.get('/api/conversations').expect(200);
    const conversation = inbox.body.find((c: { id: number }) => c.id === conversationId);
    expect(conversation.last_message.quote).toEqual(message.quote);
    expect(conversation.unread).toBe(1);
  });

  it('is for the seller of the listing the conversation is about: 403 to the buyer, 404 to anyone else', async () => {
    const { buyer, conversationId } = await conversationAboutListing();
    const res = await buyer.agent.post(`/api/conversations/${conversationId}/quotes`).send(bowl).expect(403);
    expect(res.body.message).toBe(QUOTE_MESSAGES.sellerOnly);
    const stranger = await createShopper(test);
    await stranger.agent.post(`/api/conversations/${conversationId}/quotes`).send(bowl).expect(404);
    await test.request().post(`/api/conversations/${conversationId}/quotes`).send(bowl).expect(401);
    expect(await test.db('quotes').where({ conversation_id: conversationId }).count()).toEqual([
      { count: 0 },
    ]);
  });

  it('refuses bad input under each field and writes nothing', async () => {
    const { seller, conversationId } = await conversationAboutListing();
    const res = await seller.agent
      .post(`/api/conversations/${conversationId}/quotes`)
      .send({ title: ' ', description: '', price: 0, processing_days: 1.5 })
      .expect(400);
    expect(res.body.errors).toEqual({
      title: QUOTE_MESSAGES.titleRequired,
      description: QUOTE_MESSAGES.descriptionRequired,
      price: MESSAGES.priceMin,
      processing_days: QUOTE_MESSAGES.processingDays,
    });
    const long = await seller.agent
      .post(`/api/conversations/${conversationId}/quotes`)
      .send({ ...bowl, title: 'x'.repeat(141), processing_days: 91 })
      .expect(400);
    expect(Object.keys(long.body.errors)).toEqual(['title', 'processing_days']);
    expect(await test.db('quotes').where({ conversation_id: conversationId }).count()).toEqual([
      { count: 0 },
    ]);
  });
});

describe('accepting a quote', () => {
  it('makes a private listing of one piece, already in the buyer’s cart, and tells the seller', async () => {
    const { seller, buyer, conversationId, privateId, answer } = await accepted();
    expect(answer.quote).toMatchObject({ ...bowl, status: 'accepted', product_id: privateId });
    expect(answer.cart_item).toMatchObject({ product_id: privateId, quantity: 1 });

    const cart = await buyer.agent.get('/api/cart').expect(200);
    expect(cart.body.cart_items.map((item: { product_id: number }) => item.product_id)).toContain(privateId);

    const product = await buyer.agent.get(`/api/products/${privateId}`).expect(200);
    expect(product.headers['cache-control']).toBe('private, no-store');
    expect(product.body).toMatchObject({
      title: bowl.title,
      price: bowl.price,
      inventory: 1,
      category_id: 3,
      seller_id: seller.user.id,
      private_buyer_id: buyer.user.id,
      shipping: null,
    });
    // Made within the quote's processing days, not a shipping profile's.
    const shipsIn =
      (Date.parse(product.body.ships_by) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(shipsIn).toBe(bowl.processing_days);
    await seller.agent.get(`/api/products/${privateId}`).expect(200);
    const mine = await seller.agent.get('/api/products/current').expect(200);
    expect(mine.body.products.map((p: { id: number }) => p.id)).toContain(privateId);

    const thread = await seller.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
    expect(thread.body[0]).toMatchObject({
      sender_id: buyer.user.id,
      body: QUOTE_MESSAGES.acceptedBody(bowl.title),
      quote: null,
    });
    expect(thread.body[1].quote).toMatchObject({ status: 'accepted', product_id: privateId });
  });

  it('is for its buyer alone, once: 404 to strangers, 403 to the seller, 409 when answered already', async () => {
    const { seller, buyer, quoteId } = await quoted();
    const stranger = await createShopper(test);
    await stranger.agent.put(`/api/quotes/${quoteId}/accept`).expect(404);
    await stranger.agent.put(`/api/quotes/${quoteId}/decline`).expect(404);
    await buyer.agent.put('/api/quotes/999999999/accept').expect(404);
    const own = await seller.agent.put(`/api/quotes/${quoteId}/accept`).expect(403);
    expect(own.body.message).toBe(QUOTE_MESSAGES.buyerOnly);
    expect(await test.db('quotes').where({ id: quoteId }).first('status')).toEqual({ status: 'open' });

    await buyer.agent.put(`/api/quotes/${quoteId}/accept`).expect(200);
    const again = await buyer.agent.put(`/api/quotes/${quoteId}/accept`).expect(409);
    expect(again.body.message).toBe(QUOTE_MESSAGES.notOpen);
    await buyer.agent.put(`/api/quotes/${quoteId}/decline`).expect(409);
    expect(await test.db('products').where({ private_buyer_id: buyer.user.id }).count()).toEqual([
      { count: 1 },
    ]);
  });

  it('cannot follow a decline or the seventh day: 409, and nothing is made', async () => {
    const declined = await quoted();
    const res = await declined.buyer.agent.put(`/api/quotes/${declined.quoteId}/decline`).expect(200);
    expect(res.body.quote).toMatchObject({ status: 'declined', product_id: null });
    const late = await declined.buyer.agent.put(`/api/quotes/${declined.quoteId}/accept`).expect(409);
    expect(late.body.message).toBe(QUOTE_MESSAGES.notOpen);

    const expiring = await quoted();
    await test
      .db('quotes')
      .where({ id: expiring.quoteId })
      .update({ expires_at: test.db.raw("now() - interval '1 second'") });
    const thread = await expiring.buyer.agent
      .get(`/api/conversations/${expiring.conversationId}/messages`)
      .expect(200);
    expect(thread.body[0].quote.status).toBe('expired');
    const expired = await expiring.buyer.agent.put(`/api/quotes/${expiring.quoteId}/accept`).expect(409);
    expect(expired.body.message).toBe(QUOTE_MESSAGES.expired);
    await expiring.buyer.agent.put(`/api/quotes/${expiring.quoteId}/decline`).expect(409);

    for (const buyer of [declined.buyer, expiring.buyer]) {
      expect(await test.db('products').where({ private_buyer_id: buyer.user.id }).count()).toEqual([
        { count: 0 },
      ]);
      expect((await buyer.agent.get('/api/cart').expect(200)).body.cart_items).toEqual([]);
    }
  });

  it('leads to a checkout like any listing, which sells the one piece', async () => {
    const { buyer, privateId } = await accepted();
    const cart = await buyer.agent.get('/api/cart').expect(200);
    const res = await buyer.agent
      .put('/api/products/successful-transaction')
      .send({ expected_total: cart.body.cart_items[0].product.price })
      .expect(200);
    expect(res.body.order.items[0]).toMatchObject({
      product_id: privateId,
      quantity: 1,
      unit_price: bowl.price,
    });
    expect(res.body.deleted_products.map((p: { id: number }) => p.id)).toEqual([privateId]);
  });
});

describe('a private listing', () => {
  it('is 404 to everyone but its buyer and seller, for reading and for every write by id', async () => {
    const { privateId } = await accepted();
    const stranger = await createShopper(test);
    for (const path of [
      `/api/products/${privateId}`,
      `/api/products/${privateId}/images`,
      `/api/products/${privateId}/reviews`,
      `/api/reviews/review-stats/${privateId}`,
    ]) {
      await stranger.agent.get(path).expect(404);
      await test.request().get(path).expect(404);
    }
    await stranger.agent.post('/api/cart/add').send({ product_id: privateId }).expect(404);
    await stranger.agent.post('/api/favorites').send({ product_id: privateId }).expect(404);
    await stranger.agent
      .post('/api/conversations')
      .send({ product_id: privateId, message: 'Can I have one too?' })
      .expect(404);
    await stranger.agent
      .post(`/api/products/${privateId}/reviews`)
      .send({ review: 'Lovely bowl, would buy again.', stars: 5, recommendation: true })
      .expect(404);
    expect(await test.db('cart_items').where({ product_id: privateId }).count()).toEqual([{ count: 1 }]);
  });

  it('is in no list, search, shop page or suggestion, for anyone', async () => {
    const { seller, buyer, privateId } = await accepted();
    const word = 'Zebrawood';
    await test
      .db('products')
      .where({ id: privateId })
      .update({ title: `${word} bowl for a friend` });
    for (const agent of [buyer.agent, seller.agent, test.request()]) {
      for (const path of [
        '/api/products?limit=200',
        '/api/products?category=3&limit=200',
        `/api/products?q=${word}`,
        `/api/users/${seller.user.id}/products`,
      ]) {
        const res = await agent.get(path).expect(200);
        expect(res.body.map((p: { id: number }) => p.id)).not.toContain(privateId);
      }
      const previews = await agent.get('/api/products/preview-images?limit=200').expect(200);
      expect(previews.body.map((p: { product_id: number }) => p.product_id)).not.toContain(privateId);
    }
    const suggestions = await test
      .request()
      .get(`/api/search/suggest?q=${word.slice(0, 5)}`)
      .expect(200);
    expect(JSON.stringify(suggestions.body).toLowerCase()).not.toContain(word.toLowerCase());
    const shop = await test.request().get(`/api/users/${seller.user.id}`).expect(200);
    expect(shop.body.product_count).toBe(1);
  });

  it('is answered privately, so a shared cache never hands it to someone else', async () => {
    const { buyer, privateId } = await accepted();
    const stranger = await createShopper(test);
    const asBuyer = await cached.request().set('Cookie', buyer.cookie).get(`/api/products/${privateId}`);
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.headers['cache-control']).toBe('private, no-store');
    await cached.request().get(`/api/products/${privateId}`).expect(404);
    await cached.request().set('Cookie', stranger.cookie).get(`/api/products/${privateId}`).expect(404);
    const again = await cached.request().set('Cookie', buyer.cookie).get(`/api/products/${privateId}`);
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBe('MISS');
  });
});
