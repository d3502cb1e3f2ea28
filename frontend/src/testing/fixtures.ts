import type {
  Address,
  Cart,
  CartCoupon,
  CartItem,
  CartShop,
  Product,
  ProductImage,
  ProductShipping,
  Review,
  ShippingProfile,
  Shop,
  User,
  Variant,
} from '../lib/types';

export const shopper: User = {
  id: 1,
  username: 'shopper',
  email: 'shopper@example.com',
  first_name: 'Sam',
  last_name: 'Shopper',
  profile_url: null,
  cart_id: 1,
  email_verified: true,
  role: 'member',
};

export const seller = {
  id: 7,
  username: 'claymaker',
  first_name: 'Clara',
  last_name: 'Potter',
  seller_rating: 4.5,
  review_count: 12,
};

/** The seller's shop page, as `GET /api/users/7` answers it. */
export function makeShop(overrides: Partial<Shop> = {}): Shop {
  return {
    ...seller,
    profile_url: null,
    bio: 'Stoneware thrown and glazed by hand.',
    location: 'Leeds, UK',
    avatar_url: null,
    member_since: '2024-03-05T10:00:00.000Z',
    email_verified: false,
    sales_count: 1204,
    product_count: 1,
    followers: 3,
    weekly_capacity: null,
    pause_when_weeks_over: null,
    queue_weeks: 0,
    paused: false,
    vacation: { on: false, message: null },
    policies: null,
    sale: null,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Product ${id}`,
    description: 'A lovingly made piece, shaped by hand.',
    inventory: 20,
    price: 25,
    price_max: null,
    sale_price: null,
    sale: null,
    options: [],
    personalization: null,
    category_id: 1,
    seller_id: seller.id,
    preview_image: `/uploads/${id}.webp`,
    preview_image_small: `/uploads/${id}-400.webp`,
    preview_image_medium: `/uploads/${id}-800.webp`,
    stars_total: 0,
    review_count: 0,
    seller,
    shipping_profile_id: null,
    shipping: null,
    ships_by: '2024-01-04',
    available: true,
    unavailable_reason: null,
    hidden_reason: null,
    private_buyer_id: null,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeVariant(id: number, optionValues: string[], overrides: Partial<Variant> = {}): Variant {
  return { id, option_values: optionValues, price: 25, inventory: 10, sku: null, ...overrides };
}

/**
 * A linen shirt in Size S/M/L × Colour Natural/Indigo, with its variants (as the detail answers them): L costs
 * more, M/Indigo is not made, S/Natural is sold out. Price, price_max and stock follow the variants, as the
 * server sets them.
 */
export function makeProductWithVariants(overrides: Partial<Product> = {}): Product {
  const variants = overrides.variants ?? [
    makeVariant(101, ['S', 'Natural'], { price: 48, inventory: 0 }),
    makeVariant(102, ['S', 'Indigo'], { price: 48, inventory: 4 }),
    makeVariant(103, ['M', 'Natural'], { price: 48, inventory: 12, sku: 'LIN-M-NAT' }),
    makeVariant(105, ['L', 'Natural'], { price: 54, inventory: 2 }),
    makeVariant(106, ['L', 'Indigo'], { price: 54, inventory: 7 }),
  ];
  const prices = variants.map((variant) => variant.price);
  return makeProduct({
    title: 'Linen shirt',
    price: Math.min(...prices),
    price_max: Math.max(...prices),
    inventory: variants.reduce((sum, variant) => sum + variant.inventory, 0),
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Natural', 'Indigo'] },
    ],
    variants,
    ...overrides,
  });
}

/** What a listing asks the buyer to type: a name of up to 12 characters, required unless told. */
export function makePersonalization(
  overrides: Partial<NonNullable<Product['personalization']>> = {},
): NonNullable<Product['personalization']> {
  return { prompt: 'Name to embroider', required: true, max_length: 12, ...overrides };
}

export function makeImage(id: number, overrides: Partial<ProductImage> = {}): ProductImage {
  return {
    id,
    product_id: 1,
    url: `/uploads/image-${id}.webp`,
    url_medium: `/uploads/image-${id}-800.webp`,
    url_small: `/uploads/image-${id}-400.webp`,
    preview: false,
    ...overrides,
  };
}

export function makeReview(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    product_id: 1,
    // Far from the user fixtures' ids, so only a review given the shopper's id is theirs.
    user_id: 1000 + id,
    user: `reviewer${id}`,
    review: `Review number ${id}, really lovely work.`,
    stars: 5,
    recommendation: true,
    created_at: '2024-01-05T12:00:00.000Z',
    updated_at: '2024-01-05T12:00:00.000Z',
    verified_purchase: false,
    reply: null,
    ...overrides,
  };
}

export function makeCartItem(id: number, product: Product, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    cart_id: 1,
    product_id: product.id,
    quantity: 1,
    gift: false,
    variant: null,
    personalization: null,
    product,
    ...overrides,
  };
}

/** The cart as `GET /api/cart` answers it; the shops' parts carry no coupon unless given. */
export function cartOf(...items: CartItem[]): Cart {
  return { id: 1, user_id: shopper.id, cart_items: items, shops: [] };
}

/** The seller fixture's code for 10 % off, valid since 2020 with no end. */
export function makeCartCoupon(overrides: Partial<CartCoupon> = {}): CartCoupon {
  return {
    code: 'TEN',
    percent_off: 10,
    amount_off: null,
    min_subtotal: null,
    starts_at: '2020-01-01T00:00:00.000Z',
    ends_at: null,
    used_up: false,
    ...overrides,
  };
}

/** A cart of one line from the seller fixture's shop, which ships free, with this coupon applied or none. */
export function cartWithCoupon(
  item: CartItem,
  coupon: CartCoupon | null,
  sums: Pick<CartShop, 'subtotal' | 'discount'>,
): Cart {
  const shop: CartShop = {
    seller_id: seller.id,
    shipping: 0,
    total: sums.subtotal - sums.discount,
    coupon,
    coupon_problem: null,
    ...sums,
  };
  return { ...cartOf(item), shops: [shop] };
}

/** A product the shopper fixture sells. */
export function makeOwnProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({
    seller_id: shopper.id,
    seller: {
      id: shopper.id,
      username: shopper.username,
      first_name: shopper.first_name,
      last_name: shopper.last_name,
      seller_rating: 'No Reviews',
      review_count: 0,
    },
    ...overrides,
  });
}

/** A listing's shipping rates: $5 for the first item, $1.50 for each further one. */
export function makeShipping(overrides: Partial<ProductShipping> = {}): ProductShipping {
  return {
    first_item: 5,
    additional_item: 1.5,
    free_over: null,
    processing_days_min: 1,
    processing_days_max: 3,
    ...overrides,
  };
}

export function makeShippingProfile(id: number, overrides: Partial<ShippingProfile> = {}): ShippingProfile {
  return { id, name: `Profile ${id}`, listing_count: 0, ...makeShipping(), ...overrides };
}

/** One of the shopper's saved addresses. */
export function makeAddress(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    name: 'Sam Shopper',
    line1: `${id} Market Street`,
    line2: null,
    city: 'Springfield',
    region: 'IL',
    postal_code: '62701',
    country: 'US',
    is_default: false,
    ...overrides,
  };
}
