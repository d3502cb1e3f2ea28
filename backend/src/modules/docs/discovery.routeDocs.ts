import { recentlyViewedMergeSchema, viewedIdsQuerySchema } from '@handmade/common';
import { z } from 'zod';
import * as shapes from './openapi.schemas';
import type { RouteDoc } from './routeDoc';

/** Reasons for shoppers to come back: products like the one on screen, and what they looked at lately. */
export const discoveryRouteDocs: RouteDoc[] = [
  {
    id: 'similarProducts',
    method: 'get',
    path: '/api/products/{productId}/similar',
    tag: 'Products',
    summary: 'You may also like: up to 12 listed products like this one',
    description:
      'Products bought or favorited by the people who bought or favorited this one come first (the more of ' +
      'them, the higher), then products of the same category sharing a word of its title, then the newest ' +
      'of the same category. Only listed products in stock, never the product itself. Cacheable like the ' +
      'other catalogue reads; a custom order’s or hidden listing’s answer is private.',
    pathParams: { productId: 'The product id.' },
    answers: [
      {
        status: 200,
        description: 'The similar products, best first.',
        schema: z.array(shapes.ProductSchema),
      },
    ],
    errors: { 404: 'No such product, or one the viewer may not see.' },
  },
  {
    id: 'recentlyViewed',
    method: 'get',
    path: '/api/account/recently-viewed',
    tag: 'Products',
    summary: 'The signed-in user’s recently viewed products, newest first',
    description:
      'Up to 12 products the user opened and may still see (a hidden or custom-order listing only if it is ' +
      'theirs); a sold-out one stays. Each product once, at its latest view. The account keeps its newest 50 views.',
    signedIn: true,
    answers: [
      { status: 200, description: 'The products, newest view first.', schema: z.array(shapes.ProductSchema) },
    ],
  },
  {
    id: 'recordView',
    method: 'put',
    path: '/api/account/recently-viewed/{productId}',
    tag: 'Products',
    summary: 'Record that the signed-in user viewed a product',
    description:
      'The web app calls it when a product page opens; the product moves to the front of the list.',
    signedIn: true,
    pathParams: { productId: 'The product id.' },
    answers: [{ status: 204, description: 'Recorded.' }],
    errors: { 404: 'No such product, or one the user may not see.' },
  },
  {
    id: 'mergeRecentlyViewed',
    method: 'post',
    path: '/api/account/recently-viewed',
    tag: 'Products',
    summary: 'Merge what was viewed in this browser before signing in',
    description:
      'The web app sends the views it kept for the visitor (`localStorage`) once they sign in, then forgets ' +
      'them. A product already on the account keeps the later of its two times; unknown products are skipped.',
    signedIn: true,
    body: recentlyViewedMergeSchema,
    answers: [
      {
        status: 200,
        description: 'The account’s list after the merge.',
        schema: z.array(shapes.ProductSchema),
      },
    ],
  },
  {
    id: 'visitorRecentlyViewed',
    method: 'get',
    path: '/api/recently-viewed',
    tag: 'Products',
    summary: 'A visitor’s recently viewed products, from the ids their browser keeps',
    description: 'The products of `ids` anyone may see, in the order given; no account needed, cacheable.',
    query: {
      schema: viewedIdsQuerySchema,
      about: { ids: 'Up to 12 product ids, newest view first, e.g. `3,1,2`.' },
    },
    answers: [
      {
        status: 200,
        description: 'The products, in the order of `ids`.',
        schema: z.array(shapes.ProductSchema),
      },
    ],
  },
];
