import { Router, type Request, type Response } from 'express';
import { HttpError } from '../../http/httpError';
import type { PagesRepository } from './pages.repository';
import type { SiteOriginOf } from './siteOrigin';
import { catalogueUrls, pageCount, robotsTxt, sitemapIndex, SITEMAP_PAGE_SIZE, urlSet } from './sitemap';

/**
 * `/robots.txt`, and `/sitemap.xml`: an index of the catalogue pages, then products and shops in pages of
 * fixed id ranges (`/sitemaps/products-1.xml` holds ids 1 to 50,000, and so on), each one range scan.
 */
export function createPagesRouter(repository: PagesRepository, siteOrigin: SiteOriginOf): Router {
  const router = Router();
  /**
   * The origin the answer's links use. Crawlers fetch these rarely and the catalogue changes slowly: they
   * may be kept an hour, by any HTTP cache when they name PUBLIC_URL, else by the client alone.
   */
  const origin = (req: Request, res: Response) => {
    const site = siteOrigin(req);
    res.set('Cache-Control', `${site.shared ? 'public' : 'private'}, max-age=3600`);
    return site.origin;
  };

  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(robotsTxt(origin(req, res)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const base = origin(req, res);
    const [products, shops] = await Promise.all([repository.maxListedProductId(), repository.maxShopId()]);
    const pages = (kind: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${base}/sitemaps/${kind}-${index + 1}.xml`);
    res
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
    res.type('application/xml').send(urlSet(catalogueUrls(origin(req, res))));
  });

  router.get(/^\/sitemaps\/(products|shops)-([1-9]\d{0,4})\.xml$/, async (req, res) => {
    const [kind, pageText] = [req.params[0], req.params[1]];
    const page = Number(pageText);
    const after = (page - 1) * SITEMAP_PAGE_SIZE;
    const upto = page * SITEMAP_PAGE_SIZE;
    if (kind === 'products') {
      if (page > pageCount(await repository.maxListedProductId())) throw new HttpError(404, 'Not found.');
      const rows = await repository.listedProductsBetween(after, upto);
      const base = origin(req, res);
      res
        .type('application/xml')
        .send(urlSet(rows.map((row) => ({ loc: `${base}/products/${row.id}`, lastmod: row.updated_at }))));
      return;
    }
    if (page > pageCount(await repository.maxShopId())) throw new HttpError(404, 'Not found.');
    const rows = await repository.shopsBetween(after, upto);
    const base = origin(req, res);
    res.type('application/xml').send(urlSet(rows.map((row) => ({ loc: `${base}/shop/${row.id}` }))));
  });

  return router;
}
