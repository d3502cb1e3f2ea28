/** Recently viewed products: the account's list, a visitor's from their browser, and the merge on sign-in. */
export { createRecentlyViewedRepository } from './recentlyViewed.repository';
export { createAccountRecentlyViewedRouter, createRecentlyViewedRouter } from './recentlyViewed.routes';
export { createRecentlyViewedService, type RecentlyViewedService } from './recentlyViewed.service';
