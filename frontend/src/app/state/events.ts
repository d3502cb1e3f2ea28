import { createAction } from '@reduxjs/toolkit';
import type { CartItem, CheckoutResult, NoticeEvent, Product, Shipment } from '../../lib/types';

/**
 * Events that more than one feature answers. They live here, apart from every feature, so a slice answers
 * another feature's event without importing that feature, and a slice loaded later simply starts afresh.
 */

/** The server has ended the session; the root reducer starts every slice afresh on it. */
export const loggedOut = createAction('session/loggedOut');

/** A listing was deleted: the products, featured product, cart and favorites slices forget it. */
export const productDeleted = createAction<number>('products/productDeleted');

/** A purchase went through: the products, cart and favorites slices answer it. */
export const checkoutCompleted = createAction<CheckoutResult>('checkout/completed');

/**
 * A shipment changed (shipped, cancelled, received...): by the user here, or pushed by the server's live events
 * to its buyer and its seller. The buyer's order pages and the seller's queue answer it.
 */
export const shipmentChanged = createAction<Shipment>('shipments/changed');

/**
 * The buyer accepted a custom order quote: its private listing is already in their cart, as this line. The
 * messages feature sends it; the cart slice takes the line in.
 */
export const quoteAccepted = createAction<CartItem>('quotes/accepted');

/**
 * The live events brought a new in-app notice, with the count of unread ones. The messages feature, which
 * holds the event stream, sends it; the notifications slice takes it in.
 */
export const noticeReceived = createAction<NoticeEvent>('notifications/received');

/**
 * The live event stream opened, the first time or again: what it would have brought while it was closed was
 * not sent, so what is kept of it is read again. The messages feature sends it; the notifications slice
 * answers it.
 */
export const liveEventsOpened = createAction('events/opened');

/**
 * An admin hid or restored a listing, as its page shows it now (with `hidden_reason`). The admin feature sends
 * it; the products slice takes the listing in.
 */
export const listingModerated = createAction<Product>('admin/listingModerated');
