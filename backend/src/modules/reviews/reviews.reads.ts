import type { PublicRead } from '../../http/publicReads';
import { parseId } from '../../http/validate';
import type { ReviewsService } from './reviews.service';

/** A product's reviews, newest first. */
export function productReviewsRead(reviews: ReviewsService) {
  return {
    path: /^\/api\/products\/(\d+)\/reviews$/,
    answer: async ([productId]: string[]) => ({ json: await reviews.list(parseId(productId, 'product')) }),
  } satisfies PublicRead;
}
