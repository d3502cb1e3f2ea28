/** What the composition root may use of shops: public shop profiles and the Shop manager. */
export { createShopRepository } from './shop.repository';
export { createShopManagerRouter, createShopProfileRouter } from './shop.routes';
export { createShopService, type ShopService } from './shop.service';
export { shopOrdersCsvQuerySchema, shopOrdersQuerySchema, shopStatsQuerySchema } from './shop.schemas';
