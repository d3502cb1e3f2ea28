import type supertest from 'supertest';
import type { TestApp, SignedInUser } from '../testApp';
import { signUp } from '../testApp';
import { insertCartLine, insertProduct } from '../shopFixtures';
import { makeImage } from '../../src/modules/images/images.testing';

/**
 * The rows a fuzz file plays with: two signed-up users, each owning a product with a photo, a review and
 * a favorite of the other's product, and a cart line. Only these rows are snapshotted, since other test
 * files write to the same database at the same time.
 */
export interface FuzzWorld {
  owner: SignedInUser;
  other: SignedInUser;
  visitor: () => supertest.Agent;
  ownProduct: { id: number; imageId: number; reviewId: number };
  othersProduct: { id: number; imageId: number; reviewId: number };
  ownCartItemId: number;
  othersCartItemId: number;
  userIds: number[];
}

async function productWithPhoto(test: TestApp, seller: SignedInUser) {
  const product = await insertProduct(test, seller.user.id, { inventory: 3, price: 12.5 });
  const res = await seller.agent
    .post('/api/products/images/new')
    .field('product_id', String(product.id))
    .attach('image', await makeImage('png', 32, 24), 'photo.png');
  if (res.status !== 201) throw new Error(`photo upload answered ${res.status}`);
  return { id: product.id, imageId: res.body.id as number };
}

async function review(test: TestApp, author: SignedInUser, productId: number): Promise<number> {
  const [row] = await test
    .db('reviews')
    .insert({ product_id: productId, user_id: author.user.id, review: 'Well made and sturdy.', stars: 4 })
    .returning('id');
  return row.id;
}

export async function createFuzzWorld(test: TestApp): Promise<FuzzWorld> {
  const owner = await signUp(test);
  const other = await signUp(test);
  const own = await productWithPhoto(test, owner);
  const others = await productWithPhoto(test, other);
  const ownReview = await review(test, other, own.id);
  const othersReview = await review(test, owner, others.id);
  await test.db('favorites').insert([
    { user_id: owner.user.id, product_id: others.id },
    { user_id: other.user.id, product_id: own.id },
  ]);
  // More than the stock: a checkout by either user is always refused (409), so it can be fuzzed freely.
  const ownLine = await insertCartLine(test, owner.user.cart_id, others.id, 5);
  const othersLine = await insertCartLine(test, other.user.cart_id, own.id, 5);
  return {
    owner,
    other,
    visitor: () => test.request(),
    ownProduct: { id: own.id, imageId: own.imageId, reviewId: ownReview },
    othersProduct: { id: others.id, imageId: others.imageId, reviewId: othersReview },
    ownCartItemId: ownLine.id,
    othersCartItemId: othersLine.id,
    userIds: [owner.user.id, other.user.id],
  };
}

/**
 * One row per table: the count and an md5 of the rows of the world's users (and of their products),
 * in one query. Two equal snapshots mean nothing the world owns has changed.
 */
export async function snapshot(test: TestApp, userIds: number[]): Promise<Record<string, string>> {
  const ids = `ARRAY[${userIds.map((id) => Number(id)).join(',')}]::int[]`;
  const tables: [string, string][] = [
    ['users', `id = ANY(${ids})`],
    ['carts', `user_id = ANY(${ids})`],
    ['products', `seller_id = ANY(${ids})`],
    ['product_images', `product_id IN (SELECT id FROM products WHERE seller_id = ANY(${ids}))`],
    [
      'reviews',
      `user_id = ANY(${ids}) OR product_id IN (SELECT id FROM products WHERE seller_id = ANY(${ids}))`,
    ],
    [
      'favorites',
      `user_id = ANY(${ids}) OR product_id IN (SELECT id FROM products WHERE seller_id = ANY(${ids}))`,
    ],
    [
      'cart_items',
      `cart_id IN (SELECT id FROM carts WHERE user_id = ANY(${ids})) OR product_id IN (SELECT id FROM products WHERE seller_id = ANY(${ids}))`,
    ],
    ['orders', `user_id = ANY(${ids})`],
    ['order_items', `order_id IN (SELECT id FROM orders WHERE user_id = ANY(${ids}))`],
  ];
  const sql = tables
    .map(
      ([table, where]) =>
        `SELECT '${table}' AS name, count(*) || ':' || coalesce(md5(string_agg(CAST(t AS text), ',' ORDER BY t.id)), '') AS sum FROM ${table} t WHERE ${where}`,
    )
    .join(' UNION ALL ');
  const result = await test.db.raw<{ rows: { name: string; sum: string }[] }>(sql);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
}
