import type { CartItem, Favorite, Product, ProductDetail, Review, User } from '@handmade/common';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl } from './browser';

/**
 * Setup through the real API, for the steps a scenario does not test: users, products, photos, cart lines.
 * Each client keeps its own session cookie, like one person's browser.
 */

let counter = 0;

/** A name no other test of this run (or of an earlier run against the same server) has used. */
export function unique(prefix: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return `${prefix}${stamp}`.slice(0, 30);
}

/** A signed-up user, with the password a scenario signs in with. */
export type TestUser = User & { password: string };

/** A product as the API answers it: a list's entry, or the detail with its `product_images`. */
export type ApiProduct = Product & Partial<Pick<ProductDetail, 'product_images'>>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export class ApiClient {
  private cookie = '';

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await res.text();
    const data: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) throw new ApiError(res.status, data, `${method} ${path}`);
    return data as T;
  }

  /** The session cookie's value, to sign a browser context in as this client's user. */
  get sessionToken(): string {
    return this.cookie.replace(/^session=/, '');
  }

  async createProduct(fields: Partial<Omit<Product, 'id'>> = {}, photos = 1): Promise<ProductDetail> {
    const product = await this.request<Product>('POST', '/api/products/new', {
      title: unique('Test piece '),
      description: 'Made by hand for the browser tests, one at a time.',
      inventory: 10,
      price: 25,
      category_id: 1,
      ...fields,
    });
    for (let index = 0; index < photos; index += 1) {
      await this.uploadPhoto(product.id, await makePhoto(index), index === 0);
    }
    return this.product(product.id);
  }

  async uploadPhoto(productId: number, photo: Buffer, preview: boolean): Promise<void> {
    const form = new FormData();
    form.set('product_id', String(productId));
    form.set('preview', String(preview));
    form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    await this.request('POST', '/api/products/images/new', form);
  }

  addToCart(productId: number, quantity = 1): Promise<CartItem> {
    return this.request('POST', '/api/cart/add', { product_id: productId, quantity });
  }

  addFavorite(productId: number): Promise<Favorite> {
    return this.request('POST', '/api/favorites', { product_id: productId });
  }

  writeReview(productId: number, stars: number, review: string): Promise<Review> {
    return this.request('POST', `/api/products/${productId}/reviews`, {
      review,
      stars,
      recommendation: stars >= 3,
    });
  }

  product(productId: number): Promise<ProductDetail> {
    return this.request('GET', `/api/products/${productId}`);
  }
}

/** The demo operator (the seed's admin account), signed in through the API. */
export async function operator(): Promise<ApiClient> {
  const api = new ApiClient();
  await api.request('POST', '/api/auth/login', {
    email: 'admin@handmade.market',
    password: 'handmade-admin',
  });
  return api;
}

/** Signs a new user up through the API; the client holds their session. */
export async function signUpUser(prefix = 'shopper'): Promise<{ user: TestUser; api: ApiClient }> {
  const api = new ApiClient();
  const username = unique(prefix);
  const password = 'woven-basket-42';
  const user = await api.request<User>('POST', '/api/auth/signup', {
    email: `${username}@example.com`,
    username,
    password,
    first_name: 'Robin',
    last_name: 'Tester',
  });
  return { user: { ...user, password }, api };
}

/** Gives a browser context the session of an API client: the pages load signed in. */
export async function signInContext(context: BrowserContext, api: ApiClient): Promise<void> {
  await context.addCookies([{ name: 'session', value: api.sessionToken, url: baseUrl }]);
}

/** A seeded product, found by searching its title (however many listings came after it). */
export async function seededProduct(title: string): Promise<ProductDetail> {
  const api = new ApiClient();
  const found = await api.request<Product[]>(
    'GET',
    `/api/products/?q=${encodeURIComponent(title)}&limit=200`,
  );
  const product = found.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`The demo catalogue has no product titled "${title}".`);
  return api.product(product.id);
}

const COLOURS = ['#b54b22', '#2f6f5e', '#3a4f9a', '#c9a227', '#7a3b69', '#4b4b4b'];

/** A small PNG in one colour (a different one per index), so a photo change shows. */
export function makePhoto(index: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({
    create: {
      width: 480,
      height: 480,
      channels: 3,
      background: COLOURS[index % COLOURS.length] ?? '#888888',
    },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}
