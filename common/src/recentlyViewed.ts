import { z } from './zod';

/** How many recently viewed products a list shows, newest first. */
export const RECENTLY_VIEWED_SHOWN = 12;

export const RECENTLY_VIEWED_MESSAGES = {
  items: 'Send the products viewed in this browser as a list of {product_id, viewed_at}.',
  ids: 'Send up to 12 product ids, separated by commas.',
} as const;

const productId = z.number().int().min(1).max(2_147_483_647);

/** One product viewed in a browser before signing in, and when. */
export const viewedProductSchema = z.strictObject({
  product_id: productId,
  viewed_at: z.iso.datetime({ offset: true }),
});
export type ViewedProduct = z.infer<typeof viewedProductSchema>;

/**
 * `POST /api/account/recently-viewed`: what a visitor viewed in this browser, merged into the account on sign-in
 * (a product already there keeps the later of its two times).
 */
export const recentlyViewedMergeSchema = z.strictObject(
  { items: z.array(viewedProductSchema).max(50) },
  { error: RECENTLY_VIEWED_MESSAGES.items },
);
export type RecentlyViewedMerge = z.infer<typeof recentlyViewedMergeSchema>;

/** `GET /api/recently-viewed?ids=3,1,2`: a visitor's recently viewed products, kept in their browser. */
export const viewedIdsQuerySchema = z.strictObject({
  ids: z
    .string({ error: RECENTLY_VIEWED_MESSAGES.ids })
    .regex(/^\d{1,10}(,\d{1,10}){0,11}$/, RECENTLY_VIEWED_MESSAGES.ids)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(productId)),
});
