import { addressSchema, cancelShipmentSchema, shipSchema, shippingProfileSchema } from '@handmade/common';
import { z } from 'zod';
import { shopShipmentsQuerySchema } from '../shipments';
import * as shapes from './openapi.schemas';
import { MESSAGE_ANSWER, type RouteDoc } from './routeDoc';

const NEXT_LINK = { Link: '`<...&cursor=...>; rel="next"` while another page exists; follow it unchanged.' };
const addressId = { id: 'The address id.' };
const profileId = { id: 'The shipping profile id.' };
const shipmentId = { id: 'The shipment id.' };
const NOT_YOURS = 'Not one of the signed-in user’s (anyone else’s is 404 too).';

/** Where orders go and how they move: addresses, shipping profiles and shipments. */
export const ordersRouteDocs: RouteDoc[] = [
  {
    id: 'listAddresses',
    method: 'get',
    path: '/api/addresses',
    tag: 'Orders',
    summary: 'The signed-in user’s shipping addresses, the default first',
    signedIn: true,
    answers: [{ status: 200, description: 'The addresses.', schema: z.array(shapes.AddressSchema) }],
  },
  {
    id: 'createAddress',
    method: 'post',
    path: '/api/addresses',
    tag: 'Orders',
    summary: 'Save a shipping address',
    description:
      'The first address is the default; a later one becomes it with `is_default: true`. Errors are keyed by field.',
    signedIn: true,
    body: addressSchema,
    answers: [{ status: 201, description: 'The address.', schema: shapes.AddressSchema }],
  },
  {
    id: 'updateAddress',
    method: 'put',
    path: '/api/addresses/{id}',
    tag: 'Orders',
    summary: 'Change a saved address (orders placed with it keep what they were sent to)',
    signedIn: true,
    pathParams: addressId,
    body: addressSchema,
    answers: [{ status: 200, description: 'The address.', schema: shapes.AddressSchema }],
    errors: { 404: NOT_YOURS },
  },
  {
    id: 'deleteAddress',
    method: 'delete',
    path: '/api/addresses/{id}',
    tag: 'Orders',
    summary: 'Delete a saved address; the oldest remaining one becomes the default',
    signedIn: true,
    pathParams: addressId,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 404: NOT_YOURS },
  },
  {
    id: 'listShippingProfiles',
    method: 'get',
    path: '/api/shop/shipping-profiles',
    tag: 'Shop',
    summary: 'The signed-in seller’s shipping profiles',
    signedIn: true,
    answers: [{ status: 200, description: 'The profiles.', schema: z.array(shapes.ShippingProfileSchema) }],
  },
  {
    id: 'createShippingProfile',
    method: 'post',
    path: '/api/shop/shipping-profiles',
    tag: 'Shop',
    summary: 'Make a shipping profile for the seller’s listings',
    description:
      'A shop’s shipping for one order is the dearest first-item price among its lines, plus each other unit at its own profile’s additional-item price; free when the shop’s subtotal reaches a profile’s `free_over`. A listing without a profile ships free within 1–3 days.',
    signedIn: true,
    body: shippingProfileSchema,
    answers: [{ status: 201, description: 'The profile.', schema: shapes.ShippingProfileSchema }],
  },
  {
    id: 'updateShippingProfile',
    method: 'put',
    path: '/api/shop/shipping-profiles/{id}',
    tag: 'Shop',
    summary: 'Change a shipping profile (every listing using it follows)',
    signedIn: true,
    pathParams: profileId,
    body: shippingProfileSchema,
    answers: [{ status: 200, description: 'The profile.', schema: shapes.ShippingProfileSchema }],
    errors: { 404: NOT_YOURS },
  },
  {
    id: 'deleteShippingProfile',
    method: 'delete',
    path: '/api/shop/shipping-profiles/{id}',
    tag: 'Shop',
    summary: 'Delete a shipping profile no listing uses',
    signedIn: true,
    pathParams: profileId,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 404: NOT_YOURS, 409: 'Listings still use it.' },
  },
  {
    id: 'listShopShipments',
    method: 'get',
    path: '/api/shop/shipments',
    tag: 'Shop',
    summary: 'The signed-in seller’s shipments in one status: the queue (`paid`) by ship-by date',
    signedIn: true,
    query: {
      schema: shopShipmentsQuerySchema,
      about: {
        status:
          '`paid` (the default: to ship, earliest ship-by first), `shipped`, `delivered`, `cancelled` or `refunded` (newest first).',
        limit: 'Page size, 1 to 200 (60 by default).',
        cursor: 'The cursor from the previous page’s Link header; opaque.',
      },
    },
    answers: [
      {
        status: 200,
        description: 'A page of shipments.',
        schema: z.array(shapes.ShipmentSchema),
        headers: NEXT_LINK,
      },
    ],
  },
  {
    id: 'getShipment',
    method: 'get',
    path: '/api/shipments/{id}',
    tag: 'Orders',
    summary: 'One shipment with its lines, address, tracking and events, for its buyer or seller',
    signedIn: true,
    pathParams: shipmentId,
    answers: [{ status: 200, description: 'The shipment.', schema: shapes.ShipmentSchema }],
    errors: { 404: 'Not a shipment the signed-in user bought or sells.' },
  },
  {
    id: 'shipShipment',
    method: 'put',
    path: '/api/shipments/{id}/ship',
    tag: 'Orders',
    summary: 'The seller marks it shipped, with the carrier and tracking number',
    description:
      'The tracking number is kept without spaces, in capitals. Shipped ones count as delivered `SHIPMENT_AUTO_DELIVER_DAYS` (14) after shipping, unless the buyer says so first.',
    signedIn: true,
    pathParams: shipmentId,
    body: shipSchema,
    answers: [{ status: 200, description: 'The shipment.', schema: shapes.ShipmentSchema }],
    errors: {
      403: 'The buyer cannot ship.',
      404: 'Not a shipment of the signed-in user.',
      409: 'It is not `paid`.',
    },
  },
  {
    id: 'cancelShipment',
    method: 'put',
    path: '/api/shipments/{id}/cancel',
    tag: 'Orders',
    summary: 'The seller cancels it with a reason: the stock comes back and a practice refund is recorded',
    signedIn: true,
    pathParams: shipmentId,
    body: cancelShipmentSchema,
    answers: [{ status: 200, description: 'The shipment.', schema: shapes.ShipmentSchema }],
    errors: {
      400: 'No reason (`errors.reason`).',
      403: 'The buyer cannot cancel; they message the seller.',
      404: 'Not a shipment of the signed-in user.',
      409: 'It is not `paid` any more.',
    },
  },
  {
    id: 'deliveredShipment',
    method: 'put',
    path: '/api/shipments/{id}/delivered',
    tag: 'Orders',
    summary: 'The buyer says it arrived',
    signedIn: true,
    pathParams: shipmentId,
    answers: [{ status: 200, description: 'The shipment.', schema: shapes.ShipmentSchema }],
    errors: {
      403: 'Only the buyer says so.',
      404: 'Not a shipment of the signed-in user.',
      409: 'It is not `shipped`.',
    },
  },
];
