import { Router, type Request } from 'express';
import { HttpError } from '../../http/httpError';
import type { PagesRepository } from './pages.repository';
import { catalogueUrls, pageCount, robotsTxt, sitemapIndex, SITEMAP_PAGE_SIZE, urlSet } from './sitemap';

/** The origin absolute links use: the configured public URL, else the request's own. */
export function originOf(publicUrl: string | undefined) {
  return (req: Request) => publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

// Crawlers fetch these rarely and the catalogue changes slowly: any HTTP cache may keep them an hour.
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * `/robots.txt`, and `/sitemap.xml`: an index of the catalogue pages, then products and shops in pages of
 * fixed id ranges (`/sitemaps/products-1.xml` holds ids 1 to 50,000, and so on), each one range scan.
 */
export function createPagesRouter(repository: PagesRepository, publicUrl: string | undefined): Router {
  const router = Router();
  const origin = originOf(publicUrl);

  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', CRAWLER_CACHE)
      .type('text/plain')
      .send(robotsTxt(origin(req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const base = origin(req);
    const [products, shops] = await Promise.all([repository.maxListedProductId(), repository.maxShopId()]);
    const pages = (kind: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${base}/sitemaps/${kind}-${index + 1}.xml`);
    res
      .set('Cache-Control', CRAWLER_CACHE)
      .type('application/xml')
      .send(
        sitemapIndex([
          `${base}/sitemaps/catalogue.xml`,
          ...pages('products', pageCount(products)),
          ...pages('shops', pageCount(shops)),
        ]),
      );
  });

  router.get('/sitemaps/catalogue.xml', (req, res) => {
    res
      .set('Cache-Control', CRAWLER_CACHE)
      .type('application/xml')
      .send(urlSet(catalogueUrls(origin(req))));
  });

  router.get(/^\/sitemaps\/(products|shops)-([1-9]\d{0,4})\.xml$/, async (req, res) => {
    const [kind, pageText] = [req.params[0], req.params[1]];
    const page = Number(pageText);
    const after = (page - 1) * SITEMAP_PAGE_SIZE;
    const upto = page * SITEMAP_PAGE_SIZE;
    const base = origin(req);
    if (kind === 'products') {
      if (page > pageCount(await repository.maxListedProductId())) throw new HttpError(404, 'Not found.');
      const rows = await repository.listedProductsBetween(after, upto);
      res
        .set('Cache-Control', CRAWLER_CACHE)
        .type('application/xml')
        .send(urlSet(rows.map((row) => ({ loc: `${base}/products/${row.id}`, lastmod: row.updated_at }))));
      return;
    }
    if (page > pageCount(await repository.maxShopId())) throw new HttpError(404, 'Not found.');
    const rows = await repository.shopsBetween(after, upto);
    res
      .set('Cache-Control', CRAWLER_CACHE)
      .type('application/xml')
      .send(urlSet(rows.map((row) => ({ loc: `${base}/shop/${row.id}` }))));
  });

  return router;
}
