import { formatPrice, trackingUrl, type ShippingAddress } from '@handmade/common';
import { mailOf, type MailContent } from './layout';
import type { MailLinks, News, MailLine, OrderForMail, ShipmentForMail } from './news';

/** An amount as mails write it: `$12.50`. */
export const money = (amount: number) => `$${formatPrice(Number(amount))}`;

/** "Dec 9", as the shop writes a day (`YYYY-MM-DD` in). */
const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "2 × Linen smock (M / Indigo), “Ada”: $96.00": a line as bought, the buyer's words exactly as typed. */
const lineText = (line: MailLine) => {
  const values = line.option_values?.length ? ` (${line.option_values.join(' / ')})` : '';
  const words = line.personalization ? `, “${line.personalization}”` : '';
  return `${line.quantity} × ${line.title}${values}${words}: ${money(line.unit_price * line.quantity)}`;
};

/** "Coupon WELCOME10 from NoorCeramics: −$4.80", or nothing for a parcel bought without one. */
const couponText = (parcel: OrderForMail['parcels'][number]) =>
  parcel.discount > 0
    ? [`Coupon ${parcel.coupon_code ?? ''} from ${parcel.shop}: −${money(parcel.discount)}`]
    : [];

const addressText = (address: ShippingAddress | null) =>
  address
    ? [address.name, address.line1, address.line2, `${address.postal_code} ${address.city}`, address.country]
        .filter(Boolean)
        .join(', ')
    : null;

/** The buyer's receipt: every shop's lines, the total, where it goes. */
export function receiptNews(order: OrderForMail, links: MailLinks): News {
  const shipTo = addressText(order.shipping_address);
  const notice = {
    kind: 'order_placed',
    title: `Order ${order.order_number} placed`,
    body: `Total ${money(order.total)}. Each shop tells you when its part ships.`,
    link: `/orders/${order.order_id}`,
  } as const;
  return {
    notice,
    mail: mailOf(order.buyer.email, {
      subject: `Your Handmade Market order ${order.order_number}`,
      name: order.buyer.first_name,
      paragraphs: [
        `Thank you for your order ${order.order_number}. Checkout here is practice only: no money was taken.`,
        `Total ${money(order.total)}, shipping included.${shipTo ? ` It goes to ${shipTo}.` : ''}`,
      ],
      items: order.parcels.flatMap((parcel) => [
        ...parcel.lines.map((line) => `${lineText(line)} from ${parcel.shop}`),
        ...couponText(parcel),
      ]),
      action: { label: 'See your order', url: `${links.site}/orders/${order.order_id}` },
      footnote: 'Each shop ships its part and tells you when it is on its way.',
      unsubscribe: links.unsubscribe,
    }),
  };
}

/** A seller's sale: their lines of the order and the day to ship by. */
export function saleNews(
  order: OrderForMail,
  parcel: OrderForMail['parcels'][number],
  links: MailLinks,
): News {
  const shipTo = addressText(order.shipping_address);
  const units = parcel.lines.reduce((sum, line) => sum + line.quantity, 0);
  const notice = {
    kind: 'sale',
    title: `You made a sale: order ${order.order_number}`,
    body: `${units} ${units === 1 ? 'item' : 'items'}, ${money(parcel.total)}. Ship by ${day(parcel.ship_by)}.`,
    link: '/shop-manager',
  } as const;
  return {
    notice,
    mail: mailOf(parcel.seller.email, {
      subject: `You made a sale: order ${order.order_number}`,
      name: parcel.seller.first_name,
      paragraphs: [
        `${order.buyer.first_name} bought from your shop (order ${order.order_number}, ${money(parcel.total)} with shipping).`,
        ...(parcel.discount > 0
          ? [`They used your coupon ${parcel.coupon_code ?? ''}: ${money(parcel.discount)} off.`]
          : []),
        `Please ship it by ${day(parcel.ship_by)}.`,
        ...(shipTo ? [`It goes to ${shipTo}.`] : []),
      ],
      items: parcel.lines.map(lineText),
      action: { label: 'Open your orders to ship', url: `${links.site}/shop-manager` },
      unsubscribe: links.unsubscribe,
    }),
  };
}

/** The buyer told of a shipment shipped (with tracking), delivered or cancelled; undefined for other moves. */
export function shipmentNews(shipment: ShipmentForMail, links: MailLinks): News | undefined {
  const link = `/orders/${shipment.order_id}`;
  const seeOrder = { label: 'See your order', url: `${links.site}${link}` };
  const order = `your order ${shipment.order_number}`;
  /** "Shipped: order …" in the bell, "Shipped: <shop>'s part of order …" as the mail's subject. */
  const told = (
    kind: 'shipped' | 'delivered' | 'cancelled',
    label: string,
    body: string,
    mail: Pick<MailContent, 'paragraphs' | 'action'>,
  ): News => ({
    notice: { kind, title: `${label}: order ${shipment.order_number}`, body, link },
    mail: mailOf(shipment.buyer.email, {
      name: shipment.buyer.first_name,
      items: shipment.lines.map(lineText),
      unsubscribe: links.unsubscribe,
      subject: `${label}: ${shipment.shop}'s part of order ${shipment.order_number}`,
      ...mail,
    }),
  });

  if (shipment.status === 'shipped') {
    const tracking =
      shipment.carrier && shipment.tracking_number
        ? trackingUrl(shipment.carrier, shipment.tracking_number)
        : undefined;
    return told(
      'shipped',
      'Shipped',
      `${shipment.shop} shipped your parcel${shipment.tracking_number ? `, tracking ${shipment.tracking_number}` : ''}.`,
      {
        paragraphs: [
          `${shipment.shop} shipped ${order}${shipment.carrier ? ` with ${shipment.carrier}` : ''}.`,
          ...(shipment.tracking_number ? [`Tracking number: ${shipment.tracking_number}.`] : []),
        ],
        action: tracking ? { label: 'Track the parcel', url: tracking } : seeOrder,
      },
    );
  }
  if (shipment.status === 'delivered') {
    return told(
      'delivered',
      'Delivered',
      `${shipment.shop}'s parcel has been delivered. We hope you love it.`,
      {
        paragraphs: [`${shipment.shop}'s part of ${order} has been delivered. We hope you love it.`],
        action: { label: 'Review what you bought', url: `${links.site}${link}` },
      },
    );
  }
  if (shipment.status === 'cancelled') {
    const reason = shipment.note ? `: “${shipment.note}”` : '.';
    return told('cancelled', 'Cancelled', `${shipment.shop} cancelled their part${reason}`, {
      paragraphs: [
        `${shipment.shop} cancelled their part of ${order}${reason}`,
        `${shipment.refund === null ? 'Nothing' : money(shipment.refund)} is refunded (a practice refund: no money was taken).`,
      ],
      action: seeOrder,
    });
  }
  return undefined;
}
