import express, { Router, type Express } from 'express';
import cookieParser from 'cookie-parser';
import { composeServices, siteUrlOf } from './compose';
import { createMailPreviewRouter } from './mail';
import { createAdminReportsRouter, createAdminRouter, createReportsRouter } from './modules/admin';
import { createAdminCasesRouter, createCasesRouter, createShipmentCasesRouter } from './modules/cases';
import type { AppContext } from './context';
import { accessLog } from './http/accessLog';
import { errorHandler, notFoundApi } from './http/errorHandler';
import { originCheck } from './http/originCheck';
import { JSON_BODY_LIMIT } from './http/jsonBodyLimit';
import { authRateLimit, sharedRateLimits, writeRateLimit } from './http/rateLimits';
import { createResponseCache } from './http/responseCache';
import { securityHeaders } from './http/securityHeaders';
import { servedBy } from './http/servedBy';
import { takeTurns } from './http/takeTurns';
import { createAccountRouter } from './modules/account';
import {
  createAuthRouter,
  createEmailConfirmationsRouter,
  createPasswordResetsRouter,
  createSessionUserOf,
  SESSION_COOKIE,
} from './modules/auth';
import { createCartRouter } from './modules/cart';
import { createCheckoutRouter } from './modules/checkout';
import { createConversationsRouter, createEventsRouter } from './modules/conversations';
import { createDocsRouter } from './modules/docs';
import { createFavoritesRouter } from './modules/favorites';
import { createFeedRouter, createFollowsRouter } from './modules/follows';
import { createHealthRouter } from './modules/health';
import { createImagesRouter } from './modules/images';
import { createOrdersRouter } from './modules/orders';
import { createPagesRouter, siteOriginOf, withHead } from './modules/pages';
import { createProductsRouter, createShopRouter, SEARCHES_BUSY } from './modules/products';
import { createProductReviewsRouter, createReviewsRouter } from './modules/reviews';
import { createSearchRouter } from './modules/search';
import { createSimilarRouter } from './modules/similar';
import { createAccountRecentlyViewedRouter, createRecentlyViewedRouter } from './modules/recentlyViewed';
import { createShopManagerRouter, createShopProfileRouter } from './modules/shop';
import { createUsersRouter } from './modules/users';
import { createAddressesRouter } from './modules/addresses';
import { createNoticesRouter, createNotificationsRouter } from './modules/notifications';
import { createConversationQuotesRouter, createQuotesRouter } from './modules/quotes';
import { createShipmentsRouter, createShopShipmentsRouter } from './modules/shipments';
import { createCouponsRouter, createSaleRouter } from './modules/coupons';
import { createShippingProfilesRouter } from './modules/shipping';
import { serveUploads } from './web/uploads';
import { serveWebApp } from './web/webApp';

/**
 * Builds the whole application around its dependencies; `server.ts` only listens. Every request goes through
 * this one Express app: the access log, security headers and the response cache's rules first, then the API
 * (body parsing, cookies, the origin check, rate limits, the routers), the server-rendered page heads, the
 * uploads and the web app, and one error handler.
 */
export function createApp(ctx: AppContext): Express {
  const { emptyOnWrite, publicCache } = createResponseCache({
    ttlMs: ctx.config.responseCacheTtlMs,
    events: ctx.events,
  });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('query parser', 'simple');
  app.use(accessLog(ctx.logger, (url) => url === '/api/health'));
  app.use(securityHeaders(ctx));
  if (ctx.config.machineName) app.use(servedBy(ctx.config.machineName));
  app.use(emptyOnWrite);
  // The API reads the session from it, and a page's head says whether one came.
  app.use(cookieParser());

  const services = composeServices(ctx);
  const { requireAuth, products, users, reviews, privateListing } = services;
  // A search or a suggestion reads far more of the catalogue than any other read: a burst of them waits its turn.
  const searchTurns = takeTurns(
    { atOnce: ctx.config.searchesAtOnce, waiting: ctx.config.searchesWaiting, busy: SEARCHES_BUSY },
    (req) => typeof req.query.q === 'string' && req.query.q.trim() !== '',
  );
  const writeLimit = writeRateLimit(
    sharedRateLimits(ctx.config.rateLimits, ctx.db),
    createSessionUserOf(ctx.jwtSecret),
  );

  const api = Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT, strict: false }));
  api.use(originCheck(ctx.config.trustedOrigins));
  api.use(writeLimit.handler);
  api.use('/health', createHealthRouter(ctx));
  api.use('/auth/password-reset', createPasswordResetsRouter(ctx, services.passwordResets));
  api.use(
    '/auth',
    createEmailConfirmationsRouter(ctx, {
      confirmations: services.emailConfirmations,
      users: services.accounts,
      requireAuth,
    }),
  );
  api.use('/notifications', createNoticesRouter({ notifications: services.notifications, requireAuth }));
  api.use(
    '/account/notifications',
    createNotificationsRouter({ notifications: services.notifications, requireAuth }),
  );
  api.use(
    '/account/recently-viewed',
    createAccountRecentlyViewedRouter({ recentlyViewed: services.recentlyViewed, requireAuth }),
  );
  api.use(
    '/recently-viewed',
    createRecentlyViewedRouter({ recentlyViewed: services.recentlyViewed, publicCache }),
  );
  api.use(
    '/auth',
    createAccountRouter(ctx, { account: services.account, images: services.images, requireAuth }),
  );
  api.use(
    '/auth',
    createAuthRouter(ctx, {
      auth: services.auth,
      users: services.accounts,
      requireAuth,
    }),
  );
  api.use(
    '/products/successful-transaction',
    createCheckoutRouter({ checkout: services.checkout, requireAuth }),
  );
  api.use(
    '/products/:productId/reviews',
    createProductReviewsRouter({ reviews, requireAuth, publicCache, privateListing }),
  );
  api.use('/reviews', createReviewsRouter({ reviews, requireAuth, publicCache, privateListing }));
  api.use('/favorites', createFavoritesRouter({ favorites: services.favorites, requireAuth }));
  api.use('/shops', createFollowsRouter({ follows: services.follows, requireAuth }));
  api.use('/feed', createFeedRouter({ follows: services.follows, requireAuth }));
  api.use('/cart', createCartRouter({ cart: services.cart, requireAuth }));
  api.use('/orders', createOrdersRouter({ orders: services.orders, requireAuth }));
  api.use(
    '/conversations/:id/quotes',
    createConversationQuotesRouter({ quotes: services.quotes, requireAuth }),
  );
  api.use('/quotes', createQuotesRouter({ quotes: services.quotes, requireAuth }));
  api.use(
    '/conversations',
    createConversationsRouter({ conversations: services.conversations, requireAuth }),
  );
  api.use('/events', createEventsRouter({ live: services.live, requireAuth }));
  api.use(
    '/products/:productId/similar',
    createSimilarRouter({ similar: services.similar, publicCache, userOf: requireAuth.userOf }),
  );
  api.use(
    '/products',
    createImagesRouter({ images: services.images, requireAuth, publicCache, privateListing }),
  );
  api.use(
    '/products',
    createProductsRouter({
      products,
      requireAuth,
      publicCache,
      userOf: requireAuth.userOf,
      searchTurns,
    }),
  );
  api.use('/users', createShopRouter({ products, users, publicCache, searchTurns }));
  api.use('/users', createUsersRouter({ users, publicCache }));
  api.use(
    '/users',
    createShopProfileRouter({ shop: services.shop, publicCache, userOf: requireAuth.userOf }),
  );
  api.use('/addresses', createAddressesRouter({ addresses: services.addresses, requireAuth }));
  api.use('/shipments', createShipmentsRouter({ shipments: services.shipments, requireAuth }));
  api.use('/shipments', createShipmentCasesRouter({ cases: services.cases, requireAuth }));
  api.use('/cases', createCasesRouter({ cases: services.cases, images: services.images, requireAuth }));
  api.use('/shop/shipments', createShopShipmentsRouter({ shipments: services.shipments, requireAuth }));
  api.use(
    '/shop/shipping-profiles',
    createShippingProfilesRouter({ profiles: services.shippingProfiles, requireAuth }),
  );
  api.use('/shop/coupons', createCouponsRouter({ coupons: services.coupons, requireAuth }));
  api.use('/shop/sale', createSaleRouter({ sales: services.sales, requireAuth }));
  api.use('/shop', createShopManagerRouter({ shop: services.shop, requireAuth }));
  api.use('/search', createSearchRouter({ search: services.search, publicCache, searchTurns }));
  api.use(
    '/admin/reports',
    createAdminReportsRouter({ reports: services.reports, requireAdmin: services.requireAdmin }),
  );
  api.use(
    '/admin/cases',
    createAdminCasesRouter({ cases: services.cases, requireAdmin: services.requireAdmin }),
  );
  api.use(
    '/admin',
    createAdminRouter({
      admin: services.admin,
      products,
      orders: services.orders,
      requireAdmin: services.requireAdmin,
    }),
  );
  api.use(
    '/reports',
    createReportsRouter({
      reports: services.reports,
      requireAuth,
      limit: authRateLimit(sharedRateLimits(ctx.config.rateLimits, ctx.db), 'reports'),
    }),
  );
  api.use('/', createDocsRouter());
  api.use(notFoundApi);
  app.use('/api', api);

  if (!ctx.config.production) app.use('/dev/mail', createMailPreviewRouter(siteUrlOf(ctx)));
  const siteOrigin = siteOriginOf({
    publicUrl: ctx.config.publicUrl,
    trustedOrigins: ctx.config.trustedOrigins,
    fallback: siteUrlOf(ctx),
  });
  app.use(createPagesRouter(services.pages, siteOrigin));
  serveUploads(app, ctx);
  serveWebApp(app, ctx.config.webDist, async (req, build) => {
    const query = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)
      : '';
    const head = await services.pageHeads(siteOrigin(req).origin, req.path, query);
    const route = head.routeModule ? build.routeAssets(head.routeModule) : undefined;
    const noSession = req.cookies?.[SESSION_COOKIE] === undefined;
    return { status: head.status, html: withHead(build.indexHtml, { ...head, noSession }, route) };
  });
  app.use(errorHandler);
  return app;
}
