import type { Shipment, ShippingProfile, Shop } from '../lib/types';

/** A shipment of the `seller` fixture's shop (id 7) to the `shopper` fixture, paid and waiting. */
export function makeShipment(id: number, overrides: Partial<Shipment> = {}): Shipment {
  return {
    id,
    order_id: 5,
    order_number: `171800000000${String(id).padStart(4, '0')}`,
    created_at: '2024-06-12T09:00:00.000Z',
    seller: { id: 7, username: 'claymaker' },
    buyer: 'shopper',
    status: 'paid',
    items: [
      {
        product_id: 2,
        title: 'Walnut bowl',
        unit_price: 42.5,
        quantity: 2,
        option_values: null,
        personalization: null,
        preview_image: '/uploads/2-s.webp',
      },
    ],
    subtotal: 85,
    shipping: 5,
    discount: 0,
    coupon_code: null,
    total: 90,
    address: {
      name: 'Sam Shopper',
      line1: '12 Orchard Lane',
      line2: null,
      city: 'York',
      region: null,
      postal_code: 'YO1 7HH',
      country: 'GB',
    },
    ship_by: '2024-06-15',
    late: false,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    events: [{ status: 'paid', at: '2024-06-12T09:00:00.000Z', by: 'buyer', note: null }],
    case: null,
    ...overrides,
  };
}

/** The same shipment after the seller sent it with USPS. */
export function shipped(shipment: Shipment, trackingNumber = '9400111899223856920000'): Shipment {
  return {
    ...shipment,
    status: 'shipped',
    late: false,
    carrier: 'USPS',
    tracking_number: trackingNumber,
    tracking_url: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${trackingNumber}`,
    events: [
      ...shipment.events,
      { status: 'shipped', at: '2024-06-14T15:30:00.000Z', by: 'seller', note: null },
    ],
  };
}

/** The same shipment after the buyer said it arrived. */
export function delivered(shipment: Shipment): Shipment {
  return {
    ...shipment,
    status: 'delivered',
    events: [
      ...shipment.events,
      { status: 'delivered', at: '2024-06-18T10:00:00.000Z', by: 'buyer', note: null },
    ],
  };
}

/** The same shipment after the seller cancelled it. */
export function cancelled(shipment: Shipment, reason: string): Shipment {
  return {
    ...shipment,
    status: 'cancelled',
    late: false,
    events: [
      ...shipment.events,
      { status: 'cancelled', at: '2024-06-13T08:00:00.000Z', by: 'seller', note: reason },
    ],
  };
}

export function makeShippingProfile(id: number, overrides: Partial<ShippingProfile> = {}): ShippingProfile {
  return {
    id,
    name: `Profile ${id}`,
    processing_days_min: 1,
    processing_days_max: 3,
    first_item: 5,
    additional_item: 2,
    free_over: null,
    listing_count: 0,
    ...overrides,
  };
}

/** What round three adds to a `Shop`: no capacity limit, selling, not on vacation. */
export const shopSelling: Pick<
  Shop,
  'weekly_capacity' | 'pause_when_weeks_over' | 'queue_weeks' | 'paused' | 'vacation' | 'policies'
> = {
  weekly_capacity: null,
  pause_when_weeks_over: null,
  queue_weeks: 0,
  paused: false,
  vacation: { on: false, message: null },
  policies: null,
};
