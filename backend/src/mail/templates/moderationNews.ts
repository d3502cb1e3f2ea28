import { mailOf } from './layout';
import type { DecidedReport, ModeratedListing, NewNotice, News } from './news';

/** The seller told that an admin hid their listing, and why, or showed it again. Always mailed. */
export function listingModeratedNews(listing: ModeratedListing, siteUrl: string): News {
  const link = `/products/${listing.product_id}`;
  const action = { label: 'See the listing', url: `${siteUrl}${link}` };
  if (listing.hidden_reason === null) {
    return {
      notice: {
        kind: 'listing_restored',
        title: `“${listing.title}” is listed again`,
        body: 'Shoppers can find and buy it again.',
        link,
      },
      mail: mailOf(listing.seller.email, {
        subject: `Your listing “${listing.title}” is listed again`,
        name: listing.seller.first_name,
        paragraphs: [`Handmade Market listed “${listing.title}” again: shoppers can find and buy it.`],
        action,
      }),
    };
  }
  return {
    notice: {
      kind: 'listing_hidden',
      title: `“${listing.title}” was hidden`,
      body: listing.hidden_reason,
      link,
    },
    mail: mailOf(listing.seller.email, {
      subject: `Your listing “${listing.title}” was hidden`,
      name: listing.seller.first_name,
      paragraphs: [
        `Handmade Market hid your listing “${listing.title}”: shoppers can no longer find or buy it. The reason:`,
        `“${listing.hidden_reason}”`,
        'You still see it, marked with that reason. Nothing was deleted.',
      ],
      action,
      footnote: 'If you think this is a mistake, reply to this mail and tell us why.',
    }),
  };
}

const WHAT: Record<DecidedReport['target_type'], string> = {
  product: 'listing',
  review: 'review',
  user: 'shop',
  message: 'message',
};

/** A reporter told what was decided: in the bell only. */
export function reportDecidedNotice(report: DecidedReport): NewNotice {
  return {
    kind: 'report_decided',
    title: `We looked at the ${WHAT[report.target_type]} you reported`,
    body:
      report.status === 'actioned'
        ? 'We acted on it. Thank you for telling us.'
        : 'We found nothing against our rules this time. Thank you for telling us.',
    link: null,
  };
}
