import { checkoutRequestSchema, loginSchema, passwordChangeSchema, signupSchema } from '@handmade/common';
import { z } from 'zod';
import { addToCartSchema, editCartItemSchema } from '../cart';
import { favoriteSchema } from '../favorites';
import * as shapes from './openapi.schemas';
import { MESSAGE_ANSWER, type RouteDoc } from './routeDoc';

const AUTH_LIMIT = 'Too many sign-in or sign-up attempts from this client; wait 15 minutes.';
const SESSION_SET = { 'Set-Cookie': 'The session cookie (httpOnly, SameSite=Lax).' };
const cartItemId = { id: 'The cart line id.' };

export const shoppingRouteDocs: RouteDoc[] = [
  {
    id: 'currentUser',
    method: 'get',
    path: '/api/auth',
    tag: 'Auth',
    summary: 'The signed-in user (restores a session)',
    signedIn: true,
    answers: [{ status: 200, description: 'The user.', schema: shapes.UserSchema }],
  },
  {
    id: 'login',
    method: 'post',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in with email and password',
    body: loginSchema,
    answers: [{ status: 200, description: 'The user.', schema: shapes.UserSchema, headers: SESSION_SET }],
    errors: { 401: 'Wrong email or password (`errors.password`).', 429: AUTH_LIMIT },
  },
  {
    id: 'signup',
    method: 'post',
    path: '/api/auth/signup',
    tag: 'Auth',
    summary: 'Create an account (and its cart) and sign in',
    description:
      'Errors are keyed `email`, `username`, `password`, `firstName`, `lastName`. A very common password is refused.',
    body: signupSchema,
    answers: [{ status: 201, description: 'The new user.', schema: shapes.UserSchema, headers: SESSION_SET }],
    errors: { 409: 'The email or the username is taken.', 429: AUTH_LIMIT },
  },
  {
    id: 'changePassword',
    method: 'put',
    path: '/api/auth/password',
    tag: 'Auth',
    summary: 'Change the password; every other session is signed out',
    description: 'Errors are keyed `currentPassword` and `newPassword`.',
    signedIn: true,
    body: passwordChangeSchema,
    answers: [
      { status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema, headers: SESSION_SET },
    ],
    errors: { 400: 'The current password is wrong.', 429: AUTH_LIMIT },
  },
  {
    id: 'logout',
    method: 'get',
    path: '/api/auth/logout',
    tag: 'Auth',
    summary: 'Sign out: the session is revoked and its cookie cleared',
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 403: 'A browser on another site asked (`Sec-Fetch-Site` or `Origin`).' },
  },
  {
    id: 'logoutPost',
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Auth',
    summary: 'Sign out (the same as GET)',
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
  },
  {
    id: 'listFavorites',
    method: 'get',
    path: '/api/favorites/current',
    tag: 'Favorites',
    summary: 'The signed-in user’s favorites, newest first',
    signedIn: true,
    answers: [{ status: 200, description: 'The favorites.', schema: z.array(shapes.FavoriteSchema) }],
  },
  {
    id: 'addFavorite',
    method: 'post',
    path: '/api/favorites',
    tag: 'Favorites',
    summary: 'Favorite a product',
    description: 'The body may also be the bare product id, such as `42`.',
    signedIn: true,
    body: favoriteSchema,
    answers: [{ status: 201, description: 'The favorite.', schema: shapes.FavoriteSchema }],
    errors: {
      403: 'The user’s own product: "Unfortunately, you cannot add your own product."',
      404: 'No such product.',
      409: 'Already a favorite.',
    },
  },
  {
    id: 'removeFavorite',
    method: 'delete',
    path: '/api/favorites/{productId}',
    tag: 'Favorites',
    summary: 'Remove a product from the favorites (takes the product id)',
    signedIn: true,
    pathParams: { productId: 'The product id, not the favorite id.' },
    answers: [{ status: 200, description: 'The removed favorite.', schema: shapes.FavoriteSchema }],
    errors: { 404: 'The product is not among the user’s favorites.' },
  },
  {
    id: 'getCart',
    method: 'get',
    path: '/api/cart',
    tag: 'Cart',
    summary: 'The signed-in user’s cart',
    signedIn: true,
    answers: [{ status: 200, description: 'The cart.', schema: shapes.CartSchema }],
  },
  {
    id: 'addToCart',
    method: 'post',
    path: '/api/cart/add',
    tag: 'Cart',
    summary: 'Put a product in the cart, or set the quantity of its line',
    description:
      '`cart_id` is accepted and ignored. `gift` changes only when sent. Stock errors are keyed `quantity`.',
    signedIn: true,
    body: addToCartSchema,
    answers: [
      { status: 201, description: 'A new line.', schema: shapes.CartItemSchema },
      {
        status: 200,
        description: 'The existing line, with the new quantity.',
        schema: shapes.CartItemSchema,
      },
    ],
    errors: {
      400: 'More than the stock left: "Only N left in stock."',
      403: 'The user’s own product.',
      404: 'No such product.',
      409: 'The product is sold out, or its shop is not selling now (on vacation or paused by its queue; the message says why).',
    },
  },
  {
    id: 'editCartItem',
    method: 'put',
    path: '/api/cart/{cartItemId}/edit',
    tag: 'Cart',
    summary: 'Change a line’s quantity (and gift flag)',
    signedIn: true,
    pathParams: { cartItemId: 'The cart line id.' },
    body: editCartItemSchema,
    answers: [{ status: 200, description: 'The line.', schema: shapes.CartItemSchema }],
    errors: {
      400: 'More than the stock left.',
      403: 'A line in someone else’s cart.',
      404: 'No such line.',
      409: 'The product is sold out.',
    },
  },
  {
    id: 'removeCartItem',
    method: 'delete',
    path: '/api/cart/item/{id}',
    tag: 'Cart',
    summary: 'Remove a line',
    signedIn: true,
    pathParams: cartItemId,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 403: 'A line in someone else’s cart.', 404: 'No such line.' },
  },
  {
    id: 'clearCart',
    method: 'delete',
    path: '/api/cart/clear',
    tag: 'Cart',
    summary: 'Empty the cart',
    signedIn: true,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
  },
  {
    id: 'checkout',
    method: 'put',
    path: '/api/products/successful-transaction',
    tag: 'Checkout',
    summary: 'Buy everything in the cart (practice: no card data is sent)',
    description:
      'One transaction: the stock is taken off, sold-out products are archived, the order is written and the bought lines leave the cart. Nothing is oversold, whatever the concurrency. The order holds one shipment per seller, each with its shipping (the listings’ shipping profiles) and `ship_by`; `order.total` is the sum of the shipments’ totals. `address_id` is optional: one of the buyer’s saved addresses, which each shipment keeps; without it (curl, older clients) the order has no address. With `expected_total` (the total the buyer was shown, shipping included), a cart that costs something else now is refused with 409, `total` and the new `lines`, and nothing is bought until the buyer confirms by sending the new total; without it, the cart is bought at the current prices.',
    signedIn: true,
    body: checkoutRequestSchema,
    headers: [
      {
        name: 'Idempotency-Key',
        description:
          'Optional, 1 to 200 characters. A retry with the same key answers the first answer (with `Idempotent-Replayed: true`) and buys nothing.',
      },
    ],
    answers: [
      { status: 200, description: 'The order and the products bought.', schema: shapes.CheckoutSchema },
    ],
    errors: {
      400: 'The cart is empty, the Idempotency-Key header is malformed, or `address_id` is not one of the buyer’s addresses.',
      409: {
        description:
          'A line asks for more than the stock, a shop is not selling now (on vacation or paused by its queue; `errors` keyed by product id), or the prices changed since `expected_total` (nothing is bought), or the same key is being processed.',
        schema: shapes.CheckoutConflictSchema,
      },
    },
  },
  {
    id: 'listOrders',
    method: 'get',
    path: '/api/orders',
    tag: 'Orders',
    summary: 'The signed-in user’s orders, newest first',
    signedIn: true,
    answers: [{ status: 200, description: 'The orders.', schema: z.array(shapes.OrderSchema) }],
  },
  {
    id: 'health',
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Whether the database and the photo storage answer',
    answers: [
      { status: 200, description: 'Both answer.', schema: shapes.HealthSchema },
      { status: 503, description: 'One of them does not.', schema: shapes.HealthSchema },
    ],
  },
  {
    id: 'openapi',
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Docs',
    summary: 'This API as an OpenAPI 3.1 document',
    answers: [
      { status: 200, description: 'The document.', schema: z.looseObject({ openapi: z.literal('3.1.0') }) },
    ],
  },
  {
    id: 'reference',
    method: 'get',
    path: '/api/docs',
    tag: 'Docs',
    summary: 'This API as a readable reference page',
    answers: [{ status: 200, description: 'An HTML page.', contentType: 'text/html' }],
  },
];
