import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { SEARCHES_BUSY } from '../products';
import { validProduct } from '../products/products.testing';
import { eventually } from '../../../test/eventually';

const test = createTestApp();
/** One suggestion or search at a time, and one waiting. */
const narrow = createTestApp({ env: { SEARCHES_AT_ONCE: '1', SEARCHES_WAITING: '1' } });

/** A made-up word no other test uses; no vowel, s or y, so the English stemmer leaves its prefixes alone. */
const LETTERS = 'bcdfghjkmnpqrtvwxz';
function word(): string {
  return Array.from({ length: 9 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}

const suggest = async (q: string) =>
  (
    await test
      .request()
      .get(`/api/search/suggest?q=${encodeURIComponent(q)}`)
      .expect(200)
  ).body as {
    suggestions: { text: string; kind: string; href: string }[];
  };

describe('GET /api/search/suggest', () => {
  it('completes the last word from the catalogue, and follows products created, edited and deleted', async () => {
    const tag = word();
    const { agent } = await signUp(test);
    const made = await agent
      .post('/api/products/new')
      .send(validProduct({ title: `Wool ${tag}scarf`, description: `Knit from ${tag}yarn.` }))
      .expect(201);
    // The vocabulary is refreshed in the background after each listing's write.
    let first = await suggest(`wool ${tag.slice(0, 6)}`);
    await eventually(async () => {
      first = await suggest(`wool ${tag.slice(0, 6)}`);
      expect(first.suggestions.map((s) => s.text).sort()).toEqual([`wool ${tag}scarf`, `wool ${tag}yarn`]);
    });
    expect(first.suggestions[0]).toEqual({
      text: expect.any(String),
      kind: 'product',
      href: `/products?q=${encodeURIComponent(first.suggestions[0]!.text).replace(/%20/g, '+')}`,
    });

    await agent
      .put(`/api/products/${made.body.id}/edit`)
      .send(validProduct({ title: `Wool ${tag}shawl`, description: `Knit from ${tag}yarn.` }))
      .expect(200);
    await eventually(async () => {
      const edited = await suggest(tag);
      expect(edited.suggestions.map((s) => s.text).sort()).toEqual([`${tag}shawl`, `${tag}yarn`]);
    });

    await agent.delete(`/api/products/${made.body.id}`).expect(200);
    await eventually(async () => expect((await suggest(tag)).suggestions).toEqual([]));
  });

  it('suggests categories and shops whose name starts like the word', async () => {
    const { agent, user } = await signUp(test);
    await agent.post('/api/products/new').send(validProduct()).expect(201);
    const jewel = await suggest('jewe');
    expect(jewel.suggestions).toContainEqual({
      text: 'Jewelry',
      kind: 'category',
      href: '/products/categories/4',
    });
    const shop = await suggest(user.username.toUpperCase());
    expect(shop.suggestions).toContainEqual({ text: user.username, kind: 'shop', href: `/shop/${user.id}` });
  });

  it('answers at most 8, nothing for an empty box or a trailing space, and 400 for a long q', async () => {
    expect((await suggest('s')).suggestions.length).toBeLessThanOrEqual(8);
    expect((await suggest('')).suggestions).toEqual([]);
    expect((await suggest('wool ')).suggestions).toEqual([]);
    expect((await suggest('%_\\')).suggestions).toEqual([]);
    await test.request().get('/api/search/suggest').expect(200);
    const res = await test
      .request()
      .get(`/api/search/suggest?q=${'a'.repeat(101)}`)
      .expect(400);
    expect(res.body.errors.q).toEqual(expect.any(String));
  });
});

describe('suggestions in a burst', () => {
  it('wait their turn with the searches, and past the waiting line are turned away with 503', async () => {
    // Every connection of the app's pool held: the request let in keeps its turn until the test lets go.
    let letGo = () => {};
    const released = new Promise<void>((resolve) => (letGo = resolve));
    let holding = 0;
    const held = Array.from({ length: 5 }, () =>
      narrow.db.transaction(async () => {
        holding += 1;
        await released;
      }),
    );
    await eventually(() => expect(holding).toBe(5));

    const paths = ['wool', 'wol', 'scraf', 'neckace', 'walnutt', 'ceramc']
      .map((q) => `/api/search/suggest?q=${q}`)
      .concat('/api/products?q=mug');
    let answers: Promise<number>[] = [];
    try {
      const turnedAway: { headers: Record<string, string>; body: unknown }[] = [];
      answers = paths.map((path) =>
        narrow
          .request()
          .get(path)
          .then((res) => {
            if (res.status === 503) turnedAway.push(res);
            return res.status;
          }),
      );
      // One of them has the turn, one waits behind it, the other five find the line full.
      await eventually(() => expect(turnedAway).toHaveLength(5));
      for (const res of turnedAway) {
        expect(res.headers['retry-after']).toBe('1');
        expect(res.body).toEqual({ message: SEARCHES_BUSY });
      }
    } finally {
      letGo();
    }
    await Promise.all(held);
    expect((await Promise.all(answers)).sort()).toEqual([200, 200, 503, 503, 503, 503, 503]);
  });
});
