import { feedUnseenAnswerSchema, followAnswerSchema, FEED_UNSEEN_CAP } from '@handmade/common';
import { z } from 'zod';
import { pageQuerySchema } from '../../http/pagination';
import * as shapes from './openapi.schemas';
import type { RouteDoc } from './routeDoc';

const shopId = { id: 'The shop’s (its seller’s) user id.' };
const FOLLOW_STATE = 'Whether the signed-in user now follows the shop, and its followers count.';

/** Following shops, and the feed of their new listings. */
export const followsRouteDocs: RouteDoc[] = [
  {
    id: 'followShop',
    method: 'put',
    path: '/api/shops/{id}/follow',
    tag: 'Users',
    summary: 'Follow a shop: its new listings reach the signed-in user’s feed',
    description: 'Idempotent: following a shop already followed changes nothing.',
    signedIn: true,
    pathParams: shopId,
    answers: [{ status: 200, description: FOLLOW_STATE, schema: followAnswerSchema }],
    errors: {
      400: 'The shop is the signed-in user’s own.',
      404: 'No such shop, or its account is closed or suspended.',
    },
  },
  {
    id: 'unfollowShop',
    method: 'delete',
    path: '/api/shops/{id}/follow',
    tag: 'Users',
    summary: 'Stop following a shop',
    description: 'Idempotent: unfollowing a shop not followed changes nothing.',
    signedIn: true,
    pathParams: shopId,
    answers: [{ status: 200, description: FOLLOW_STATE, schema: followAnswerSchema }],
    errors: { 404: 'No such shop, or its account is closed.' },
  },
  {
    id: 'feed',
    method: 'get',
    path: '/api/feed',
    tag: 'Users',
    summary: 'The listed products of the shops the signed-in user follows, newest first',
    description:
      'Opening the first page (no `cursor`) marks the feed seen up to its newest listing: ' +
      '`GET /api/feed/unseen` counts from there.',
    signedIn: true,
    query: {
      schema: pageQuerySchema,
      about: {
        limit: 'Page size, 1 to 200 (60 by default).',
        cursor: 'The cursor from the previous page’s Link header; opaque.',
      },
    },
    answers: [
      {
        status: 200,
        description: 'One page of products.',
        schema: z.array(shapes.ProductSchema),
        headers: { Link: '`<...&cursor=...>; rel="next"` while another page exists; follow it unchanged.' },
      },
    ],
  },
  {
    id: 'feedUnseen',
    method: 'get',
    path: '/api/feed/unseen',
    tag: 'Users',
    summary: 'How many listings reached the feed since the signed-in user last opened it',
    description:
      `Listings newer than the newest the feed showed, each listed after its shop was followed, counted up ` +
      `to ${FEED_UNSEEN_CAP}.`,
    signedIn: true,
    answers: [{ status: 200, description: '`{unseen}`.', schema: feedUnseenAnswerSchema }],
  },
];
