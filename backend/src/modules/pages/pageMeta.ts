import { categoryName } from '@handmade/common';
import { LRUCache } from 'lru-cache';
import { SITE_NAME, summary, type PageHead, type PreloadImage } from './pageHead';
import type { PagesRepository, PreviewRow, ProductPageRow, ShopPageRow } from './pages.repository';

const SITE_DESCRIPTION =
  'Handmade Market: buy and sell handcrafted goods, from ceramics and jewelry to clothing, made by real people.';

const PRODUCT_FORM_ROUTE = 'src/features/products/ProductFormPage.tsx';
/** The route table of the signed-in pages: the web app loads it before it renders one of them. */
const MEMBER_ROUTES = 'src/app/memberRoutes.tsx';

/**
 * Pages of one person (signed in, or holding a mailed link): titled, never indexed, each with the route
 * module its HTML preloads (the storefront's route table holds the listing pages; `MEMBER_ROUTES` the rest).
 */
const PRIVATE_PAGES: Record<string, { title: string; routeModule: string }> = {
  '/products/new': { title: 'New listing', routeModule: PRODUCT_FORM_ROUTE },
  '/products/current': {
    title: 'Your Listings',
    routeModule: 'src/features/products/ManageProductsPage.tsx',
  },
  '/favorites': { title: 'Your Favorites', routeModule: MEMBER_ROUTES },
  '/feed': { title: 'Your feed', routeModule: MEMBER_ROUTES },
  '/cart': { title: 'Cart', routeModule: MEMBER_ROUTES },
  '/checkout': { title: 'Checkout', routeModule: MEMBER_ROUTES },
  '/successful-transaction': { title: 'Order placed', routeModule: MEMBER_ROUTES },
  '/orders': { title: 'Your Orders', routeModule: MEMBER_ROUTES },
  '/account': { title: 'Account settings', routeModule: MEMBER_ROUTES },
  '/shop-manager': { title: 'Shop manager', routeModule: MEMBER_ROUTES },
  '/messages': { title: 'Messages', routeModule: MEMBER_ROUTES },
  '/reset-password': { title: 'Choose a new password', routeModule: MEMBER_ROUTES },
  '/unsubscribe': { title: 'Unsubscribe', routeModule: MEMBER_ROUTES },
};

const titled = (title: string) => `${title} | ${SITE_NAME}`;

const notFound = (what: string): PageHead => ({
  status: 404,
  title: titled(`${what} not found`),
  description: SITE_DESCRIPTION,
  noindex: true,
});

/** A page id from the path: digits only, within PostgreSQL's integer. */
function pathId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

const absolute = (origin: string, url: string) => new URL(url, `${origin}/`).href;

/** Must match the gallery's main photo (frontend Gallery.tsx), or the browser fetches the photo twice. */
const GALLERY_SIZES = '(min-width: 1320px) 640px, (min-width: 768px) 50vw, 100vw';

/** Must match the grid's cards (frontend ProductCard.tsx). */
const CARD_SIZES = '(min-width: 1400px) 260px, (min-width: 1024px) 22vw, 45vw';

/** The grid's first cards: the two a phone shows above the fold. */
const GRID_PRELOADS = 2;
/** The grid's first answer, as the web app asks for it (`listApiUrl` in the products feature). */
const GRID_API = '/api/products/';
const GRID_ROUTE = 'src/app/pages/ProductsRoute.tsx';
const PRODUCT_ROUTE = 'src/app/pages/ProductDetailPage.tsx';
/** A page of one person, never indexed, whose HTML preloads `routeModule`. */
function privatePage(title: string, routeModule: string): PageHead {
  return { status: 200, title: titled(title), description: SITE_DESCRIPTION, noindex: true, routeModule };
}

function galleryPreload(row: ProductPageRow): PreloadImage[] {
  if (!row.image) return [];
  if (!row.image_small || !row.image_medium) return [{ href: row.image }];
  return [
    {
      href: row.image_medium,
      srcset: `${row.image_small} 400w, ${row.image_medium} 800w, ${row.image} 1600w`,
      sizes: GALLERY_SIZES,
    },
  ];
}

function cardPreloads(rows: PreviewRow[]): PreloadImage[] {
  return rows.flatMap(({ url_small: small, url_medium: medium }) =>
    small && medium ? [{ href: small, srcset: `${small} 400w, ${medium} 800w`, sizes: CARD_SIZES }] : [],
  );
}

export function productHead(origin: string, row: ProductPageRow): PageHead {
  const url = `${origin}/products/${row.id}`;
  const image = row.image ? absolute(origin, row.image) : undefined;
  const description = summary(row.description);
  const category = categoryName(row.category_id);
  return {
    status: 200,
    title: titled(row.title),
    socialTitle: row.title,
    description,
    canonical: url,
    image,
    imageAlt: row.title,
    preloadImages: galleryPreload(row),
    preloadData: [`/api/products/${row.id}`],
    routeModule: PRODUCT_ROUTE,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row.title,
      description: summary(row.description, 5000),
      sku: String(row.id),
      url,
      ...(image ? { image: [image] } : {}),
      ...(category ? { category } : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: row.price.toFixed(2),
        priceCurrency: 'USD',
        availability: row.inventory > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Person', name: row.seller_username, url: `${origin}/shop/${row.seller_id}` },
      },
      ...(row.review_count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: (row.stars_total / row.review_count).toFixed(1),
              reviewCount: row.review_count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

function shopHead(origin: string, row: ShopPageRow): PageHead {
  const place = row.location ? ` in ${row.location}` : '';
  return {
    status: 200,
    title: titled(`${row.username}'s shop`),
    description: row.bio
      ? summary(row.bio)
      : `Handmade pieces by ${row.first_name}${place}, on ${SITE_NAME}.`,
    canonical: `${origin}/shop/${row.id}`,
    type: 'website',
  };
}

export interface PageHeadOptions {
  /** How long a product or shop read stays in memory; 0 reads every time. */
  ttlMs: number;
  maxEntries?: number;
}

/**
 * The head of the page at a path of the web app: its title and description, and for listed products and
 * shops the link-preview tags and JSON-LD. Unknown paths, products that are missing or archived and
 * categories out of range answer 404, so search engines drop them. Rows are kept in memory for `ttlMs`
 * (a shared link is fetched by several preview bots at once); the head, which names the origin, is not.
 */
export function createPageHeads(repository: PagesRepository, { ttlMs, maxEntries = 1000 }: PageHeadOptions) {
  const kept =
    ttlMs > 0 ? new LRUCache<string, Promise<unknown>>({ max: maxEntries, ttl: ttlMs }) : undefined;
  function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!kept) return read();
    const hit = kept.get(key);
    if (hit) return hit as Promise<T>;
    const value = read();
    kept.set(key, value);
    value.catch(() => kept.delete(key));
    return value;
  }

  /** The first cards' photos of a grid as it first loads (no search, sort or filter in the URL). */
  const gridPreloads = async (category: number | undefined, query: string) =>
    query
      ? []
      : cardPreloads(
          await cached(`grid:${category ?? 'all'}`, () => repository.newestPreviews(category, GRID_PRELOADS)),
        );

  return async function headFor(origin: string, path: string, query = ''): Promise<PageHead> {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (clean === '/') {
      return {
        status: 200,
        title: `${SITE_NAME}: handcrafted goods from the people who make them`,
        description: SITE_DESCRIPTION,
        canonical: `${origin}/`,
      };
    }
    if (clean === '/products') {
      return {
        status: 200,
        title: titled('All Products'),
        description: `Every handcrafted piece on ${SITE_NAME}, newest first.`,
        canonical: `${origin}/products`,
        preloadImages: await gridPreloads(undefined, query),
        preloadData: query ? [] : [GRID_API],
        routeModule: GRID_ROUTE,
      };
    }
    const page = PRIVATE_PAGES[clean];
    if (page) return privatePage(page.title, page.routeModule);
    const category = /^\/products\/categories\/([^/]+)$/.exec(clean);
    if (category) {
      const id = pathId(category[1]!);
      const name = id === undefined ? undefined : categoryName(id);
      if (!name) return notFound('Category');
      return {
        status: 200,
        title: titled(name),
        description: `Handmade ${name.toLowerCase()} from independent makers on ${SITE_NAME}.`,
        canonical: `${origin}/products/categories/${id}`,
        preloadImages: await gridPreloads(id, query),
        preloadData: query ? [] : [`${GRID_API}?category=${id}`],
        routeModule: GRID_ROUTE,
      };
    }
    const order = /^\/orders\/([^/]+)$/.exec(clean);
    if (order && pathId(order[1]!) !== undefined) {
      return privatePage('Your order', MEMBER_ROUTES);
    }
    const thread = /^\/messages\/([^/]+)$/.exec(clean);
    if (thread && pathId(thread[1]!) !== undefined) {
      return privatePage('Conversation', MEMBER_ROUTES);
    }
    const edit = /^\/products\/([^/]+)\/edit$/.exec(clean);
    if (edit && pathId(edit[1]!) !== undefined) {
      return privatePage('Edit listing', PRODUCT_FORM_ROUTE);
    }
    const product = /^\/products\/([^/]+)$/.exec(clean);
    if (product) {
      const id = pathId(product[1]!);
      const row =
        id === undefined ? undefined : await cached(`product:${id}`, () => repository.findListedProduct(id));
      return row ? productHead(origin, row) : notFound('Product');
    }
    const shop = /^\/shop\/([^/]+)$/.exec(clean);
    if (shop) {
      const id = pathId(shop[1]!);
      const row = id === undefined ? undefined : await cached(`shop:${id}`, () => repository.findShop(id));
      return row ? shopHead(origin, row) : notFound('Shop');
    }
    return notFound('Page');
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
