/** What other modules and the composition root may use of reviews. */
export type { Review } from './reviews.mapper';
export { createReviewsRepository, type ReviewStats } from './reviews.repository';
export { createProductReviewsRouter, createReviewsRouter } from './reviews.routes';
export { createReviewsService, type ReviewsService } from './reviews.service';
