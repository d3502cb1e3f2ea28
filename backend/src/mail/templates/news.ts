import type { NoticeKind, ShippingAddress } from '@handmade/common';
import type { Mail } from '../mailer';
import type { MailContent } from './layout';

/** What a notice in the bell says; who gets it is the caller's. */
export interface NewNotice {
  kind: NoticeKind;
  title: string;
  body: string;
  /** A path on the site, or null. */
  link: string | null;
}

/** Where a mail's links lead, and how its reader stops this kind. */
export interface MailLinks {
  site: string;
  unsubscribe: MailContent['unsubscribe'];
}

/** One piece of news for one person: the notice in their bell, and the mail that goes when they want it. */
export interface News {
  notice: NewNotice;
  mail: Mail;
}

/* The news as the notifications module reads it from the database, each shape what its templates need. */

/** Someone a mail goes to: the address, the greeting, and whether they want mail of that kind. */
export interface Recipient {
  id: number;
  email: string;
  first_name: string;
  wants: boolean;
}

export interface MailLine {
  title: string;
  quantity: number;
  unit_price: number;
  option_values: string[] | null;
  personalization: string | null;
}

/** An order as its mails tell it: the buyer, each seller's parcel and lines. */
export interface OrderForMail {
  order_id: number;
  order_number: string;
  total: number;
  shipping_address: ShippingAddress | null;
  buyer: Recipient;
  parcels: {
    shipment_id: number;
    shop: string;
    total: number;
    /** Taken off by the shop's coupon, and its code (0 and null without one). */
    discount: number;
    coupon_code: string | null;
    ship_by: string;
    seller: Recipient;
    lines: MailLine[];
  }[];
}

/** A shipment as its buyer's mail tells it. */
export interface ShipmentForMail {
  order_id: number;
  order_number: string;
  status: string;
  shop: string;
  carrier: string | null;
  tracking_number: string | null;
  refund: number | null;
  /** The seller's reason, for a cancelled one. */
  note: string | null;
  buyer: Recipient;
  lines: MailLine[];
}

/** A message as its recipient's mail tells it, while it is still unread. */
export interface MessageForMail {
  conversation_id: number;
  sender: string;
  body: string;
  product_title: string | null;
  recipient: Recipient;
}

/** A review as its product's seller, and its reply as the review's author, are told of it. */
export interface ReviewForMail {
  product_id: number;
  product_title: string;
  stars: number;
  review: string;
  reply: string | null;
  shop: string;
  author: Recipient & { username: string };
  seller: Recipient;
}

/** A listing an admin hid or showed again, as its seller is told. */
export interface ModeratedListing {
  product_id: number;
  title: string;
  /** Why it is hidden; null once restored. */
  hidden_reason: string | null;
  seller: Recipient;
}

/** A decided report, as its reporter is told. */
export interface DecidedReport {
  reporter_id: number;
  target_type: 'product' | 'review' | 'user' | 'message';
  status: 'dismissed' | 'actioned';
}

/** A case as the people in it are told of one of its steps. */
export interface CaseForMail {
  case_id: number;
  order_number: string;
  reason: 'not_received' | 'not_as_described';
  status: 'open' | 'escalated' | 'resolved';
  refund: number | null;
  resolution_note: string | null;
  buyer: Recipient & { username: string };
  seller: Recipient & { username: string };
  /** The message a `message` step is about. */
  message: { author_role: 'buyer' | 'seller' | 'admin'; author: string; body: string; photo: boolean } | null;
}

/** A favorited product as the people who favorited it are told of its news. */
export interface FavoriteForMail {
  product_id: number;
  title: string;
  price: number;
  shop: string;
}

/** What changed about a favorite: its price went down from `was`, or it is back in stock. */
export type FavoriteChange =
  | {
      kind: 'price_drop';
      was: number;
      /** The variant whose price dropped, when not the listing's. */ variant_id?: number;
    }
  | { kind: 'back_in_stock' };
