import type { z } from 'zod';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

export const TAGS = {
  Auth: 'Sign up, sign in, sign out, and the account’s own settings. The session is an httpOnly cookie.',
  Products: 'The catalogue: lists, search, detail, and a seller’s own listings.',
  Images: 'Product photos, stored as WebP variants.',
  Reviews: 'Reviews of a product and the rating counters.',
  Users: 'Sellers and their shops.',
  Favorites: 'The signed-in user’s favorite products.',
  Cart: 'The signed-in user’s cart.',
  Checkout: 'Practice checkout: no card data is sent.',
  Orders: 'Past checkouts.',
  Shop: 'The signed-in seller’s Shop manager: sales, stats, a CSV export and the shop profile.',
  Conversations:
    'Messages between a buyer and a seller, and the signed-in user’s live events. Only the two participants see a conversation.',
  Admin:
    'The operator’s calls, for accounts whose `role` is `admin`; everyone else gets the 404 of a route that does not exist. Every action takes a reason and is written to the append-only audit log.',
  Health: 'For load balancers and monitoring.',
  Docs: 'This reference.',
} as const;
export type Tag = keyof typeof TAGS;

export interface Answer {
  status: number;
  description: string;
  /** Omitted for answers that are not JSON (the reference page). */
  schema?: z.ZodType;
  contentType?: string;
  headers?: Record<string, string>;
}

/** One route as the reference describes it; the OpenAPI document and the page are built from these. */
export interface RouteDoc {
  id: string;
  method: Method;
  /** OpenAPI form: `/api/products/{id}`. Every path also answers with a trailing slash. */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** Needs the session cookie; 401 otherwise. */
  signedIn?: boolean;
  /** Path parameter name to what it names. */
  pathParams?: Record<string, string>;
  query?: { schema: z.ZodType; about: Record<string, string> };
  headers?: { name: string; description: string }[];
  /** A JSON body, described by the schema the route parses it with. */
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields, and the `image` file. */
  multipart?: { schema: z.ZodType; fileRequired: boolean };
  answers: Answer[];
  /** Why this route gives each status, beyond what its kind implies (see `commonErrors`). */
  errors?: Partial<Record<ErrorStatus, string | { description: string; schema: z.ZodType }>>;
}

export const MESSAGE_ANSWER = 'A confirmation `{message}`.';

/** Why a photo upload is refused as too large (`errors.image`), before or while it is decoded. */
export const PHOTO_TOO_LARGE =
  'A file over 5 MB, or an image whose header declares more than it may cost to decode: over 40 megapixels, over 20 at 16 bits per channel, or a GIF of more than 100 frames or 40 megapixels over its frames (`errors.image`).';

/** How a photo upload waits its turn at the encoder (docs/uploads.md). */
export const PHOTO_QUEUE =
  'While the photo encoder is busy, or when the account already has 2 uploads in, the answer is 503 with `Retry-After`.';

/** The statuses any route of this kind can give, whatever it does. */
export function commonErrors(route: RouteDoc): Partial<Record<ErrorStatus, string>> {
  const errors: Partial<Record<ErrorStatus, string[]>> = {};
  const add = (status: ErrorStatus, reason: string) => (errors[status] ??= []).push(reason);
  if (route.pathParams) add(400, 'An id in the path is not a positive whole number.');
  if (route.query) add(400, 'A query parameter is invalid; the message names it.');
  if (route.body) {
    add(400, 'The body is not valid JSON, or a field is invalid; `errors` names each field.');
    add(413, 'The JSON body is over 100 KB.');
    add(415, 'The body uses an unsupported content encoding.');
  }
  if (route.signedIn) add(401, 'Not signed in.');
  if (route.method !== 'get') {
    add(403, 'A cross-site browser request (checked with Sec-Fetch-Site and Origin).');
    add(429, 'Too many writes from this client; wait a minute.');
  }
  return Object.fromEntries(Object.entries(errors).map(([status, reasons]) => [status, reasons.join(' ')]));
}
