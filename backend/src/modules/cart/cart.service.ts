import {
  COUPON_MESSAGES,
  couponProblem,
  fitsInOneOrder,
  MESSAGES,
  ORDER_TOTAL_MESSAGES,
  personalizationError,
  VARIATION_MESSAGES,
} from '@handmade/common';
import { isForeignKeyViolation } from '../../db/pgErrors';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError';
import { mayBuy } from '../../db/listed';
import { NOT_LISTED } from '../products';
import { whyNotSelling } from '../shipping';
import type { User } from '../users';
import { toCartItem, type Cart, type CartItem } from './cart.mapper';
import type { CartRepository, ProductForCart } from './cart.repository';
import type { AddToCartInput, EditCartItemInput } from './cart.schemas';
import type { CartCouponsRepository } from './cartCoupons.repository';
import { cartShops } from './cart.shops';
import { couponTermsOf, type CouponsRepository } from '../coupons';

export const CART_MESSAGES = {
  productNotFound: 'Product not found.',
  itemNotFound: 'Cart item not found.',
  notYours: 'This item is not in your cart.',
  soldOut: 'This product is sold out.',
  notListed: NOT_LISTED,
  removed: 'Item removed from your cart.',
  cleared: 'Your cart has been cleared.',
} as const;

export const onlyLeft = (available: number) => `Only ${available} left in stock.`;

/** A line may hold from 1 to the stock left of a product that is still listed. */
function checkStock(product: { archived: boolean; inventory: number }, quantity: number): void {
  if (product.archived || product.inventory <= 0) {
    throw conflict(CART_MESSAGES.soldOut, { quantity: CART_MESSAGES.soldOut });
  }
  if (quantity > product.inventory) {
    throw badRequest(onlyLeft(product.inventory), { quantity: onlyLeft(product.inventory) });
  }
}

/** A line must fit in one order, so that the cart can be bought at all (`MAX_ORDER_TOTAL`). */
function checkCost(price: number, quantity: number): void {
  if (!fitsInOneOrder(Math.round(price * 100) * quantity)) {
    throw badRequest(ORDER_TOTAL_MESSAGES.lineTooLarge, { quantity: ORDER_TOTAL_MESSAGES.lineTooLarge });
  }
}

/** What the cart needs besides its lines: the coupons applied to its shops, and the shops' codes. */
export interface CartCouponDeps {
  applied: CartCouponsRepository;
  coupons: Pick<CouponsRepository, 'findByCode'>;
}

export function createCartService(cart: CartRepository, { applied, coupons }: CartCouponDeps) {
  /**
   * The stock and price a line draws on: its variant's, which a listing with variants requires (400
   * without one).
   */
  const offerOf = async (
    product: ProductForCart,
    variantId: number | null,
  ): Promise<{ inventory: number; price: number }> => {
    if (!product.has_variants) {
      if (variantId !== null) {
        throw badRequest(VARIATION_MESSAGES.variantUnknown, {
          variant_id: VARIATION_MESSAGES.variantUnknown,
        });
      }
      return product;
    }
    if (variantId === null) {
      throw badRequest(VARIATION_MESSAGES.variantRequired, {
        variant_id: VARIATION_MESSAGES.variantRequired,
      });
    }
    const variant = await cart.variantOf(product.id, variantId);
    if (!variant) {
      throw badRequest(VARIATION_MESSAGES.variantUnknown, { variant_id: VARIATION_MESSAGES.variantUnknown });
    }
    return variant;
  };

  const ownLineOrFail = async (user: User, itemId: number) => {
    const line = await cart.line(itemId);
    if (!line) throw notFound(CART_MESSAGES.itemNotFound);
    if (line.cart_id !== user.cart_id) throw forbidden(CART_MESSAGES.notYours);
    return line;
  };

  async function get(user: User): Promise<Cart> {
    const [lines, shopCoupons] = await Promise.all([cart.lines(user.cart_id), applied.ofCart(user.cart_id)]);
    const items = lines.map(toCartItem);
    return { id: user.cart_id, user_id: user.id, cart_items: items, shops: cartShops(items, shopCoupons) };
  }

  return {
    get,

    /**
     * Applies a shop's coupon to that shop's part of the cart (in place of another of the shop's), when it can
     * be used on it now: a refused code is 409 under `code`, saying why.
     */
    async applyCoupon(user: User, sellerId: number, code: string): Promise<Cart> {
      const shop = (await get(user)).shops.find((part) => part.seller_id === sellerId);
      if (!shop) throw badRequest(COUPON_MESSAGES.notInCart, { seller_id: COUPON_MESSAGES.notInCart });
      const refused = (why: string) => conflict(why, { code: why });
      const coupon = await coupons.findByCode(sellerId, code);
      if (!coupon) throw refused(COUPON_MESSAGES.unknownAtShop(code));
      const problem = couponProblem(couponTermsOf(coupon), shop.subtotal);
      if (problem) throw refused(problem);
      await applied.apply(user.cart_id, coupon);
      return get(user);
    },

    async removeCoupon(user: User, sellerId: number): Promise<Cart> {
      await applied.remove(user.cart_id, sellerId);
      return get(user);
    },

    /** Puts a listed product of another seller in the user's cart, or sets the quantity of its line. */
    async add(user: User, input: AddToCartInput): Promise<{ item: CartItem; created: boolean }> {
      const product = await cart.productForCart(input.product_id);
      // Another buyer's custom order is not there for anyone but them and its seller.
      if (!product || !mayBuy(product, user.id)) throw notFound(CART_MESSAGES.productNotFound);
      if (product.seller_id === user.id) throw forbidden(MESSAGES.ownProduct);
      const notSelling = whyNotSelling(product);
      if (notSelling) throw conflict(notSelling, { product_id: notSelling });
      const offer = await offerOf(product, input.variant_id);
      checkStock({ archived: product.archived, inventory: offer.inventory }, input.quantity);
      checkCost(offer.price, input.quantity);
      const wrongText = personalizationError(
        product.personalization_max_length === null
          ? null
          : { required: product.personalization_required, max_length: product.personalization_max_length },
        input.personalization,
      );
      if (wrongText) throw badRequest(wrongText, { personalization: wrongText });
      const change = { ...input, variantId: input.variant_id, personalization: input.personalization };
      const line = await cart.upsertLine(user.cart_id, product.id, change).catch((error: unknown) => {
        // The product was deleted between the read and the write.
        if (isForeignKeyViolation(error)) throw notFound(CART_MESSAGES.productNotFound);
        throw error;
      });
      if (!line) throw notFound(CART_MESSAGES.productNotFound);
      return { item: toCartItem(line), created: line.created };
    },

    async edit(user: User, itemId: number, input: EditCartItemInput): Promise<CartItem> {
      const line = await ownLineOrFail(user, itemId);
      checkStock(
        { archived: line.archived_at !== null, inventory: line.variant_inventory ?? line.inventory },
        input.quantity,
      );
      checkCost(line.variant_price ?? line.price, input.quantity);
      await cart.update(itemId, input);
      return toCartItem({ ...line, quantity: input.quantity, gift: input.gift ?? line.gift });
    },

    async remove(user: User, itemId: number): Promise<{ message: string }> {
      await ownLineOrFail(user, itemId);
      await cart.remove(itemId);
      return { message: CART_MESSAGES.removed };
    },

    async clear(user: User): Promise<{ message: string }> {
      await cart.clear(user.cart_id);
      await applied.clear(user.cart_id);
      return { message: CART_MESSAGES.cleared };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
