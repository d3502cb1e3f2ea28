// A shopper's mix of requests over the whole catalogue: what each kind asks for and how often.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type Kind = 'detail' | 'reviews' | 'first page' | 'deep page' | 'search' | 'random' | 'cart add';

/** Share of each kind in the mix, in percent (adds up to 100). */
export const WEIGHTS: Record<Kind, number> = {
  detail: 30,
  reviews: 15,
  'first page': 15,
  'deep page': 10,
  search: 15,
  random: 10,
  'cart add': 5,
};

const CATEGORIES = ['', '1', '2', '3', '4', '5'];
const SORTS = ['newest', 'price_asc', 'price_desc', 'rating'];

/**
 * 54 searches: the catalogue's own words (common), words only a few products use (rare), words no product
 * uses (absent), misspellings, and several words at once.
 */
export const SEARCHES = [
  'mug',
  'bowl',
  'vase',
  'scarf',
  'beanie',
  'tote',
  'necklace',
  'ring',
  'earrings',
  'candle',
  'planter',
  'quilt',
  'wallet',
  'soap',
  'cutting board',
  'wall hanging',
  'sweater',
  'bracelet',
  'journal',
  'coaster',
  'rustic',
  'speckled',
  'woven',
  'botanical',
  'minimal',
  'hammered',
  'glazed',
  'embroidered',
  'linen',
  'walnut',
  'copper',
  'sterling',
  'chunky',
  'dainty',
  'indigo',
  'sage',
  'moonstone',
  'pottery',
  'handmade',
  'terracotta',
  'macrame',
  'beeswax',
  'zzzz',
  'xylophone',
  'submarine',
  'quasar',
  'candel',
  'neklace',
  'braclet',
  'walnutt',
  'walnut cutting board',
  'sterling silver ring',
  'hand-knit beanie',
  'indigo linen scarf',
];

export interface Buyer {
  email: string;
  cookie: string;
}

export interface Catalogue {
  productIds: number[];
  /** A cart add's body for each sampled product, as the web app sends it: with a variant when it has any. */
  cartAdds: string[];
  firstPages: string[];
  deepPages: string[];
  buyers: Buyer[];
}

function nextLink(header: string | null): string | undefined {
  return header?.match(/<([^>]+)>;\s*rel="next"/)?.[1]?.replace(/^https?:\/\/[^/]+/, '');
}

async function getJson<T>(target: string, route: string): Promise<{ body: T; next?: string }> {
  const res = await fetch(`${target}${route}`);
  if (!res.ok) throw new Error(`GET ${route} answered ${res.status}: is the server running?`);
  return { body: (await res.json()) as T, next: nextLink(res.headers.get('link')) };
}

/** Product ids spread over the whole catalogue: the ids of many pages far apart in the newest-first list. */
/** Random listed products, read as a detail page would, and what adding each to a cart sends. */
async function sampleProducts(
  target: string,
  wanted: number,
): Promise<{ ids: number[]; cartAdds: string[] }> {
  const newest = await getJson<{ id: number }[]>(target, '/api/products/?limit=1');
  const maxId = newest.body[0]?.id;
  if (!maxId) throw new Error('The catalogue is empty: run npm run seed:large first.');
  const sampled = new Map<number, string>();
  for (let tries = 0; sampled.size < wanted && tries < wanted * 3; tries += 1) {
    const id = 1 + Math.floor(Math.random() * maxId);
    const res = await fetch(`${target}/api/products/${id}`);
    if (!res.ok) {
      await res.arrayBuffer();
      continue;
    }
    const detail = (await res.json()) as {
      variants: { id: number; inventory: number }[];
      personalization: { required: boolean } | null;
    };
    const variant = detail.variants.find((candidate) => candidate.inventory > 0);
    const body = {
      product_id: id,
      quantity: 1,
      ...(variant && { variant_id: variant.id }),
      ...(detail.personalization?.required && { personalization: 'AB' }),
    };
    sampled.set(id, JSON.stringify(body));
  }
  return { ids: [...sampled.keys()], cartAdds: [...sampled.values()] };
}

/** Every category with every sort, and pages deeper in each found by following their Link headers. */
async function listPages(target: string, depth: number): Promise<{ first: string[]; deep: string[] }> {
  const first: string[] = [];
  const deep: string[] = [];
  for (const category of CATEGORIES) {
    for (const sort of SORTS) {
      const route = `/api/products/?sort=${sort}${category && `&category=${category}`}`;
      first.push(route);
      let next = (await getJson(target, route)).next;
      for (let page = 2; page <= depth && next; page += 1) {
        deep.push(next);
        next = (await getJson(target, next)).next;
      }
    }
  }
  return { first, deep };
}

const BUYER_PASSWORD = 'mix-benchmark-passphrase';

/** The longest wait a sign-in accepts from the server's limits: the write limit's window (a minute). */
const MAX_LIMIT_WAIT_S = 90;

async function signedIn(target: string, buyer: Buyer): Promise<boolean> {
  const res = await fetch(`${target}/api/auth/`, { headers: { cookie: buyer.cookie } });
  await res.arrayBuffer();
  return res.ok;
}

/**
 * A sign-in or sign-up, waiting as long as the answer's `Retry-After` says when a limit refuses it: on a
 * fresh catalogue the buyers' sign-ups pass the write limit of one address (300 a minute). The sign-in
 * limit's window is 15 minutes, too long to wait: the server must then be started with RATE_LIMIT_AUTH
 * raised (docs/performance.md, "How to measure").
 */
async function postSignIn(target: string, route: string, body: object): Promise<Response> {
  for (;;) {
    const res = await fetch(`${target}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const wait = Number(res.headers.get('retry-after'));
    if (res.status !== 429 || !(wait <= MAX_LIMIT_WAIT_S)) return res;
    await res.arrayBuffer();
    console.log(`${route} refused by a rate limit: waiting ${wait} s, as its Retry-After says`);
    await sleep(wait * 1000);
  }
}

async function signIn(target: string, index: number): Promise<Buyer> {
  const name = `mixbuyer${String(index).padStart(3, '0')}`;
  const email = `${name}@example.com`;
  let res = await postSignIn(target, '/api/auth/login', { email, password: BUYER_PASSWORD });
  if (res.status === 401 || res.status === 400) {
    res = await postSignIn(target, '/api/auth/signup', {
      email,
      username: name,
      password: BUYER_PASSWORD,
      first_name: 'Mix',
      last_name: 'Buyer',
    });
  }
  if (!res.ok) throw new Error(`Signing in ${email} answered ${res.status}: ${await res.text()}`);
  return { email, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

/**
 * Buyers who add to their carts during the run. Their sessions are kept in bench/results between runs, so
 * running the benchmark again signs nobody in and stays clear of the sign-in rate limit.
 */
async function buyers(target: string, count: number, file: string): Promise<Buyer[]> {
  const kept: Buyer[] = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Buyer[]) : [];
  const result: Buyer[] = [];
  for (let index = 0; index < count; index += 1) {
    const buyer = kept[index];
    result.push(buyer && (await signedIn(target, buyer)) ? buyer : await signIn(target, index));
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(result));
  return result;
}

export async function discoverCatalogue(
  target: string,
  options: { products: number; depth: number; buyers: number; buyersFile: string },
): Promise<Catalogue> {
  const sample = await sampleProducts(target, options.products);
  const { first, deep } = await listPages(target, options.depth);
  return {
    productIds: sample.ids,
    cartAdds: sample.cartAdds,
    firstPages: first,
    deepPages: deep,
    buyers: await buyers(target, options.buyers, options.buyersFile),
  };
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of Object.entries(WEIGHTS) as [Kind, number][]) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'detail';
}

export interface MixRequest {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The next request a shopper sends. */
export function nextRequest(catalogue: Catalogue): MixRequest {
  return requestOf(catalogue, pickKind());
}

/** A request of one kind, over the whole catalogue as in the mix. */
export function requestOf(catalogue: Catalogue, kind: Kind): MixRequest {
  switch (kind) {
    case 'detail':
      return { kind, method: 'GET', path: `/api/products/${pick(catalogue.productIds)}` };
    case 'reviews':
      return { kind, method: 'GET', path: `/api/products/${pick(catalogue.productIds)}/reviews` };
    case 'first page':
      return { kind, method: 'GET', path: pick(catalogue.firstPages) };
    case 'deep page':
      return { kind, method: 'GET', path: pick(catalogue.deepPages) };
    case 'search':
      return { kind, method: 'GET', path: `/api/products/?q=${encodeURIComponent(pick(SEARCHES))}` };
    case 'random':
      return { kind, method: 'GET', path: '/api/products/random' };
    case 'cart add':
      return {
        kind,
        method: 'POST',
        path: '/api/cart/add/',
        headers: { 'content-type': 'application/json', cookie: pick(catalogue.buyers).cookie },
        body: pick(catalogue.cartAdds),
      };
  }
}

/** Which kind a request path belongs to, for the baseline to answer it with a body of that kind. */
export function kindOf(method: string, url: string): Kind {
  if (method === 'POST') return 'cart add';
  if (url.startsWith('/api/products/random')) return 'random';
  if (/^\/api\/products\/\d+\/reviews/.test(url)) return 'reviews';
  if (/^\/api\/products\/\d+/.test(url)) return 'detail';
  if (url.includes('q=')) return 'search';
  if (url.includes('cursor=')) return 'deep page';
  return 'first page';
}
