import { z } from '../zod';
import { CATEGORIES } from '../categories';
import { count, id, money, timestamp, url } from './fields';
import { imageAnswerSchema } from './images';
import { productShippingAnswerSchema } from './shipping';
import { saleAnswerSchema } from './coupons';
import { sellerAnswerSchema } from './users';

/** An option of a listing (Size, Colour) and its values, in the seller's order. */
export const productOptionAnswerSchema = z.strictObject({ name: z.string(), values: z.array(z.string()) });

/** What a listing asks the buyer to type on the piece. */
export const personalizationAnswerSchema = z.strictObject({
  prompt: z.string(),
  required: z.boolean(),
  max_length: z.number().int().min(1),
});

/** One combination of a listing's option values, with its own price and stock. */
export const variantAnswerSchema = z.strictObject({
  id,
  /** One value per option, in the options' order. */
  option_values: z.array(z.string()),
  price: money,
  inventory: count,
  sku: z.string().nullable(),
});
export type Variant = z.infer<typeof variantAnswerSchema>;

export const productAnswerSchema = z.strictObject({
  id,
  title: z.string(),
  description: z.string(),
  inventory: count,
  /** With variants: the lowest variant price (and `inventory` their total stock). */
  price: money,
  /** The highest variant price, or null without variants: a grid says "from $price" when it differs. */
  price_max: money.nullable(),
  /**
   * During the shop's sale, `price` less the sale's percentage, rounded to the cent (a variant's price goes
   * down by the same percentage: `salePrice`); null otherwise.
   */
  sale_price: money.nullable(),
  /** The shop's sale running now, or null. */
  sale: saleAnswerSchema.nullable(),
  /** Up to two; empty without variants. */
  options: z.array(productOptionAnswerSchema),
  personalization: personalizationAnswerSchema.nullable(),
  category_id: z.number().int().min(1).max(CATEGORIES.length),
  seller_id: id,
  /** The preview photo's URLs, null while the product has none. */
  preview_image: url.nullable(),
  preview_image_medium: url.nullable(),
  preview_image_small: url.nullable(),
  /** The product's own reviews (the seller's are in `seller`). */
  stars_total: count,
  review_count: count,
  seller: sellerAnswerSchema,
  /** The seller's shipping profile the listing uses, or null when it ships free. */
  shipping_profile_id: id.nullable(),
  /** What shipping costs, or null when the listing ships free. */
  shipping: productShippingAnswerSchema.nullable(),
  /** The day an order placed today ships by, `YYYY-MM-DD`: it moves as the shop's queue fills. */
  ships_by: z.iso.date(),
  /**
   * False while the shop is paused (too many orders waiting) or on vacation, or the listing is hidden by an
   * admin (only its seller and admins see it then): it cannot be bought.
   */
  available: z.boolean(),
  /** Why it cannot be bought now, for the listing to say; null while available. */
  unavailable_reason: z.string().nullable(),
  /** Why an admin hid the listing (only its seller and admins see it then); null when it is not hidden. */
  hidden_reason: z.string().nullable(),
  /** The buyer a custom order's private listing was made for (only they and the seller see it); null when listed. */
  private_buyer_id: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Product = z.infer<typeof productAnswerSchema>;

/** `GET /api/products/{id}`: the product with its photos, the preview first. */
export const productDetailAnswerSchema = productAnswerSchema.extend({
  product_images: z.array(imageAnswerSchema),
  /** Every combination for sale, in the seller's order; empty without options. */
  variants: z.array(variantAnswerSchema),
});
export type ProductDetail = z.infer<typeof productDetailAnswerSchema>;

/** `GET /api/products/current`: the signed-in seller's listings, newest first. */
export const currentProductsAnswerSchema = z.strictObject({
  products: z.array(productAnswerSchema),
  user_id: id,
});
export type CurrentProducts = z.infer<typeof currentProductsAnswerSchema>;
