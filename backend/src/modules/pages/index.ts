/** What the composition root uses of the pages module: heads of web-app pages, robots.txt and sitemaps. */
export { createPageHeads, type PageHeads } from './pageMeta';
export { withHead, type PageHead } from './pageHead';
export { createPagesRepository } from './pages.repository';
export { createPagesRouter } from './pages.routes';
export { siteOriginOf } from './siteOrigin';
