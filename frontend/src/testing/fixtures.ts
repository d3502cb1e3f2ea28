import type { Product, ProductImage, Review, User } from '../lib/types';

export const shopper: User = {
  id: 1,
  username: 'shopper',
  email: 'shopper@example.com',
  first_name: 'Sam',
  last_name: 'Shopper',
  profile_url: null,
  cart_id: 1,
};

export const seller = {
  id: 7,
  username: 'claymaker',
  first_name: 'Clara',
  last_name: 'Potter',
  seller_rating: 4.5,
  review_count: 12,
};

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Product ${id}`,
    description: 'A lovingly made piece, shaped by hand.',
    inventory: 20,
    price: 25,
    category_id: 1,
    seller_id: seller.id,
    preview_image: `/uploads/${id}.webp`,
    preview_image_small: `/uploads/${id}-400.webp`,
    preview_image_medium: `/uploads/${id}-800.webp`,
    seller,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
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
    user: `reviewer${id}`,
    review: `Review number ${id}, really lovely work.`,
    stars: 5,
    recommendation: true,
    created_at: '2024-01-05T12:00:00.000Z',
    updated_at: '2024-01-05T12:00:00.000Z',
    ...overrides,
  };
}
