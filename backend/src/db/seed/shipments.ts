import type { Knex } from 'knex';
import { createRandom } from './random';

const SHIPMENTS_SEED = 20261128;
const DAY = 86_400_000;
/** Made within three days (the default processing time of a listing without a profile). */
const PROCESSING_DAYS = 3;

/** Two ways of shipping per shop, so the listing form and product pages have something to show. */
export const SEED_PROFILES = [
  {
    name: 'Standard parcel',
    processing_days_min: 1,
    processing_days_max: 3,
    first_item: '4.50',
    additional_item: '1.50',
    free_over: '75.00',
  },
  {
    name: 'Made to order',
    processing_days_min: 5,
    processing_days_max: 10,
    first_item: '6.00',
    additional_item: '2.00',
    free_over: null,
  },
];

/** Every seller gets the two profiles; most listings ship as a standard parcel, one in five is made to order. */
export async function seedShippingProfiles(trx: Knex.Transaction, sellerIds: number[]): Promise<void> {
  if (sellerIds.length === 0) return;
  const profiles: { id: number; seller_id: number; name: string }[] = await trx('shipping_profiles')
    .insert(
      sellerIds.flatMap((sellerId) => SEED_PROFILES.map((profile) => ({ ...profile, seller_id: sellerId }))),
    )
    .returning(['id', 'seller_id', 'name']);
  const profileOf = (sellerId: number, name: string) =>
    profiles.find((profile) => profile.seller_id === sellerId && profile.name === name)!.id;
  const products: { id: number; seller_id: number }[] = await trx('products')
    .select('id', 'seller_id')
    .whereIn('seller_id', sellerIds)
    .orderBy('id');
  for (const [index, product] of products.entries()) {
    const name = index % 5 === 4 ? SEED_PROFILES[1]!.name : SEED_PROFILES[0]!.name;
    await trx('products')
      .where({ id: product.id })
      .update({ shipping_profile_id: profileOf(product.seller_id, name) });
  }
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Made-up streets in real places, one per shopper, for their saved address and their orders. */
const STREETS = [
  { line1: '14 Orchard Lane', city: 'Burlington', region: 'VT', postal_code: '05401', country: 'US' },
  { line1: '221 Harbour Road', city: 'Halifax', region: 'NS', postal_code: 'B3H 1A1', country: 'CA' },
  { line1: '8 Mill Street', city: 'Hebden Bridge', region: null, postal_code: 'HX7 8AD', country: 'GB' },
  { line1: '52 Rue des Tanneurs', city: 'Lyon', region: null, postal_code: '69001', country: 'FR' },
  { line1: '3 Kauri Terrace', city: 'Nelson', region: null, postal_code: '7010', country: 'NZ' },
  { line1: '907 Cedar Avenue', city: 'Asheville', region: 'NC', postal_code: '28801', country: 'US' },
  { line1: '41 Lindenstraße', city: 'Leipzig', region: null, postal_code: '04109', country: 'DE' },
  { line1: '1180 Juniper Street', city: 'Boulder', region: 'CO', postal_code: '80302', country: 'US' },
  { line1: '27 Wellfield Road', city: 'Inverness', region: null, postal_code: 'IV3 5PS', country: 'GB' },
  { line1: 'ul. Różana 12', city: 'Kraków', region: null, postal_code: '30-305', country: 'PL' },
  { line1: '9 Rue du Petit Pont', city: 'Québec', region: 'QC', postal_code: 'G1K 4E2', country: 'CA' },
  { line1: 'Calle del Olivo 33', city: 'Valencia', region: null, postal_code: '46001', country: 'ES' },
  { line1: '76 Tern Avenue', city: 'Baltimore', region: 'MD', postal_code: '21211', country: 'US' },
  { line1: '5 Kestrel Close', city: 'Bath', region: null, postal_code: 'BA2 4QT', country: 'GB' },
  { line1: '302 Willow Bend Drive', city: 'Madison', region: 'WI', postal_code: '53703', country: 'US' },
  { line1: '18 Banksia Street', city: 'Fremantle', region: 'WA', postal_code: '6160', country: 'AU' },
  { line1: 'Søndergade 24', city: 'Aarhus', region: null, postal_code: '8000', country: 'DK' },
  { line1: '640 Larkspur Way', city: 'Sacramento', region: 'CA', postal_code: '95816', country: 'US' },
  { line1: '11 Ferry Row', city: 'Galway', region: null, postal_code: 'H91 X2Y4', country: 'IE' },
  { line1: '2 Kirschgasse', city: 'Freiburg', region: null, postal_code: '79098', country: 'DE' },
  { line1: '415 Holloway Street', city: 'Durham', region: 'NC', postal_code: '27701', country: 'US' },
  { line1: '63 Tui Crescent', city: 'Dunedin', region: null, postal_code: '9016', country: 'NZ' },
  { line1: 'Via dei Tigli 8', city: 'Bologna', region: 'BO', postal_code: '40125', country: 'IT' },
  { line1: '29 Birchfield Avenue', city: 'Hamilton', region: 'ON', postal_code: 'L8S 1B2', country: 'CA' },
  { line1: '134 Magnolia Street', city: 'Savannah', region: 'GA', postal_code: '31401', country: 'US' },
];

/**
 * A default address for each shopper (the demo's checkout starts with one chosen), written on each of
 * their seeded orders as the address it shipped to.
 */
export async function seedAddresses(
  trx: Knex.Transaction,
  shoppers: { id: number; name: string }[],
): Promise<void> {
  for (const [index, shopper] of shoppers.entries()) {
    const street = STREETS[index % STREETS.length]!;
    const address = { name: shopper.name, line2: null, ...street };
    await trx('addresses').insert({ ...address, user_id: shopper.id, is_default: true });
    await trx('orders')
      .where({ user_id: shopper.id })
      .update({ shipping_address: JSON.stringify(address) });
  }
}

/**
 * A shipment per seller for each seeded order, moved as far as its age says: older than 16 days
 * delivered, older than 3 shipped with tracking, newer still to ship (the sellers' queues). Seeded orders
 * shipped free, so each shipment's total is its goods.
 */
export async function seedShipments(trx: Knex.Transaction, now: number): Promise<void> {
  const random = createRandom(SHIPMENTS_SEED);
  const parts: {
    order_id: number;
    seller_id: number;
    buyer_id: number;
    created_at: Date;
    units: number;
    subtotal: number;
  }[] = await trx('order_items as oi')
    .join('orders as o', 'o.id', 'oi.order_id')
    .whereNull('oi.shipment_id')
    .groupBy('oi.order_id', 'oi.seller_id', 'o.user_id', 'o.created_at')
    .select('oi.order_id', 'oi.seller_id', 'o.user_id as buyer_id', 'o.created_at')
    .select(
      trx.raw('sum(oi.quantity)::int AS units'),
      trx.raw('sum(oi.unit_price * oi.quantity) AS subtotal'),
    )
    .orderBy('oi.order_id');
  for (const part of parts) {
    const placed = part.created_at.getTime();
    const age = (now - placed) / DAY;
    const status = age > 16 ? 'delivered' : age > 3 ? 'shipped' : 'paid';
    const shippedAt = new Date(placed + (1 + random.next() * 2) * DAY);
    const tracking =
      status === 'paid' ? null : `9400${String(Math.floor(random.next() * 1e16)).padStart(16, '0')}`;
    const [shipment] = await trx('shipments')
      .insert({
        order_id: part.order_id,
        seller_id: part.seller_id,
        status,
        units: part.units,
        subtotal: part.subtotal,
        shipping: 0,
        total: part.subtotal,
        ship_by: dayOf(placed + PROCESSING_DAYS * DAY),
        carrier: tracking && 'USPS',
        tracking_number: tracking,
        shipped_at: tracking && shippedAt,
        created_at: part.created_at,
      })
      .returning('id');
    const events = [{ status: 'paid', by_role: 'buyer', by_user_id: part.buyer_id, at: part.created_at }];
    if (status !== 'paid') {
      events.push({ status: 'shipped', by_role: 'seller', by_user_id: part.seller_id, at: shippedAt });
    }
    if (status === 'delivered') {
      events.push({
        status: 'delivered',
        by_role: 'buyer',
        by_user_id: part.buyer_id,
        at: new Date(shippedAt.getTime() + (2 + random.next() * 4) * DAY),
      });
    }
    await trx('shipment_events').insert(events.map((event) => ({ ...event, shipment_id: shipment.id })));
    await trx('order_items')
      .where({ order_id: part.order_id, seller_id: part.seller_id })
      .update({ shipment_id: shipment.id });
  }
}
