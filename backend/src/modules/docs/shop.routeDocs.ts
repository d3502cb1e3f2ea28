import { shopProfileSchema } from '@handmade/common';
import { z } from 'zod';
import { shopOrdersCsvQuerySchema, shopOrdersQuerySchema, shopStatsQuerySchema } from '../shop';
import * as shapes from './openapi.schemas';
import type { RouteDoc } from './routeDoc';

const NEXT_LINK = { Link: '`<...&cursor=...>; rel="next"` while another page exists; follow it unchanged.' };
const DAYS = 'The period: 7, 30 or 90 days ending today (UTC days).';

/** A seller's public shop profile, a buyer's order, and the Shop manager (the signed-in seller's sales). */
export const shopRouteDocs: RouteDoc[] = [
  {
    id: 'getOrder',
    method: 'get',
    path: '/api/orders/{id}',
    tag: 'Orders',
    summary: 'One of the signed-in user’s orders, each line with its product’s current photo',
    signedIn: true,
    pathParams: { id: 'The order id.' },
    answers: [{ status: 200, description: 'The order.', schema: shapes.OrderDetailSchema }],
    errors: { 404: 'No such order among the signed-in user’s (another user’s order is 404 too).' },
  },
  {
    id: 'getShop',
    method: 'get',
    path: '/api/users/{id}',
    tag: 'Users',
    summary: 'A user’s shop profile: public profile, bio, place, member since, sales and listings counts',
    pathParams: { id: 'The user id.' },
    answers: [{ status: 200, description: 'The shop.', schema: shapes.ShopSchema }],
    errors: { 404: 'No such user.' },
  },
  {
    id: 'updateShopProfile',
    method: 'put',
    path: '/api/shop/profile',
    tag: 'Shop',
    summary: 'Change the signed-in user’s shop: bio, place, capacity, vacation and policies',
    description:
      'An absent field is left as it is; `null` or a blank string clears it. `weekly_capacity` (units a week) makes each order’s `ship_by` a week later for every whole week of open units waiting; over `pause_when_weeks_over` weeks of queue the shop stops selling until shipping drains it. `vacation.on` stops selling too, its `message` shown on the listings. Errors are keyed by field.',
    signedIn: true,
    body: shopProfileSchema,
    answers: [{ status: 200, description: 'The signed-in user’s shop.', schema: shapes.ShopSchema }],
  },
  {
    id: 'listShopOrders',
    method: 'get',
    path: '/api/shop/orders',
    tag: 'Shop',
    summary: 'The order lines of the signed-in seller’s products, newest first',
    description: 'Lines of deleted listings stay, with `product_id` null.',
    signedIn: true,
    query: {
      schema: shopOrdersQuerySchema,
      about: {
        limit: 'Page size, 1 to 200 (50 by default).',
        cursor: 'The cursor from the previous page’s Link header; opaque.',
      },
    },
    answers: [
      {
        status: 200,
        description: 'A page of order lines.',
        schema: z.array(shapes.ShopOrderLineSchema),
        headers: NEXT_LINK,
      },
    ],
  },
  {
    id: 'exportShopOrders',
    method: 'get',
    path: '/api/shop/orders.csv',
    tag: 'Shop',
    summary: 'The same order lines as CSV, for a spreadsheet',
    description:
      'Columns: order_number, created_at, buyer, product_id, title, unit_price, quantity, line_total, status (its shipment’s), ship_by, carrier, tracking_number, ship_to (city, country), options (the variant’s values), personalization (as the buyer typed it). ' +
      'Every line, or with `days` those of the period the stats cover, so the totals match.',
    signedIn: true,
    query: { schema: shopOrdersCsvQuerySchema, about: { days: DAYS } },
    answers: [{ status: 200, description: 'A CSV file (RFC 4180, UTF-8).', contentType: 'text/csv' }],
  },
  {
    id: 'shopStats',
    method: 'get',
    path: '/api/shop/stats',
    tag: 'Shop',
    summary: 'The signed-in seller’s sales by day, totals, top products and low-stock listings',
    signedIn: true,
    query: { schema: shopStatsQuerySchema, about: { days: `${DAYS} 30 by default.` } },
    answers: [{ status: 200, description: 'The stats.', schema: shapes.ShopStatsSchema }],
  },
];
