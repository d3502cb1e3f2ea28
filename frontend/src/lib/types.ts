/** Shapes of the JSON the API answers with (snake_case, as on the wire). */

export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_url: string | null;
  cart_id: number | null;
}

/** A number with one decimal, or "No Reviews" when the seller has none. */
export type SellerRating = number | 'No Reviews';

export interface Seller {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  seller_rating: SellerRating;
  review_count: number;
}

export interface ProductImage {
  id: number;
  product_id: number;
  url: string;
  url_medium?: string | null;
  url_small?: string | null;
  preview: boolean;
}

export interface Product {
  id: number;
  title: string;
  description: string;
  inventory: number;
  price: number;
  category_id: number;
  seller_id: number;
  preview_image: string | null;
  preview_image_small?: string | null;
  preview_image_medium?: string | null;
  seller: Seller;
  product_images?: ProductImage[];
  stars_total?: number;
  review_count?: number;
  created_at?: string;
  updated_at?: string;
}

export interface Review {
  id: number;
  product_id: number;
  /** The author's username. */
  user: string;
  user_id?: number;
  review: string;
  stars: number;
  recommendation: boolean;
  created_at: string;
  updated_at: string;
}

export interface Favorite {
  id: number;
  user_id: number;
  product_id: number;
  product?: Product;
}

export interface CartItem {
  id: number;
  cart_id: number;
  product_id: number;
  quantity: number;
  gift: boolean;
  product?: Product;
}

export interface Cart {
  id: number;
  user_id: number;
  cart_items: CartItem[];
}

export interface OrderItem {
  /** Null once the product has been deleted; the title and price are a snapshot. */
  product_id: number | null;
  title: string;
  unit_price: number;
  quantity: number;
}

export interface Order {
  id: number;
  /** Sixteen digits: the time in milliseconds and three random digits. */
  order_number: string;
  total: number;
  created_at: string;
  items: OrderItem[];
}

/** The answer of a successful checkout. */
export interface CheckoutResult {
  products: Product[];
  deleted_products: Product[];
  order: Order;
}

export type Status = 'idle' | 'pending' | 'succeeded' | 'failed';
