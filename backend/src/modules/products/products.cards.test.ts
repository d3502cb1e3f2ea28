import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { makeImage } from '../images/images.testing';
import { toProduct, toRandomProductJson, type ProductRow } from './products.mapper';
import { selectProducts } from './products.query';
import { createProduct } from './products.testing';

const test = createTestApp();

/** Each product's card beside what the API writes from its row, for the products `ids`. */
async function cardsAndProducts(ids: number[]) {
  const rows = (await selectProducts(test.db).whereIn('p.id', ids).orderBy('p.id')) as ProductRow[];
  const cards = await test.db('product_cards').whereIn('product_id', ids).orderBy('product_id');
  return {
    cards: cards.map((row: { card: string }) => row.card),
    written: rows.map((row) => JSON.stringify(toProduct(row))),
  };
}

describe('product cards', () => {
  it('hold, byte for byte, the JSON the API writes for each product, through every kind of write', async () => {
    const seller = await signUp(test);
    const buyer = await signUp(test);
    const titles = [
      'Plain mug',
      'A "quoted" \\ backslashed </script> title',
      'Tabs\tand\nnewlines\u0001\u001f and é, 日本, 🍵',
    ];
    const prices = [12.5, 30, 0.1, 99999999.99];
    const products = [];
    for (const [index, price] of prices.entries()) {
      const title = titles[index % titles.length]!;
      products.push(await createProduct(seller.agent, { title, price, description: `${title}\r\nmore` }));
    }
    const ids = products.map((product) => product.id);

    // A preview photo, then a second one made the preview, then the first deleted.
    const photo = await makeImage('png', 16, 16);
    const add = (preview: boolean) =>
      seller.agent
        .post('/api/products/images/new')
        .field('product_id', String(ids[0]))
        .field('preview', String(preview))
        .attach('image', photo, 'a.png')
        .expect(201);
    const first = await add(true);
    await add(true);
    await seller.agent.delete(`/api/products/images/${first.body.id}`).expect(200);

    await seller.agent
      .put(`/api/products/${ids[1]}/edit`)
      .send({
        title: 'Renamed "again"',
        description: 'New words for an old mug',
        inventory: 9,
        price: 7.25,
        category_id: 2,
      })
      .expect(200);
    await buyer.agent
      .post(`/api/products/${ids[2]}/reviews`)
      .send({ review: 'Lovely piece indeed', stars: 4 })
      .expect(201);
    await seller.agent
      .put('/api/auth/profile')
      .send({ first_name: 'Zoë "Z"', last_name: "O'Neil\\", username: `${seller.user.username}x` })
      .expect(200);
    await test.db('products').where('id', ids[3]).update({ created_at: '2026-01-01 00:00:00.9999+00' });
    const { cards, written } = await cardsAndProducts(ids);
    expect(cards).toEqual(written);

    // Seller ratings as JavaScript rounds them, halves and thirds included.
    for (const [stars, count] of [
      [87, 20],
      [13, 3],
      [9, 2],
      [1, 3],
      [5, 1],
      [49, 10],
      [0, 0],
    ]) {
      await test
        .db('users')
        .where('id', seller.user.id)
        .update({ seller_stars_total: stars, seller_review_count: count });
      const { cards, written } = await cardsAndProducts(ids);
      expect(cards).toEqual(written);
    }
  });

  it("give the random product, byte for byte, with its seller's rating in whole stars", async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, {
      title: 'A ,"seller_rating":1, "quoted" title',
      description: 'Also ,"seller_rating":2,"review_count":3 in words',
    });
    for (const [stars, count] of [
      [87, 20],
      [9, 2],
      [1, 3],
      [5, 1],
      [0, 0],
    ]) {
      await test
        .db('users')
        .where('id', seller.user.id)
        .update({ seller_stars_total: stars, seller_review_count: count });
      const [row] = (await selectProducts(test.db).where('p.id', product.id)) as ProductRow[];
      const written = toProduct(row!);
      const whole = count ? Math.round(stars! / count) : written.seller.seller_rating;
      const [card] = await test.db('product_cards').where('product_id', product.id).pluck('card');
      const pick = toRandomProductJson({ card, seller_stars_total: stars!, seller_review_count: count! });
      expect(pick.toString()).toBe(
        JSON.stringify({ ...written, seller: { ...written.seller, seller_rating: whole } }),
      );
    }
  });

  it('go with their product', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent);
    expect(await test.db('product_cards').where('product_id', product.id)).toHaveLength(1);
    await seller.agent.delete(`/api/products/${product.id}`).expect(200);
    expect(await test.db('product_cards').where('product_id', product.id)).toHaveLength(0);
  });
});
