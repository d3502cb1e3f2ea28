import { z } from '../zod';
import { id, money, timestamp, url } from './fields';
import { shipmentCaseAnswerSchema } from '../cases';

/** A saved shipping address of the signed-in user. */
export const addressAnswerSchema = z.strictObject({
  id,
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  /** One address per user is the default, the one checkout picks first. */
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressAnswerSchema>;

/** Where a shipment goes, as the buyer gave it at checkout (later edits of the address do not change it). */
export const shippingAddressAnswerSchema = addressAnswerSchema.omit({ id: true, is_default: true });
export type ShippingAddress = z.infer<typeof shippingAddressAnswerSchema>;

const days = z.number().int().min(0);

/** One of a seller's ways to ship: the prices and how long making takes. */
export const shippingProfileAnswerSchema = z.strictObject({
  id,
  name: z.string(),
  processing_days_min: days,
  processing_days_max: days,
  first_item: money,
  additional_item: money,
  /** The shop's subtotal from which this profile ships free, or null. */
  free_over: money.nullable(),
  /** How many listings use it. */
  listing_count: z.number().int(),
});
export type ShippingProfile = z.infer<typeof shippingProfileAnswerSchema>;

/** What shipping a listing costs, as `Product.shipping` carries it; null there means it ships free. */
export const productShippingAnswerSchema = shippingProfileAnswerSchema.pick({
  first_item: true,
  additional_item: true,
  free_over: true,
  processing_days_min: true,
  processing_days_max: true,
});
export type ProductShipping = z.infer<typeof productShippingAnswerSchema>;

export const SHIPMENT_STATUSES = ['paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

/** One move of a shipment: who made it, when, and why. */
export const shipmentEventAnswerSchema = z.strictObject({
  status: shipmentStatusSchema,
  at: timestamp,
  /** `buyer`, `seller`, `admin` (a case's refund), or `system` for a scheduled move. */
  by: z.enum(['buyer', 'seller', 'admin', 'system']),
  note: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventAnswerSchema>;

export const shipmentItemAnswerSchema = z.strictObject({
  /** Null once the product has been deleted. */
  product_id: id.nullable(),
  title: z.string(),
  unit_price: money,
  quantity: z.number().int().min(1),
  option_values: z.array(z.string()).nullable(),
  personalization: z.string().nullable(),
  /** The product's current preview photo (small variant), null once deleted or without photo. */
  preview_image: url.nullable(),
});

/** One seller's part of an order, from paid to delivered (DESIGN.md, "Round three"). */
export const shipmentAnswerSchema = z.strictObject({
  id,
  order_id: id,
  order_number: z.string(),
  created_at: timestamp,
  seller: z.strictObject({ id, username: z.string() }),
  /** The buyer's username. */
  buyer: z.string(),
  status: shipmentStatusSchema,
  items: z.array(shipmentItemAnswerSchema),
  subtotal: money,
  shipping: money,
  discount: money,
  /** The shop's coupon the buyer used, as it was spelt then, or null. */
  coupon_code: z.string().nullable(),
  total: money,
  /** Null for an order placed without an address (through the API). */
  address: shippingAddressAnswerSchema.nullable(),
  /** A calendar day, `YYYY-MM-DD`. */
  ship_by: z.iso.date(),
  /** Past `ship_by` and not shipped yet. */
  late: z.boolean(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The carrier's tracking page, for the carriers the web app knows. */
  tracking_url: url.nullable(),
  /** Oldest first. */
  events: z.array(shipmentEventAnswerSchema),
  /** The buyer's case about this shipment, if one was opened. */
  case: shipmentCaseAnswerSchema.nullable(),
});
export type Shipment = z.infer<typeof shipmentAnswerSchema>;
