import { replySchema, reviewSchema } from '@handmade/common';
import { z } from 'zod';
import * as shapes from './openapi.schemas';
import { MESSAGE_ANSWER, type RouteDoc } from './routeDoc';

/** `GET /api/reviews` reads this by hand (`parseProductIds`), so its shape is written here. */
const statsQuery = z.object({
  product_ids: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional(),
});
const reviewId = { id: 'The review id.' };
const productId = { productId: 'The product id.' };

export const reviewsRouteDocs: RouteDoc[] = [
  {
    id: 'listProductReviews',
    method: 'get',
    path: '/api/products/{productId}/reviews',
    tag: 'Reviews',
    summary: 'A product’s reviews, newest first',
    pathParams: productId,
    answers: [{ status: 200, description: 'The reviews.', schema: z.array(shapes.ReviewSchema) }],
    errors: { 404: 'No such product.' },
  },
  {
    id: 'createReview',
    method: 'post',
    path: '/api/products/{productId}/reviews',
    tag: 'Reviews',
    summary: 'Review a product',
    description: 'Below 3 stars the recommendation is stored as false.',
    signedIn: true,
    pathParams: productId,
    body: reviewSchema,
    answers: [{ status: 201, description: 'The review.', schema: shapes.ReviewSchema }],
    errors: {
      403: 'The product’s seller cannot review it.',
      404: 'No such product.',
      409: 'The user has already reviewed this product.',
    },
  },
  {
    id: 'listReviewStats',
    method: 'get',
    path: '/api/reviews',
    tag: 'Reviews',
    summary: 'Stars total and review count of reviewed products, newest product first (at most 200)',
    query: {
      schema: statsQuery,
      about: { product_ids: 'Comma-separated product ids (at most 200) to narrow the list to.' },
    },
    answers: [{ status: 200, description: 'The counters.', schema: z.array(shapes.ReviewStatsSchema) }],
  },
  {
    id: 'reviewStats',
    method: 'get',
    path: '/api/reviews/review-stats/{productId}',
    tag: 'Reviews',
    summary: 'Stars total and review count of one product (zeros when none)',
    pathParams: productId,
    answers: [{ status: 200, description: 'The counters.', schema: shapes.ReviewStatsSchema }],
    errors: { 404: 'No such product.' },
  },
  {
    id: 'editReview',
    method: 'put',
    path: '/api/reviews/{id}',
    tag: 'Reviews',
    summary: 'Edit a review (its author only)',
    signedIn: true,
    pathParams: reviewId,
    body: reviewSchema,
    answers: [{ status: 200, description: 'The review.', schema: shapes.ReviewSchema }],
    errors: { 403: 'Only the author can change a review.', 404: 'No such review.' },
  },
  {
    id: 'deleteReview',
    method: 'delete',
    path: '/api/reviews/{id}',
    tag: 'Reviews',
    summary: 'Delete a review (its author only)',
    signedIn: true,
    pathParams: reviewId,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 403: 'Only the author can change a review.', 404: 'No such review.' },
  },
  {
    id: 'replyToReview',
    method: 'put',
    path: '/api/reviews/{id}/reply',
    tag: 'Reviews',
    summary: 'Reply to a review of one of the signed-in seller’s products (writes or edits the one reply)',
    description: 'The reply is 1 to 1000 characters; errors are keyed `reply`.',
    signedIn: true,
    pathParams: reviewId,
    body: replySchema,
    answers: [{ status: 200, description: 'The review with its reply.', schema: shapes.ReviewSchema }],
    errors: { 403: 'Only the seller of the reviewed product can reply.', 404: 'No such review.' },
  },
  {
    id: 'deleteReviewReply',
    method: 'delete',
    path: '/api/reviews/{id}/reply',
    tag: 'Reviews',
    summary: 'Delete the seller’s reply under a review',
    signedIn: true,
    pathParams: reviewId,
    answers: [{ status: 200, description: 'The review, without a reply.', schema: shapes.ReviewSchema }],
    errors: {
      403: 'Only the seller of the reviewed product can delete its reply.',
      404: 'No such review, or it has no reply.',
    },
  },
];
