// The soak's data (sellers, products with large stock, buyers) and each connection's loop of requests.
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';

export const SOAK_PASSWORD = 'soak-test-passphrase';
const SELLERS = 4;
const PRODUCTS_PER_SELLER = 10;
export const INITIAL_INVENTORY = 100_000;
const WORDS = ['walnut', 'ceramic', 'linen', 'silver', 'wool', 'oak'];

export interface SoakUser {
  email: string;
  cookie: string;
}

export interface SoakData {
  buyers: SoakUser[];
  productIds: number[];
}

const json = { 'content-type': 'application/json' };

async function call(url: string, method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...json, ...(cookie && { cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

async function signUp(url: string): Promise<SoakUser> {
  const name = `soak${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const email = `${name}@example.com`;
  const res = await call(url, 'POST', '/api/auth/signup', {
    email,
    username: name,
    password: SOAK_PASSWORD,
    first_name: 'Soak',
    last_name: 'Tester',
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { email, cookie };
}

/** Sellers with products in large stock, buyers who reviewed some of them. */
export async function createSoakData(url: string, buyerCount: number): Promise<SoakData> {
  const productIds: number[] = [];
  for (let s = 0; s < SELLERS; s += 1) {
    const seller = await signUp(url);
    for (let p = 0; p < PRODUCTS_PER_SELLER; p += 1) {
      const word = WORDS[(s * PRODUCTS_PER_SELLER + p) % WORDS.length]!;
      const res = await call(
        url,
        'POST',
        '/api/products/new',
        {
          title: `Soak ${word} piece ${s}-${p}`,
          description: `A handmade ${word} piece made for the soak test.`,
          inventory: INITIAL_INVENTORY,
          price: 5 + ((s * 7 + p * 3) % 40) + 0.25,
          category_id: 1 + (p % 5),
        },
        seller.cookie,
      );
      productIds.push(((await res.json()) as { id: number }).id);
    }
  }
  const buyers: SoakUser[] = [];
  for (let b = 0; b < buyerCount; b += 1) {
    const buyer = await signUp(url);
    buyers.push(buyer);
    const productId = productIds[b % productIds.length]!;
    await call(
      url,
      'POST',
      `/api/products/${productId}/reviews`,
      { review: 'Lovely work, well made and well packed.', stars: 1 + (b % 5), recommendation: b % 5 >= 2 },
      buyer.cookie,
    );
  }
  return { buyers, productIds };
}

export type StatusCounts = Record<string, Record<string, number>>;

interface LoopContext {
  itemId?: number;
  favoriteId?: number;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * One buyer's loop: browse, search, read reviews, sign in now and then, change the cart and favorites,
 * and check out a small quantity. Every answer is counted by route and status.
 */
export function buyerLoop(data: SoakData, buyer: SoakUser, counts: StatusCounts): autocannon.Request[] {
  const step = (
    name: string,
    method: autocannon.Request['method'],
    make: (context: LoopContext) => { path: string; body?: unknown; method?: autocannon.Request['method'] },
    onBody?: (body: string, context: LoopContext) => void,
  ): autocannon.Request => ({
    method,
    path: '/',
    setupRequest: (request, context) => {
      const { path, body, method: override } = make(context as LoopContext);
      // Fresh headers each time: autocannon writes the body's Content-Length into the object it is given.
      const headers = { ...json, cookie: buyer.cookie };
      const text = body === undefined ? undefined : JSON.stringify(body);
      return { ...request, method: override ?? method, path, headers, body: text };
    },
    onResponse: (status, body, context) => {
      const route = (counts[name] ??= {});
      route[status] = (route[status] ?? 0) + 1;
      if (status < 300) onBody?.(body, context as LoopContext);
    },
  });
  const product = () => pick(data.productIds);

  return [
    step('list', 'GET', () => ({
      path: `/api/products/?limit=24&sort=${pick(['newest', 'price_asc', 'rating'])}`,
    })),
    step('detail', 'GET', () => ({ path: `/api/products/${product()}` })),
    step('search', 'GET', () => ({ path: `/api/products/?q=${pick(WORDS)}&limit=20` })),
    step('reviews', 'GET', () => ({ path: `/api/products/${product()}/reviews` })),
    step('review stats', 'GET', () => ({ path: `/api/reviews/review-stats/${product()}` })),
    // A sign-in (bcrypt) one loop in four, else the session check the SPA makes on every load.
    step('sign in or session', 'GET', () =>
      Math.random() < 0.25
        ? { method: 'POST', path: '/api/auth/login', body: { email: buyer.email, password: SOAK_PASSWORD } }
        : { path: '/api/auth/' },
    ),
    step(
      'cart add',
      'POST',
      () => ({ path: '/api/cart/add/', body: { product_id: product(), quantity: 1 } }),
      (body, context) => {
        context.itemId = (JSON.parse(body) as { id: number }).id;
      },
    ),
    step('cart quantity', 'PUT', (context) => ({
      path: `/api/cart/${context.itemId}/edit`,
      body: { quantity: 2 },
    })),
    step(
      'favorite',
      'POST',
      () => ({ path: '/api/favorites/', body: { product_id: product() } }),
      (body, context) => {
        context.favoriteId = (JSON.parse(body) as { product_id: number }).product_id;
      },
    ),
    step('unfavorite', 'DELETE', (context) => ({ path: `/api/favorites/${context.favoriteId}` })),
    step('cart remove', 'DELETE', (context) => ({ path: `/api/cart/item/${context.itemId}` })),
    step('cart add', 'POST', () => ({
      path: '/api/cart/add/',
      body: { product_id: product(), quantity: 1 + Math.floor(Math.random() * 3) },
    })),
    step('checkout', 'PUT', () => ({ path: '/api/products/successful-transaction' })),
    step('cart', 'GET', () => ({ path: '/api/cart/' })),
  ];
}
