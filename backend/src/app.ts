import express, { Router, type Express } from 'express';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './context';
import { errorHandler, notFoundApi } from './http/errorHandler';
import { originCheck } from './http/originCheck';
import { writeRateLimit } from './http/rateLimits';
import { responseCache } from './http/responseCache';
import { securityHeaders } from './http/securityHeaders';
import { createAuthRouter } from './modules/auth/auth.routes';
import { createCartRouter } from './modules/cart/cart.routes';
import { createCheckoutRouter } from './modules/checkout/checkout.routes';
import { createDocsRouter } from './modules/docs/docs.routes';
import { createFavoritesRouter } from './modules/favorites/favorites.routes';
import { createOrdersRouter } from './modules/orders/orders.routes';
import { createProductReviewsRouter, createReviewsRouter } from './modules/reviews/reviews.routes';
import { createRequireAuth } from './modules/auth/requireAuth';
import { createHealthRouter } from './modules/health/health.routes';
import { createImagesRouter } from './modules/images/images.routes';
import { createProductsRouter } from './modules/products/products.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersRouter } from './modules/users/users.routes';
import { serveUploads } from './web/uploads';
import { serveWebApp } from './web/webApp';

/** Builds the whole application around its dependencies; `server.ts` only listens. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('query parser', 'simple');

  app.use(responseCache({ ttlMs: ctx.config.responseCacheTtlMs }));
  app.use(pinoHttp({ logger: ctx.logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(securityHeaders(ctx));

  const users = createUsersRepository(ctx.db);
  const requireAuth = createRequireAuth(ctx.jwtSecret, users);

  const api = Router();
  api.use(express.json({ limit: '100kb', strict: false }));
  api.use(cookieParser());
  api.use(originCheck(ctx.config.trustedOrigins));
  api.use(writeRateLimit(ctx.config.rateLimits));
  api.use('/health', createHealthRouter(ctx));
  api.use('/auth', createAuthRouter(ctx, users, requireAuth));
  api.use('/products/successful-transaction', createCheckoutRouter(ctx, requireAuth));
  api.use('/products/:productId/reviews', createProductReviewsRouter(ctx, requireAuth));
  api.use('/reviews', createReviewsRouter(ctx, requireAuth));
  api.use('/favorites', createFavoritesRouter(ctx, requireAuth));
  api.use('/cart', createCartRouter(ctx, requireAuth));
  api.use('/orders', createOrdersRouter(ctx, requireAuth));
  api.use('/products', createImagesRouter(ctx, requireAuth));
  api.use('/products', createProductsRouter(ctx, requireAuth));
  api.use('/users', createUsersRouter(ctx));
  api.use('/', createDocsRouter());
  api.use(notFoundApi);
  app.use('/api', api);

  serveUploads(app, ctx);
  serveWebApp(app, ctx.config.webDist);
  app.use(errorHandler);
  return app;
}
