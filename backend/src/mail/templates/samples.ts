import type { Mail } from '../mailer';
import { emailChangedNews, passwordChangedNews } from './accountNews';
import { caseNews } from './caseNews';
import { favoriteNews } from './favoriteNews';
import { messageNews, replyNews, reviewNews } from './conversationNews';
import { confirmNewEmailMail, verifyEmailMail } from './emailConfirmationMails';
import type {
  CaseForMail,
  FavoriteForMail,
  MailLinks,
  OrderForMail,
  Recipient,
  ReviewForMail,
  ShipmentForMail,
} from './news';
import { listingModeratedNews } from './moderationNews';
import { receiptNews, saleNews, shipmentNews } from './orderNews';
import { passwordResetMail } from './passwordResetMail';

const ada: Recipient = { id: 1, email: 'ada@example.com', first_name: 'Ada', wants: true };
const noor: Recipient = { id: 2, email: 'noor@example.com', first_name: 'Noor', wants: true };

const aCase: CaseForMail = {
  case_id: 4,
  order_number: 'HM-2026-000123',
  reason: 'not_as_described',
  status: 'open',
  refund: null,
  resolution_note: null,
  buyer: { ...ada, username: 'ada' },
  seller: { ...noor, username: 'NoorCeramics' },
  message: null,
};

const order: OrderForMail = {
  order_id: 12,
  order_number: 'HM-2026-000123',
  total: 104.5,
  shipping_address: {
    name: 'Ada Lovelace',
    line1: '12 Marsh Lane',
    line2: null,
    city: 'Leeds',
    region: null,
    postal_code: 'LS1 4AB',
    country: 'GB',
  },
  buyer: ada,
  parcels: [
    {
      shipment_id: 31,
      shop: 'NoorCeramics',
      total: 104.5,
      discount: 0,
      coupon_code: null,
      ship_by: '2026-12-09',
      seller: noor,
      lines: [
        {
          title: 'Speckled stoneware mug',
          quantity: 2,
          unit_price: 28,
          option_values: null,
          personalization: null,
        },
        {
          title: 'Linen apron',
          quantity: 1,
          unit_price: 42,
          option_values: ['M', 'Indigo'],
          personalization: 'Ada',
        },
      ],
    },
  ],
};

const shipment = (status: string): ShipmentForMail => ({
  order_id: 12,
  order_number: order.order_number,
  status,
  shop: 'NoorCeramics',
  carrier: 'UPS',
  tracking_number: '1Z999AA10123456784',
  refund: status === 'cancelled' ? 104.5 : null,
  note: status === 'cancelled' ? 'The kiln cracked this batch; I am so sorry.' : null,
  buyer: ada,
  lines: order.parcels[0]!.lines,
});

const review: ReviewForMail = {
  product_id: 7,
  product_title: 'Speckled stoneware mug',
  stars: 5,
  review: 'Heavy in the hand, keeps the tea warm, and the glaze is even lovelier than the photos.',
  reply: 'Thank you, Ada! That glaze is my favourite too.',
  shop: 'NoorCeramics',
  author: { ...ada, username: 'ada' },
  seller: noor,
};

const favorite: FavoriteForMail = {
  product_id: 7,
  title: 'Speckled stoneware mug',
  price: 28,
  shop: 'NoorCeramics',
};

/** Every mail the shop sends, made from sample data with links to `site`: what the preview page shows. */
export function sampleMails(site: string): Record<string, Mail> {
  const linksFor = (kind: 'order' | 'message' | 'review' | 'favorite'): MailLinks => ({
    site,
    unsubscribe: {
      label: `Stop ${kind} mails`,
      pageUrl: `${site}/unsubscribe?token=sample`,
      oneClickUrl: `${site}/api/account/notifications/unsubscribe?token=sample`,
    },
  });
  const links = linksFor('order');
  const link = `${site}/sample-link?token=sample`;
  return {
    'password-reset': passwordResetMail(ada, link),
    'password-changed': passwordChangedNews(ada, site).mail,
    'verify-email': verifyEmailMail(ada, link),
    'confirm-new-email': confirmNewEmailMail(ada, 'ada.lovelace@example.org', link),
    'email-changed': emailChangedNews({ ...ada, email: 'ada.lovelace@example.org' }, ada.email, site).mail,
    receipt: receiptNews(order, links).mail,
    sale: saleNews(order, order.parcels[0]!, links).mail,
    shipped: shipmentNews(shipment('shipped'), links)!.mail,
    delivered: shipmentNews(shipment('delivered'), links)!.mail,
    cancelled: shipmentNews(shipment('cancelled'), links)!.mail,
    message: messageNews(
      {
        conversation_id: 5,
        sender: 'ada',
        body: 'Hello! Could you make the mug in a deep green glaze, and would it be ready before Christmas?',
        product_title: 'Speckled stoneware mug',
        recipient: noor,
      },
      linksFor('message'),
    ).mail,
    review: reviewNews(review, linksFor('review')).mail,
    'listing-hidden': listingModeratedNews(
      {
        product_id: 7,
        title: 'Speckled stoneware mug',
        hidden_reason: 'The photos are another maker’s; list it again with photos of your own piece.',
        seller: noor,
      },
      site,
    ).mail,
    'review-reply': replyNews({ ...review, reply: review.reply! }, linksFor('review')).mail,
    'case-opened': caseNews(aCase, 'opened', () => linksFor('order'))[0]!.news.mail,
    'case-resolved': caseNews(
      {
        ...aCase,
        status: 'resolved',
        refund: 28,
        resolution_note: 'The photos show the crack; one mug is refunded.',
      },
      'resolved',
      () => linksFor('order'),
    )[0]!.news.mail,
    'price-drop': favoriteNews(favorite, { kind: 'price_drop', was: 34 }, ada, linksFor('favorite')).mail,
    'back-in-stock': favoriteNews(favorite, { kind: 'back_in_stock' }, ada, linksFor('favorite')).mail,
  };
}
