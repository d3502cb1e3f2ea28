/** What other modules and the composition root may use of the cart. */
export type { Cart, CartItem } from './cart.mapper';
export { createCartRepository } from './cart.repository';
export { createCartCouponsRepository } from './cartCoupons.repository';
export { createCartRouter } from './cart.routes';
export { addToCartSchema, editCartItemSchema } from './cart.schemas';
export { CART_MESSAGES, createCartService, onlyLeft, type CartService } from './cart.service';
