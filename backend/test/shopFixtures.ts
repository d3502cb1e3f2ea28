import type { User } from '@handmade/common';
import supertest from 'supertest';
import { signSession } from '../src/modules/auth/sessionToken';
import { unique, type TestApp } from './testApp';

export interface Shopper {
  agent: supertest.Agent;
  /** The `Cookie` header of the agent's session. */
  cookie: string;
  user: Pick<User, 'id' | 'username' | 'cart_id'>;
}

/**
 * A user with a cart and a signed-in agent, written straight to the database: much faster than
 * signing up (no password hashing) when a test needs dozens of buyers.
 */
export async function createShopper(test: TestApp): Promise<Shopper> {
  const name = unique();
  const [user] = await test
    .db('users')
    .insert({
      username: name,
      email: `${name}@example.com`,
      first_name: 'Shop',
      last_name: 'Per',
      password_hash: 'not-a-real-hash',
    })
    .returning(['id', 'username', 'token_version']);
  const [cart] = await test.db('carts').insert({ user_id: user.id }).returning('id');
  const token = signSession(test.jwtSecret, user.id, user.token_version, 1);
  const cookie = `session=${token}`;
  const agent = supertest.agent(test.app).set('Cookie', cookie);
  return { agent, cookie, user: { id: user.id, username: user.username, cart_id: cart.id } };
}

/** A shopper whose account is an admin (set in the database, as `npm run admin -- grant` does). */
export async function createAdmin(test: TestApp): Promise<Shopper> {
  const admin = await createShopper(test);
  await test.db('users').where({ id: admin.user.id }).update({ role: 'admin' });
  return admin;
}

export interface ProductFields {
  title?: string;
  description?: string;
  inventory?: number;
  price?: number;
  category_id?: number;
  archived_at?: Date | null;
}

/** A product row for the given seller, inserted directly. */
export async function insertProduct(
  test: TestApp,
  sellerId: number,
  fields: ProductFields = {},
): Promise<{ id: number; inventory: number; price: number; title: string }> {
  const [row] = await test
    .db('products')
    .insert({
      seller_id: sellerId,
      title: `Hand-thrown mug ${unique()}`,
      description: 'A stoneware mug glazed in deep blue.',
      inventory: 10,
      price: 24.5,
      category_id: 1,
      ...fields,
    })
    .returning(['id', 'inventory', 'price', 'title']);
  return row;
}

/** Puts a line straight into a cart, bypassing the API's checks. */
export async function insertCartLine(test: TestApp, cartId: number, productId: number, quantity = 1) {
  const [row] = await test
    .db('cart_items')
    .insert({ cart_id: cartId, product_id: productId, quantity })
    .returning('*');
  return row as { id: number; cart_id: number; product_id: number; quantity: number; gift: boolean };
}

/**
 * Counts the queries the app sends while `run` is in flight, but for the write limit's counters: a hit may
 * be counted with other clients' hits after its request has been answered, so its statement belongs to no
 * one request.
 */
export async function countQueries(test: TestApp, run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const listener = ({ sql }: { sql: string }) => {
    // Not the request's own: counted writes of rate limits, and the vocabulary's background refresh.
    if (!sql.includes('rate_limits') && !sql.startsWith('REFRESH MATERIALIZED VIEW')) count += 1;
  };
  test.db.on('query', listener);
  try {
    await run();
  } finally {
    test.db.off('query', listener);
  }
  return count;
}
