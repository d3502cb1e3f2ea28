import { CATEGORIES } from '@handmade/common';
import { escapeHtml } from './pageHead';

/** The sitemap protocol's limit of URLs per file; each page covers a fixed range of this many ids. */
export const SITEMAP_PAGE_SIZE = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlSet(urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset ${NS}>\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Pages needed to cover ids 1..maxId in ranges of SITEMAP_PAGE_SIZE (at least one, maybe empty). */
export const pageCount = (maxId: number) => Math.max(1, Math.ceil(maxId / SITEMAP_PAGE_SIZE));

/** The landing page, the full grid and the five categories. */
export function catalogueUrls(origin: string): SitemapUrl[] {
  return [
    { loc: `${origin}/` },
    { loc: `${origin}/products` },
    ...CATEGORIES.map((category) => ({ loc: `${origin}/products/categories/${category.id}` })),
  ];
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /favorites',
    'Disallow: /feed',
    'Disallow: /orders',
    'Disallow: /messages',
    'Disallow: /successful-transaction',
    'Disallow: /products/new',
    'Disallow: /products/current',
    'Disallow: /reset-password',
    'Disallow: /unsubscribe',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
