// What `npm run bench:peers` asks each system, kind by kind: the same question in each system's own API, for
// the same fields (title, description, price, one photo, the category, and the seller where there is one).
import { handleOf, SEARCH_WORDS } from './catalogue';

export const KINDS = ['list', 'detail', 'search'] as const;
export type Kind = (typeof KINDS)[number];

export interface PeerRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface System {
  name: string;
  url: string;
  /** What each kind sends, given the catalogue index (detail) or the word (search). */
  request(kind: Kind, index: number, word: string): PeerRequest;
  /** What each kind asks for, for the report. */
  asks: Record<Kind, string>;
}

export function ourSystem(name: string, url: string, ids: Map<number, number>): System {
  const get = (path: string): PeerRequest => ({ method: 'GET', path, headers: {} });
  return {
    name,
    url,
    request: (kind, index, word) =>
      kind === 'list'
        ? get('/api/products/?limit=20')
        : kind === 'detail'
          ? get(`/api/products/${ids.get(index)}`)
          : get(`/api/products/?q=${encodeURIComponent(word)}&limit=20`),
    asks: {
      list: 'GET /api/products/?limit=20 (newest first; each with price, preview photo, category, seller)',
      detail: 'GET /api/products/{id} (price, photos, category, seller)',
      search: 'GET /api/products/?q={word}&limit=20 (full text over title and description)',
    },
  };
}

export interface MedusaStore {
  publishableKey: string;
  regionId: string;
  ids: Record<string, string>;
}

/** The fields a store answer carries: the same as ours but the seller, which Medusa has not. */
const MEDUSA_FIELDS = 'id,title,handle,description,thumbnail,categories.name,*variants.calculated_price';

export function medusaSystem(url: string, store: MedusaStore): System {
  const query = `region_id=${store.regionId}&fields=${encodeURIComponent(MEDUSA_FIELDS)}`;
  const get = (path: string): PeerRequest => ({
    method: 'GET',
    path,
    headers: { 'x-publishable-api-key': store.publishableKey },
  });
  return {
    name: 'Medusa',
    url,
    request: (kind, index, word) =>
      kind === 'list'
        ? get(`/store/products?limit=20&order=-created_at&${query}`)
        : kind === 'detail'
          ? get(`/store/products/${store.ids[handleOf(index)]}?${query}`)
          : get(`/store/products?q=${encodeURIComponent(word)}&limit=20&${query}`),
    asks: {
      list: `GET /store/products?limit=20&order=-created_at&region_id=...&fields=${MEDUSA_FIELDS}`,
      detail: `GET /store/products/{id}?region_id=...&fields=${MEDUSA_FIELDS}`,
      search: `GET /store/products?q={word}&limit=20&region_id=...&fields=${MEDUSA_FIELDS}`,
    },
  };
}

const VENDURE_PRODUCT =
  'id name slug description featuredAsset { preview } facetValues { name } variants { id priceWithTax currencyCode }';
const VENDURE_QUERIES = {
  list: `{ products(options: { take: 20, sort: { createdAt: DESC } }) { items { ${VENDURE_PRODUCT} } } }`,
  detail: `query ($slug: String!) { product(slug: $slug) { ${VENDURE_PRODUCT} } }`,
  search:
    'query ($term: String!) { search(input: { term: $term, take: 20, groupByProduct: true }) { items { ' +
    'productId productName slug description productAsset { preview } facetValueIds currencyCode ' +
    'priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } } } }',
};

export function vendureSystem(url: string): System {
  const post = (query: string, variables: object = {}): PeerRequest => ({
    method: 'POST',
    path: '/shop-api',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    name: 'Vendure',
    url,
    request: (kind, index, word) =>
      kind === 'list'
        ? post(VENDURE_QUERIES.list)
        : kind === 'detail'
          ? post(VENDURE_QUERIES.detail, { slug: handleOf(index) })
          : post(VENDURE_QUERIES.search, { term: word }),
    asks: {
      list: `POST /shop-api ${VENDURE_QUERIES.list}`,
      detail: `POST /shop-api ${VENDURE_QUERIES.detail}`,
      search: `POST /shop-api ${VENDURE_QUERIES.search}`,
    },
  };
}

/** Checks one answer of each kind before measuring: 200, no GraphQL errors, and a price and a photo in it. */
export async function checkAnswers(system: System, index: number): Promise<void> {
  for (const kind of KINDS) {
    const request = system.request(kind, index, SEARCH_WORDS[0]!);
    const response = await fetch(`${system.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined && { body: request.body }),
    });
    const text = await response.text();
    const problem =
      response.status !== 200
        ? `status ${response.status}`
        : /"errors"\s*:/.test(text)
          ? 'GraphQL errors'
          : !/price|calculated_amount|priceWithTax/i.test(text)
            ? 'no price'
            : !/\.(png|webp)|preview/i.test(text)
              ? 'no photo'
              : undefined;
    if (problem) throw new Error(`${system.name} ${kind}: ${problem}: ${text.slice(0, 400)}`);
    console.log(`${system.name} ${kind}: ${text.length} bytes`);
  }
}
