import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useIsolatedDatabase } from '../../../test/cluster/database';
import { createTestApp, signUp, unique } from '../../../test/testApp';
import { makeImage } from '../images/images.testing';
import { createProduct } from '../products/products.testing';

/** A build's index.html, as Vite writes it: a site title and description the server replaces. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-pages-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Site description" />
<title>Handmade Market</title>
<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
);
/** Its manifest: index.html loads the shell; each route has a chunk, a shared chunk and a stylesheet. */
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', imports: ['_shell-1.js'], css: ['assets/index-1.css'] },
    '_shell-1.js': { file: 'assets/shell-1.js' },
    '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_shell-1.js'], css: ['assets/grid-1.css'] },
    'src/app/pages/ProductsRoute.tsx': {
      file: 'assets/ProductsRoute-1.js',
      imports: ['index.html', '_shell-1.js', '_grid-1.js'],
      css: ['assets/ProductsRoute-1.css'],
    },
    'src/app/pages/ProductDetailPage.tsx': {
      file: 'assets/ProductDetailPage-1.js',
      imports: ['index.html', '_shell-1.js'],
    },
    'src/app/memberRoutes.tsx': { file: 'assets/memberRoutes-1.js', imports: ['index.html', '_shell-1.js'] },
    'src/features/products/ProductFormPage.tsx': {
      file: 'assets/ProductFormPage-1.js',
      imports: ['index.html', '_shell-1.js', '_grid-1.js'],
    },
  }),
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

// A catalogue of its own: the grid pages preload the newest listings' photos, and another test file listing
// products meanwhile would put its own on top.
const database = await useIsolatedDatabase();
// Without PUBLIC_URL: links use the request's origin only when it is a trusted one.
const test = createTestApp({
  databaseUrl: database.url,
  env: { WEB_DIST: webDist, TRUSTED_ORIGINS: 'http://shop.test' },
});
const configured = createTestApp({
  databaseUrl: database.url,
  env: { WEB_DIST: webDist, PUBLIC_URL: 'https://market.example.com/' },
});

const HOSTILE_TITLE = `Mug </script><script>alert("x")</script> & 'quotes' <b>`;

/** The value of a `<meta>` tag, unescaped as a browser would. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function jsonLd(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!);
}

async function productWithPhoto(overrides: Record<string, unknown> = {}) {
  const seller = await signUp(test);
  const product = await createProduct(seller.agent, overrides);
  await seller.agent
    .post('/api/products/images/new')
    .field('product_id', String(product.id))
    .field('preview', 'true')
    .attach('image', await makeImage(), 'a.png')
    .expect(201);
  return { seller, product };
}

describe('GET /products/{id} (the web page)', () => {
  it("puts the product's title, description, photo and JSON-LD into the HTML", async () => {
    const { seller, product } = await productWithPhoto({ title: 'Linen scrunchie set', price: 12 });
    const res = await test.request().get(`/products/${product.id}`).set('Host', 'shop.test').expect(200);
    expect(res.type).toBe('text/html');
    const html = res.text;
    expect(metaContent(html, 'og:title')).toBe('Linen scrunchie set');
    expect(html).toContain('<title>Linen scrunchie set | Handmade Market</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Site description');
    expect(metaContent(html, 'description')).toBe('A stoneware mug thrown on the wheel and glazed by hand.');
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/products/${product.id}" />`);
    expect(metaContent(html, 'og:url')).toBe(`http://shop.test/products/${product.id}`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:image')).toMatch(
      /^http:\/\/shop\.test\/uploads\/products\/\d+\/.+\/1600\.webp$/,
    );
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('Linen scrunchie set');
    // The gallery's photo is fetched with the page, at the size the gallery will pick.
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/uploads\/[^"]+\/800\.webp" imagesrcset="[^"]+400w, [^"]+800w, [^"]+1600w" imagesizes="[^"]+" fetchpriority="high" \/>/,
    );
    // The app's script is still there, after the head.
    expect(html).toContain('<script type="module" src="/assets/index-abc.js">');

    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen scrunchie set',
      image: [metaContent(html, 'og:image')],
      offers: {
        '@type': 'Offer',
        price: '12.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { name: seller.user.username },
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('adds the aggregate rating once the product has reviews', async () => {
    const { product } = await productWithPhoto();
    for (const stars of [5, 4]) {
      const buyer = await signUp(test);
      await buyer.agent
        .post(`/api/products/${product.id}/reviews`)
        .send({ review: 'Lovely work, exactly as pictured.', stars, recommendation: true })
        .expect(201);
    }
    const res = await test.request().get(`/products/${product.id}`).expect(200);
    expect(jsonLd(res.text)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2 },
    });
  });

  it('escapes a hostile title in the tags and cannot close the JSON-LD script', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent, { title: HOSTILE_TITLE });
    const res = await test.request().get(`/products/${product.id}`).expect(200);
    const html = res.text;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    // Only the app's module script and the JSON-LD open a script.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(metaContent(html, 'og:title')).toBe(HOSTILE_TITLE);
    expect(jsonLd(html).name).toBe(HOSTILE_TITLE);
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it('answers an archived, missing or malformed product with the app and a 404', async () => {
    const seller = await signUp(test);
    const archived = await createProduct(seller.agent, { title: `Sold out ${unique()}` });
    await test.db('products').where({ id: archived.id }).update({ archived_at: new Date() });
    for (const url of [`/products/${archived.id}`, '/products/999999999', '/products/abc', '/nowhere']) {
      const res = await test.request().get(url).expect(404);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toMatch(/<title>(Product|Page) not found \| Handmade Market<\/title>/);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain(archived.title);
    }
  });

  it("keeps a custom order's private listing out of link previews and sitemaps", async () => {
    const seller = await signUp(test);
    const buyer = await signUp(test);
    const made = await createProduct(seller.agent, { title: `Made for one ${unique()}` });
    await test.db('products').where({ id: made.id }).update({ private_buyer_id: buyer.user.id });
    const res = await test.request().get(`/products/${made.id}`).expect(404);
    expect(res.text).not.toContain(made.title);
    const page = Math.ceil(made.id / 50_000);
    const sitemap = await configured.request().get(`/sitemaps/products-${page}.xml`);
    expect(sitemap.text).not.toContain(`/products/${made.id}</loc>`);
  });

  it('gives the main routes their own titles and descriptions', async () => {
    const titles: Record<string, string> = {
      '/': 'Handmade Market: handcrafted goods from the people who make them',
      '/products': 'All Products | Handmade Market',
      '/products/categories/4': 'Jewelry | Handmade Market',
      '/cart': 'Cart | Handmade Market',
      '/account': 'Account settings | Handmade Market',
      '/shop-manager': 'Shop manager | Handmade Market',
      '/orders/12': 'Your order | Handmade Market',
      '/messages': 'Messages | Handmade Market',
      '/messages/7': 'Conversation | Handmade Market',
    };
    for (const [url, title] of Object.entries(titles)) {
      const res = await test.request().get(url).expect(200);
      expect(res.text).toContain(`<title>${title}</title>`);
      expect(metaContent(res.text, 'description')).toBeTruthy();
    }
    await test.request().get('/products/categories/9').expect(404);
  });

  it("preloads the grid's first photos when it loads unfiltered, and none for a search or sort", async () => {
    await productWithPhoto({ category_id: 3 });
    for (const url of ['/products', '/products/categories/3']) {
      const html = (await test.request().get(url).expect(200)).text;
      const hrefs = [
        ...html.matchAll(
          /<link rel="preload" as="image" href="([^"]+)" imagesrcset="[^"]+ 400w, [^"]+ 800w" imagesizes="\(min-width: 1400px\) 260px/g,
        ),
      ].map((match) => match[1]);
      expect(hrefs.length, url).toBeGreaterThan(0);
      expect(hrefs.length, url).toBeLessThanOrEqual(2);
      for (const href of hrefs) {
        const photo = await test.db('product_images').where({ url_small: href, preview: true }).first();
        expect(photo, href).toBeTruthy();
      }
    }
    for (const url of ['/products?sort=price_asc', '/products?q=mug']) {
      expect((await test.request().get(url).expect(200)).text, url).not.toContain('rel="preload" as="image"');
    }
  });

  it("fetches the grid's and the product's first answer with the HTML, at the address the web app asks for", async () => {
    const preloaded = async (url: string) =>
      [
        ...(await test.request().get(url).expect(200)).text.matchAll(
          /<link rel="preload" as="fetch" href="([^"]+)" crossorigin \/>/g,
        ),
      ].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(await preloaded('/products')).toEqual(['/api/products/']);
    expect(await preloaded('/products/categories/3')).toEqual(['/api/products/?category=3']);
    for (const url of ['/products?sort=price_asc', '/products?q=mug', '/']) {
      expect(await preloaded(url), url).toEqual([]);
    }
    const list = await test
      .request()
      .get((await preloaded('/products'))[0]!)
      .expect(200);
    expect(Array.isArray(list.body)).toBe(true);
    const { product } = await productWithPhoto();
    expect(await preloaded(`/products/${product.id}`)).toEqual([`/api/products/${product.id}`]);
  });

  it("names each page's own chunks in the HTML, and none that index.html loads", async () => {
    const links = async (url: string, rel: string) =>
      [
        ...(await test.request().get(url).expect(200)).text.matchAll(
          new RegExp(`<link rel="${rel}" (?:as="style" )?href="([^"]+)" crossorigin />`, 'g'),
        ),
      ].map((match) => match[1]);
    for (const url of ['/products', '/products?q=mug', '/products/categories/2']) {
      expect(await links(url, 'modulepreload'), url).toEqual([
        '/assets/ProductsRoute-1.js',
        '/assets/grid-1.js',
      ]);
      expect(await links(url, 'preload'), url).toEqual(
        expect.arrayContaining(['/assets/ProductsRoute-1.css', '/assets/grid-1.css']),
      );
    }
    const { product } = await productWithPhoto();
    expect(await links(`/products/${product.id}`, 'modulepreload')).toEqual([
      '/assets/ProductDetailPage-1.js',
    ]);
    expect(await links('/', 'modulepreload')).toEqual([]);
    // A signed-in page's route table, which the app loads before it renders the page.
    for (const url of ['/cart', '/orders/12', '/messages/3']) {
      expect(await links(url, 'modulepreload'), url).toEqual(['/assets/memberRoutes-1.js']);
    }
    for (const url of ['/products/new', '/products/9/edit']) {
      expect(await links(url, 'modulepreload'), url).toEqual([
        '/assets/ProductFormPage-1.js',
        '/assets/grid-1.js',
      ]);
    }
  });

  it('says when the request carried no session cookie, so the app does not ask who is signed in', async () => {
    const visitor = await test.request().get('/products').expect(200);
    expect(metaContent(visitor.text, 'session')).toBe('none');
    expect(visitor.headers.vary).toMatch(/\bCookie\b/);
    const { agent } = await signUp(test);
    const member = await agent.get('/products').expect(200);
    expect(metaContent(member.text, 'session')).toBeUndefined();
    expect(metaContent((await agent.get('/cart').expect(200)).text, 'session')).toBeUndefined();
  });

  it('uses PUBLIC_URL for absolute links, whatever the Host header says', async () => {
    const seller = await signUp(configured);
    const product = await createProduct(seller.agent);
    const res = await configured
      .request()
      .get(`/products/${product.id}`)
      .set('Host', 'evil.test')
      .expect(200);
    expect(metaContent(res.text, 'og:url')).toBe(`https://market.example.com/products/${product.id}`);
    expect(res.text).not.toContain('evil.test');
  });
});

describe('a forged Host header without PUBLIC_URL', () => {
  it('never reaches a page, robots.txt or a sitemap, which name this server instead', async () => {
    const seller = await signUp(test);
    const product = await createProduct(seller.agent);
    const page = await test.request().get(`/products/${product.id}`).set('Host', 'evil.test').expect(200);
    expect(page.text).not.toContain('evil.test');
    expect(metaContent(page.text, 'og:url')).toBe(`http://localhost:8000/products/${product.id}`);
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/catalogue.xml']) {
      const res = await test.request().get(url).set('Host', 'evil.test').expect(200);
      expect(res.text, url).not.toContain('evil.test');
      expect(res.text, url).toContain('http://localhost:8000/');
      expect(res.headers['cache-control'], url).not.toMatch(/public/);
    }
  });

  it('answers a trusted origin with its own links, which no shared cache may keep', async () => {
    const robots = await test.request().get('/robots.txt').set('Host', 'shop.test').expect(200);
    expect(robots.text).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(robots.headers['cache-control']).toBe('private, max-age=3600');
    const sitemap = await test.request().get('/sitemap.xml').set('Host', 'shop.test').expect(200);
    expect(sitemap.text).toContain('<loc>http://shop.test/sitemaps/catalogue.xml</loc>');
    expect(sitemap.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('lets any cache keep what names PUBLIC_URL alone', async () => {
    const robots = await configured.request().get('/robots.txt').set('Host', 'evil.test').expect(200);
    expect(robots.text).not.toContain('evil.test');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('robots.txt and sitemaps', () => {
  it('points robots.txt at the sitemap and keeps private pages out', async () => {
    const res = await configured.request().get('/robots.txt').expect(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('Sitemap: https://market.example.com/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Disallow: /cart');
  });

  it('indexes pages of listed products and shops, each a range of 50,000 ids', async () => {
    const { seller, product } = await productWithPhoto();
    const archived = await createProduct(seller.agent);
    await test.db('products').where({ id: archived.id }).update({ archived_at: new Date() });

    const index = await configured.request().get('/sitemap.xml').expect(200);
    expect(index.type).toBe('application/xml');
    expect(index.text).toContain('<sitemapindex');
    expect(index.text).toContain('<loc>https://market.example.com/sitemaps/catalogue.xml</loc>');
    expect(index.text).toContain('<loc>https://market.example.com/sitemaps/products-1.xml</loc>');
    expect(index.text).toContain('<loc>https://market.example.com/sitemaps/shops-1.xml</loc>');

    const page = Math.ceil(product.id / 50_000);
    const products = await configured.request().get(`/sitemaps/products-${page}.xml`).expect(200);
    expect(products.text).toContain(`<loc>https://market.example.com/products/${product.id}</loc>`);
    expect(products.text).not.toContain(`/products/${archived.id}</loc>`);
    expect(products.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    const shops = await configured.request().get(`/sitemaps/shops-${Math.ceil(seller.user.id / 50_000)}.xml`);
    expect(shops.text).toContain(`<loc>https://market.example.com/shop/${seller.user.id}</loc>`);

    const catalogue = await configured.request().get('/sitemaps/catalogue.xml').expect(200);
    expect(catalogue.text).toContain('<loc>https://market.example.com/products/categories/5</loc>');

    await configured.request().get('/sitemaps/products-99999.xml').expect(404);
  });
});
