import type { CheckoutResult as CheckoutAnswer } from '@handmade/common';
import { randomInt } from 'node:crypto';
import {
  CHECKOUT_PRICE_MESSAGES,
  fitsInOneOrder,
  ORDER_TOTAL_MESSAGES,
  SHIPPING_MESSAGES,
  totalChangedMessage,
  VARIATION_MESSAGES,
} from '@handmade/common';
import { ConflictError } from '../../errors';
import { badRequest, conflict } from '../../http/httpError';
import { CART_MESSAGES, onlyLeft } from '../cart';
import { toOrder } from '../orders';
import { toProduct } from '../products';
import { shipmentsOf } from '../shipments';
import { whyNotSelling } from '../shipping';
import type { User } from '../users';
import { withCoupons } from './checkout.coupons';
import { parcelsOf, totalOf } from './checkout.parcels';
import type { CheckoutLine, CheckoutRepository, CheckoutTransaction } from './checkout.repository';

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  unavailable: 'Some items are no longer available in the quantity you chose.',
  notSelling: 'Some shops in your cart are not taking orders right now.',
  badKey: 'The Idempotency-Key header must be 1 to 200 characters.',
  inProgress: 'This checkout is already being processed. Please try again in a moment.',
} as const;

const ORDER_NUMBER_ATTEMPTS = 5;

/** What a checkout answers (and what a replay of it answers again). */
export type { CheckoutAnswer };

/** The spec's form: the time in milliseconds followed by three random digits. */
export function newOrderNumber(now = Date.now()): string {
  return `${now}${String(randomInt(0, 1000)).padStart(3, '0')}`;
}

export function parseIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = value.trim();
  if (key.length < 1 || key.length > 200) throw badRequest(CHECKOUT_MESSAGES.badKey);
  return key;
}

/** What a checkout asks for besides the cart. */
export interface CheckoutOptions {
  key: string | undefined;
  expectedTotal?: number;
  addressId?: number;
  couponCodes?: string[];
}

function refuseShortLines(lines: CheckoutLine[]): void {
  // Lines of one variant (or one product without variants) draw on the same stock: their quantities add up.
  const byStock = new Map<
    string,
    { product_id: number; requested: number; available: number; hidden: boolean }
  >();
  for (const line of lines) {
    const key = line.variant_id === null ? `p${line.product_id}` : `v${line.variant_id}`;
    const stock = byStock.get(key) ?? {
      product_id: line.product_id,
      requested: 0,
      available: line.archived_at || line.hidden_at ? 0 : line.inventory,
      hidden: line.hidden_at !== null,
    };
    stock.requested += line.quantity;
    byStock.set(key, stock);
  }
  const short = [...byStock.values()].filter((line) => line.requested > line.available);
  if (short.length === 0) return;
  const errors = Object.fromEntries(
    short.map((line) => [
      String(line.product_id),
      line.hidden
        ? CART_MESSAGES.notListed
        : line.available > 0
          ? onlyLeft(line.available)
          : CART_MESSAGES.soldOut,
    ]),
  );
  const refused = short.map(({ hidden: _hidden, ...line }) => line);
  throw conflict(CHECKOUT_MESSAGES.unavailable, errors, { lines: refused });
}

/** A line put in the cart before its listing had options names no variant: the buyer chooses one first. */
function refuseLinesWithoutVariant(lines: CheckoutLine[]): void {
  const unchosen = lines.filter((line) => line.has_variants && line.variant_id === null);
  if (unchosen.length === 0) return;
  const errors = Object.fromEntries(
    unchosen.map((line) => [String(line.product_id), VARIATION_MESSAGES.variantRequired]),
  );
  throw conflict(CHECKOUT_MESSAGES.unavailable, errors);
}

/** A shop on vacation or paused by its queue sells nothing: each of its lines says why (409). */
function refuseShopsNotSelling(lines: CheckoutLine[]): void {
  const refused = lines.flatMap((line) => {
    const reason = whyNotSelling({
      open_units: line.seller_open_units,
      weekly_capacity: line.seller_weekly_capacity,
      pause_when_weeks_over: line.seller_pause_when_weeks_over,
      vacation_on: line.seller_vacation_on,
      vacation_message: line.seller_vacation_message,
    });
    return reason ? [[String(line.product_id), reason] as const] : [];
  });
  if (refused.length > 0) throw conflict(CHECKOUT_MESSAGES.notSelling, Object.fromEntries(refused));
}

async function addressOf(tx: CheckoutTransaction, user: User, addressId: number | undefined) {
  if (addressId === undefined) return null;
  const address = await tx.address(user.id, addressId);
  if (!address)
    throw badRequest(SHIPPING_MESSAGES.addressUnknown, { address_id: SHIPPING_MESSAGES.addressUnknown });
  return address;
}

/** An order holds at most `MAX_ORDER_TOTAL` (what its columns hold); a cart over it is refused whole. */
function refuseOrderTooLarge(total: number): void {
  if (fitsInOneOrder(Math.round(total * 100))) return;
  throw conflict(ORDER_TOTAL_MESSAGES.orderTooLarge, { quantity: ORDER_TOTAL_MESSAGES.orderTooLarge });
}

/** The buyer is charged what they were shown, or nothing: a price changed since is theirs to confirm. */
function refuseChangedTotal(lines: CheckoutLine[], total: number, expectedTotal: number | undefined): void {
  if (expectedTotal === undefined || Math.round(expectedTotal * 100) === Math.round(total * 100)) return;
  throw conflict(
    CHECKOUT_PRICE_MESSAGES.pricesChanged,
    { expected_total: totalChangedMessage(total) },
    {
      total,
      lines: lines.map((line) => ({
        product_id: line.product_id,
        title: line.title,
        unit_price: line.price,
        quantity: line.quantity,
      })),
    },
  );
}

async function buy(tx: CheckoutTransaction, user: User, request: CheckoutOptions): Promise<CheckoutAnswer> {
  const lines = await tx.lockLines(user.cart_id);
  if (lines.length === 0) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
  refuseLinesWithoutVariant(lines);
  refuseShortLines(lines);
  refuseShopsNotSelling(lines);
  const address = await addressOf(tx, user, request.addressId);
  const parcels = await withCoupons(tx, parcelsOf(lines, new Date()), request.couponCodes);
  const total = totalOf(parcels);
  refuseOrderTooLarge(total);
  refuseChangedTotal(lines, total, request.expectedTotal);
  await tx.decrement(lines);
  await tx.countCouponUses(
    parcels.flatMap((parcel) => (parcel.coupon_id === null ? [] : [parcel.coupon_id])),
  );

  let order;
  for (let attempt = 0; !order && attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
    order = await tx.insertOrder({
      order_number: newOrderNumber(),
      user_id: user.id,
      total,
      idempotency_key: request.key,
      shipping_address: address,
    });
  }
  if (!order) throw new Error('Could not issue a unique order number');
  const orderId = order.id;
  const shipmentIds: number[] = [];
  const newItems = [];
  for (const { lines: own, ...parcel } of parcels) {
    const shipmentId = await tx.insertShipment({ ...parcel, order_id: orderId }, user.id);
    shipmentIds.push(shipmentId);
    for (const line of own) {
      newItems.push({
        order_id: orderId,
        shipment_id: shipmentId,
        product_id: line.product_id,
        seller_id: line.seller_id,
        title: line.title,
        unit_price: line.price,
        quantity: line.quantity,
        variant_id: line.variant_id,
        option_values: line.option_values,
        personalization: line.personalization,
      });
    }
  }
  const items = await tx.insertItems(newItems);
  await tx.removeLines(
    user.cart_id,
    lines.map((line) => line.item_id),
  );
  await tx.noticeOrderPlaced(orderId);

  const products = await tx.products(lines.map((line) => line.product_id));
  const answer: CheckoutAnswer = {
    products: products.filter((row) => !row.archived_at).map(toProduct),
    deleted_products: products.filter((row) => row.archived_at).map(toProduct),
    order: toOrder(order, items, shipmentsOf(await tx.shipments(shipmentIds))),
  };
  if (request.key) await tx.saveAnswer(order.id, answer);
  return answer;
}

export function createCheckoutService(checkout: CheckoutRepository) {
  return {
    /**
     * Buys the whole cart at the total the buyer expects, or nothing. With an Idempotency-Key, a retry answers the first
     * checkout's stored answer instead of buying again (`replayed`).
     */
    async checkout(
      user: User,
      request: CheckoutOptions,
    ): Promise<{ answer: CheckoutAnswer; replayed: boolean }> {
      const { key } = request;
      const stored = key && (await checkout.storedAnswer(user.id, key));
      if (stored) return { answer: stored as CheckoutAnswer, replayed: true };
      try {
        return await checkout.transaction(async (tx) => {
          await tx.lockCart(user.cart_id);
          const first = key && (await tx.storedAnswer(user.id, key));
          if (first) return { answer: first as CheckoutAnswer, replayed: true };
          return { answer: await buy(tx, user, request), replayed: false };
        });
      } catch (error) {
        if (!key || !(error instanceof ConflictError)) throw error;
        const winner = await checkout.storedAnswer(user.id, key);
        if (!winner) throw conflict(CHECKOUT_MESSAGES.inProgress);
        return { answer: winner as CheckoutAnswer, replayed: true };
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
