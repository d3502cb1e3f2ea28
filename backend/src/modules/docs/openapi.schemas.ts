import {
  cartAnswerSchema,
  cartItemAnswerSchema,
  checkoutAnswerSchema,
  conversationAnswerSchema,
  conversationMessageAnswerSchema,
  quoteAcceptedAnswerSchema,
  quoteAnswerSchema,
  errorAnswerSchema,
  favoriteAnswerSchema,
  imageAnswerSchema,
  messageAnswerSchema,
  orderAnswerSchema,
  orderDetailAnswerSchema,
  orderItemAnswerSchema,
  previewImageAnswerSchema,
  productAnswerSchema,
  productDetailAnswerSchema,
  publicUserAnswerSchema,
  reviewAnswerSchema,
  reviewStatsAnswerSchema,
  sellerAnswerSchema,
  shopAnswerSchema,
  shopOrderLineAnswerSchema,
  shopStatsAnswerSchema,
  suggestionAnswerSchema,
  suggestionsAnswerSchema,
  unreadAnswerSchema,
  userAnswerSchema,
  addressAnswerSchema,
  shippingProfileAnswerSchema,
  shipmentAnswerSchema,
} from '@handmade/common';
import { z } from 'zod';

/**
 * The answers' shapes are the ones in `@handmade/common`, which the mappers return and the web app reads;
 * here they get the names and explanations of the reference. Each registered one becomes
 * `#/components/schemas/<id>`.
 */
export const components = z.registry<{ id?: string; description?: string }>();

/** Names a shape (and explains it), so the reference points at it instead of repeating it. */
function named<S extends z.ZodType>(schema: S, id: string, description?: string): S {
  components.add(schema as z.ZodType, description ? { id, description } : { id });
  return schema;
}

/** A field's explanation, kept in the same registry so the conversion finds it. */
function described(schema: z.ZodType, description: string): void {
  components.add(schema, { description });
}

// `price`, `total` and `unit_price` share one money schema, so this describes all three.
described(productAnswerSchema.shape.price, 'Money: a number with two decimals.');
described(
  reviewAnswerSchema.shape.user,
  'The author\'s username, or "former member" once their account is closed.',
);
described(reviewAnswerSchema.shape.verified_purchase, 'The author bought the product.');
described(reviewAnswerSchema.shape.reply, 'The seller’s reply under the review, or null.');
described(orderAnswerSchema.shape.order_number, 'Milliseconds timestamp followed by 3 random digits.');
described(orderItemAnswerSchema.shape.product_id, 'null once the product is deleted.');

export const ErrorSchema = named(
  errorAnswerSchema,
  'Error',
  'Every 4xx and 5xx answer. `errors` holds one message per form field, when there are any.',
);
export const MessageSchema = named(messageAnswerSchema, 'Message');
export const UserSchema = named(
  userAnswerSchema,
  'User',
  'The signed-in user. Never carries a password hash.',
);
export const PublicUserSchema = named(
  publicUserAnswerSchema,
  'PublicUser',
  'What anyone may see of a seller: no email.',
);
export const SellerSchema = named(
  sellerAnswerSchema,
  'Seller',
  '`seller_rating` is stars total over review count with one decimal, or "No Reviews".',
);
export const ProductSchema = named(productAnswerSchema, 'Product');
export const ImageSchema = named(
  imageAnswerSchema,
  'Image',
  'WebP variants: `url` about 1600 px wide, `url_medium` 800 px, `url_small` 400 px.',
);
export const ProductDetailSchema = named(
  productDetailAnswerSchema,
  'ProductDetail',
  'A product with its images, the preview first.',
);
export const PreviewImageSchema = named(previewImageAnswerSchema, 'PreviewImage');
export const ReviewSchema = named(reviewAnswerSchema, 'Review');
export const ReviewStatsSchema = named(reviewStatsAnswerSchema, 'ReviewStats');
export const FavoriteSchema = named(favoriteAnswerSchema, 'Favorite');
export const CartItemSchema = named(cartItemAnswerSchema, 'CartItem');
export const CartSchema = named(cartAnswerSchema, 'Cart', 'The lines in the order they were added.');
export const OrderSchema = named(orderAnswerSchema, 'Order', 'A checkout, with a snapshot of each line.');
export const CheckoutSchema = named(
  checkoutAnswerSchema,
  'Checkout',
  '`products`: bought and still listed; `deleted_products`: bought and now sold out.',
);

const id = z.number().int().min(1);

export const CheckoutConflictSchema = named(
  ErrorSchema.extend({
    lines: z.array(
      z.strictObject({ product_id: id, requested: z.number().int(), available: z.number().int() }),
    ),
  }),
  'CheckoutConflict',
  'Nothing was bought; `errors` is keyed by product id.',
);

const health = z.enum(['ok', 'unavailable']);
export const HealthSchema = named(
  z.strictObject({ status: health, database: health, storage: health }),
  'Health',
);

export const SuggestionSchema = named(suggestionAnswerSchema, 'Suggestion');
export const SuggestionsSchema = named(
  suggestionsAnswerSchema,
  'Suggestions',
  'At most 8, for a search box as the user types.',
);

export const OrderDetailSchema = named(
  orderDetailAnswerSchema,
  'OrderDetail',
  'An order for its buyer: each line with its product’s current photo, while the product exists.',
);
export const ShopSchema = named(
  shopAnswerSchema,
  'Shop',
  'A seller’s shop profile: `avatar_url` is the account’s picture, `sales_count` the units sold.',
);
export const ShopOrderLineSchema = named(shopOrderLineAnswerSchema, 'ShopOrderLine');
export const ShopStatsSchema = named(
  shopStatsAnswerSchema,
  'ShopStats',
  'Every UTC day of the period, oldest first, zeros included; revenue is the sum of unit price times quantity.',
);

// `Message` already names the `{message}` confirmation, so a message of a conversation is `ConversationMessage`.
export const ConversationMessageSchema = named(
  conversationMessageAnswerSchema,
  'ConversationMessage',
  'One message of a conversation: plain text, 1 to 2,000 characters, shown as written.',
);
export const ConversationSchema = named(
  conversationAnswerSchema,
  'Conversation',
  'A conversation as the signed-in participant sees it: `other` is the other participant, `unread` the messages to them after their read marker.',
);
export const UnreadSchema = named(unreadAnswerSchema, 'Unread');
export const QuoteSchema = named(
  quoteAnswerSchema,
  'Quote',
  'A custom order a seller offered in a conversation: open for 7 days, then `expired`; an accepted one names the private listing made for the buyer.',
);
export const QuoteAcceptedSchema = named(
  quoteAcceptedAnswerSchema,
  'QuoteAccepted',
  'The accepted quote and the private listing’s line in the buyer’s cart.',
);

export const AddressSchema = named(
  addressAnswerSchema,
  'Address',
  'A saved shipping address; `country` is ISO 3166-1 alpha-2. One per user is the default.',
);
export const ShippingProfileSchema = named(
  shippingProfileAnswerSchema,
  'ShippingProfile',
  'One way a seller ships: the first item’s price, each additional item’s, free shipping over a shop subtotal, and the days it takes to make.',
);
export const ShipmentSchema = named(
  shipmentAnswerSchema,
  'Shipment',
  'One seller’s part of an order. `status` moves paid → shipped → delivered, or paid → cancelled by the seller (the stock comes back and a practice refund is recorded); each move is an event. `late`: past `ship_by` and not shipped.',
);
