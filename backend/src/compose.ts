import type { AppContext } from './context';
import { createAuthService, createRequireAuth } from './modules/auth';
import { createCartRepository, createCartService } from './modules/cart';
import { createCheckoutRepository, createCheckoutService } from './modules/checkout';
import { createFavoritesRepository, createFavoritesService } from './modules/favorites';
import { createImagesRepository, createImagesService } from './modules/images';
import { createOrdersRepository, createOrdersService } from './modules/orders';
import { createProductsRepository, createProductsService } from './modules/products';
import { createReviewsRepository, createReviewsService } from './modules/reviews';
import { createSearchRepository, createSearchService } from './modules/search';
import { createPublicUsersRepository, createUsersRepository, createUsersService } from './modules/users';

/**
 * The composition root: every repository and service, each built once from the context, then handed to
 * the routers by `app.ts`. A module never builds another module's parts.
 */
export function composeServices(ctx: AppContext) {
  const { db, storage, logger } = ctx;
  const accounts = createUsersRepository(db);
  const images = createImagesService(createImagesRepository(db), storage, logger, ctx.config.imageEncoding);
  const products = createProductsService(createProductsRepository(db), storage, logger);
  return {
    accounts,
    requireAuth: createRequireAuth(ctx.jwtSecret, accounts),
    auth: createAuthService(accounts),
    users: createUsersService(createPublicUsersRepository(db)),
    images,
    products,
    reviews: createReviewsService(createReviewsRepository(db)),
    favorites: createFavoritesService(createFavoritesRepository(db)),
    cart: createCartService(createCartRepository(db)),
    checkout: createCheckoutService(createCheckoutRepository(db)),
    orders: createOrdersService(createOrdersRepository(db)),
    search: createSearchService(createSearchRepository(db)),
  };
}
