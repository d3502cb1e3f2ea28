import type { RequestListener } from 'node:http';
import express, { Router, type Express } from 'express';
import cookieParser from 'cookie-parser';
import { composeServices } from './compose';
import type { AppContext } from './context';
import { accessLog } from './http/accessLog';
import { errorHandler, notFoundApi } from './http/errorHandler';
import { expressEtag } from './http/etag';
import { expressMessageClasses, type MessageClasses } from './http/expressMessages';
import { originCheck } from './http/originCheck';
import { JSON_BODY_LIMIT } from './http/jsonText';
import { answerPublicReads } from './http/publicReads';
import { sharedRateLimits, writeRateLimit } from './http/rateLimits';
import { createResponseCache } from './http/responseCache';
import { securityHeaders, securityHeaderValues } from './http/securityHeaders';
import { createAccountRouter } from './modules/account';
import { createAuthRouter, createSessionUserOf } from './modules/auth';
import { answerCartAddsBeforeExpress, createCartRouter } from './modules/cart';
import { createCheckoutRouter } from './modules/checkout';
import { createConversationsRouter, createEventsRouter } from './modules/conversations';
import { createDocsRouter } from './modules/docs';
import { createFavoritesRouter } from './modules/favorites';
import { createHealthRouter } from './modules/health';
import { createImagesRouter } from './modules/images';
import { createOrdersRouter } from './modules/orders';
import { createPagesRouter, originOf, withHead } from './modules/pages';
import {
  answerRandomProductFromMemory,
  createProductsRouter,
  createShopRouter,
  productReads,
} from './modules/products';
import { createProductReviewsRouter, createReviewsRouter, productReviewsRead } from './modules/reviews';
import { createSearchRouter } from './modules/search';
import { createShopManagerRouter, createShopProfileRouter } from './modules/shop';
import { createUsersRouter } from './modules/users';
import { serveUploads } from './web/uploads';
import { serveWebApp } from './web/webApp';

export interface App {
  /** What the HTTP server runs for each request. */
  listener: RequestListener;
  /** The Express application behind it, whose router holds every route. */
  express: Express;
  /** The classes the HTTP server builds requests and responses with, made for `express`. */
  messageClasses: MessageClasses;
}

/**
 * Builds the whole application around its dependencies; `server.ts` only listens. Every request is logged
 * first; a read whose answer is kept in memory (a cached answer, or a random product fetched ahead) is
 * answered there and then, a `GET` of the catalogue's public reads (its lists, a product, its reviews) is
 * answered without Express (`answerPublicReads`), and so is a cart add (`answerCartAddsBeforeExpress`);
 * anything else goes to Express.
 */
export function createApp(ctx: AppContext): App {
  const logRequest = accessLog(ctx.logger, (url) => url === '/api/health');
  const cache = createResponseCache({
    ttlMs: ctx.config.responseCacheTtlMs,
    events: ctx.events,
  });
  const { emptyOnWrite, publicCache, answerFromMemory, onEmptied } = cache;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', expressEtag);
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('query parser', 'simple');
  app.use(securityHeaders(ctx));
  app.use(emptyOnWrite);

  const services = composeServices(ctx);
  const { requireAuth, products, users, reviews } = services;
  onEmptied(products.forgetRandomPicks);
  const answerRandomProduct = answerRandomProductFromMemory(products.takeRandom);
  const { list, random, detail } = productReads(products);
  const answerPublicRead = answerPublicReads([list, random, detail, productReviewsRead(reviews)], {
    headers: securityHeaderValues(ctx),
    cache,
  });

  const writeLimit = writeRateLimit(
    sharedRateLimits(ctx.config.rateLimits, ctx.db),
    createSessionUserOf(ctx.jwtSecret),
  );
  const answerCartAdd = answerCartAddsBeforeExpress({
    cart: services.cart,
    writeLimit,
    secret: ctx.jwtSecret,
    trustedOrigins: ctx.config.trustedOrigins,
    headers: securityHeaderValues(ctx),
    express: app,
  });

  const api = Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT, strict: false }));
  api.use(cookieParser());
  api.use(originCheck(ctx.config.trustedOrigins));
  api.use(writeLimit.handler);
  api.use('/health', createHealthRouter(ctx));
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
      sessions: services.sessions,
    }),
  );
  api.use(
    '/products/successful-transaction',
    createCheckoutRouter({ checkout: services.checkout, requireAuth }),
  );
  api.use('/products/:productId/reviews', createProductReviewsRouter({ reviews, requireAuth, publicCache }));
  api.use('/reviews', createReviewsRouter({ reviews, requireAuth, publicCache }));
  api.use('/favorites', createFavoritesRouter({ favorites: services.favorites, requireAuth }));
  api.use('/cart', createCartRouter({ cart: services.cart, requireAuth }));
  api.use('/orders', createOrdersRouter({ orders: services.orders, requireAuth }));
  api.use(
    '/conversations',
    createConversationsRouter({ conversations: services.conversations, requireAuth }),
  );
  api.use('/events', createEventsRouter({ live: services.live, requireAuth }));
  api.use('/products', createImagesRouter({ images: services.images, requireAuth, publicCache }));
  api.use('/products', createProductsRouter({ products, requireAuth, publicCache }));
  api.use('/users', createShopRouter({ products, users, publicCache }));
  api.use('/users', createUsersRouter({ users, publicCache }));
  api.use('/users', createShopProfileRouter({ shop: services.shop, publicCache }));
  api.use('/shop', createShopManagerRouter({ shop: services.shop, requireAuth }));
  api.use('/search', createSearchRouter({ search: services.search, publicCache }));
  api.use('/', createDocsRouter());
  api.use(notFoundApi);
  app.use('/api', api);

  app.use(createPagesRouter(services.pages, ctx.config.publicUrl));
  serveUploads(app, ctx);
  const origin = originOf(ctx.config.publicUrl);
  serveWebApp(app, ctx.config.webDist, async (req, build) => {
    const query = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)
      : '';
    const head = await services.pageHeads(origin(req), req.path, query);
    const route = head.routeModule ? build.routeAssets(head.routeModule) : undefined;
    return { status: head.status, html: withHead(build.indexHtml, head, route) };
  });
  app.use(errorHandler);
  return {
    listener: (req, res) => {
      logRequest(req, res);
      if (
        answerFromMemory(req, res) ||
        answerRandomProduct(req, res) ||
        answerPublicRead(req, res) ||
        answerCartAdd(req, res)
      ) {
        return;
      }
      app(req, res);
    },
    express: app,
    messageClasses: expressMessageClasses(app),
  };
}
