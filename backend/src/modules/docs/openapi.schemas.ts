import { z } from 'zod';
import type { Cart, CartItem } from '../cart';
import type { CheckoutAnswer } from '../checkout';
import type { Favorite } from '../favorites';
import type { Image } from '../images';
import type { Order } from '../orders';
import type { Product, ProductDetail, Seller } from '../products';
import type { Review, ReviewStats } from '../reviews';
import type { PublicUser, User } from '../users';

/** The answers' shapes; each registered one becomes `#/components/schemas/<id>`. */
export const components = z.registry<{ id?: string; description?: string }>();

/** A field's explanation, kept in the same registry so the conversion finds it. */
function described<S extends z.ZodType>(schema: S, description: string): S {
  components.add(schema as z.ZodType, { description });
  return schema;
}

const id = z.number().int().min(1);
const money = described(z.number(), 'Money: a number with two decimals.');
const timestamp = z.iso.datetime();
const url = z.string();
const sellerRating = z.union([z.number(), z.literal('No Reviews')]);

export const ErrorSchema = z
  .strictObject({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .register(components, {
    id: 'Error',
    description: 'Every 4xx and 5xx answer. `errors` holds one message per form field, when there are any.',
  });

export const MessageSchema = z.strictObject({ message: z.string() }).register(components, { id: 'Message' });

export const UserSchema = z
  .strictObject({
    id,
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    profile_url: url.nullable(),
    cart_id: id,
  })
  .register(components, { id: 'User', description: 'The signed-in user. Never carries a password hash.' });

export const PublicUserSchema = z
  .strictObject({
    id,
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    profile_url: url.nullable(),
    seller_rating: sellerRating,
    review_count: z.number().int(),
  })
  .register(components, { id: 'PublicUser', description: 'What anyone may see of a seller: no email.' });

export const SellerSchema = z
  .strictObject({
    id,
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    seller_rating: sellerRating,
    review_count: z.number().int(),
  })
  .register(components, {
    id: 'Seller',
    description: '`seller_rating` is stars total over review count with one decimal, or "No Reviews".',
  });

export const ProductSchema = z
  .strictObject({
    id,
    title: z.string(),
    description: z.string(),
    inventory: z.number().int(),
    price: money,
    category_id: z.number().int().min(1).max(5),
    seller_id: id,
    preview_image: url.nullable(),
    preview_image_medium: url.nullable(),
    preview_image_small: url.nullable(),
    stars_total: z.number().int(),
    review_count: z.number().int(),
    seller: SellerSchema,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .register(components, { id: 'Product' });

export const ImageSchema = z
  .strictObject({ id, product_id: id, url, url_medium: url, url_small: url, preview: z.boolean() })
  .register(components, {
    id: 'Image',
    description: 'WebP variants: `url` about 1600 px wide, `url_medium` 800 px, `url_small` 400 px.',
  });

export const ProductDetailSchema = ProductSchema.extend({ product_images: z.array(ImageSchema) }).register(
  components,
  { id: 'ProductDetail', description: 'A product with its images, the preview first.' },
);

export const PreviewImageSchema = z
  .strictObject({ id, product_id: id, url, preview: z.boolean() })
  .register(components, { id: 'PreviewImage' });

export const ReviewSchema = z
  .strictObject({
    id,
    product_id: id,
    user_id: id,
    user: described(z.string(), "The author's username."),
    review: z.string(),
    stars: z.number().int().min(1).max(5),
    recommendation: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .register(components, { id: 'Review' });

export const ReviewStatsSchema = z
  .strictObject({ product_id: id, stars_total: z.number().int(), review_count: z.number().int() })
  .register(components, { id: 'ReviewStats' });

export const FavoriteSchema = z
  .strictObject({ id, user_id: id, product_id: id, product: ProductSchema })
  .register(components, { id: 'Favorite' });

export const CartItemSchema = z
  .strictObject({
    id,
    cart_id: id,
    product_id: id,
    quantity: z.number().int().min(1),
    gift: z.boolean(),
    product: ProductSchema,
  })
  .register(components, { id: 'CartItem' });

export const CartSchema = z
  .strictObject({ id, user_id: id, cart_items: z.array(CartItemSchema) })
  .register(components, { id: 'Cart', description: 'The lines in the order they were added.' });

export const OrderSchema = z
  .strictObject({
    id,
    order_number: described(z.string(), 'Milliseconds timestamp followed by 3 random digits.'),
    total: money,
    created_at: timestamp,
    items: z.array(
      z.strictObject({
        product_id: described(id.nullable(), 'null once the product is deleted.'),
        title: z.string(),
        unit_price: money,
        quantity: z.number().int().min(1),
      }),
    ),
  })
  .register(components, { id: 'Order', description: 'A checkout, with a snapshot of each line.' });

export const CheckoutSchema = z
  .strictObject({
    products: z.array(ProductSchema),
    deleted_products: z.array(ProductSchema),
    order: OrderSchema,
  })
  .register(components, {
    id: 'Checkout',
    description: '`products`: bought and still listed; `deleted_products`: bought and now sold out.',
  });

export const CheckoutConflictSchema = ErrorSchema.extend({
  lines: z.array(
    z.strictObject({ product_id: id, requested: z.number().int(), available: z.number().int() }),
  ),
}).register(components, {
  id: 'CheckoutConflict',
  description: 'Nothing was bought; `errors` is keyed by product id.',
});

export const HealthSchema = z
  .strictObject({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['ok', 'unavailable']),
    storage: z.enum(['ok', 'unavailable']),
  })
  .register(components, { id: 'Health' });

/** Fails to compile when a mapper's type and its documented shape drift apart. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SHAPES_MATCH_MAPPERS: [
  Same<z.infer<typeof UserSchema>, User>,
  Same<z.infer<typeof PublicUserSchema>, PublicUser>,
  Same<z.infer<typeof SellerSchema>, Seller>,
  Same<z.infer<typeof ProductSchema>, Product>,
  Same<z.infer<typeof ProductDetailSchema>, ProductDetail>,
  Same<z.infer<typeof ImageSchema>, Image>,
  Same<z.infer<typeof ReviewSchema>, Review>,
  Same<z.infer<typeof ReviewStatsSchema>, ReviewStats>,
  Same<z.infer<typeof FavoriteSchema>, Favorite>,
  Same<z.infer<typeof CartItemSchema>, CartItem>,
  Same<z.infer<typeof CartSchema>, Cart>,
  Same<z.infer<typeof OrderSchema>, Order>,
  Same<z.infer<typeof CheckoutSchema>, CheckoutAnswer>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
