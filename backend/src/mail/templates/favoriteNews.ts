import { mailOf } from './layout';
import type { FavoriteChange, FavoriteForMail, MailLinks, News, Recipient } from './news';
import { money } from './orderNews';

/**
 * A person told that a product they favorited costs less than it did (`was` is the old price) or is back
 * in stock. Sent only to those who want favorites news, so the notice and the mail go together.
 */
export function favoriteNews(
  listing: FavoriteForMail,
  change: FavoriteChange,
  to: Recipient,
  links: MailLinks,
): News {
  const link = `/products/${listing.product_id}`;
  const now = money(listing.price);
  const title =
    change.kind === 'price_drop' ? `“${listing.title}” is now ${now}` : `“${listing.title}” is back in stock`;
  const body =
    change.kind === 'price_drop'
      ? `A favorite of yours costs less: ${now}, down from ${money(change.was)}.`
      : `A favorite of yours can be bought again, at ${now}.`;
  return {
    notice: { kind: change.kind, title, body, link },
    mail: mailOf(to.email, {
      subject: title,
      name: to.first_name,
      paragraphs: [body, `${listing.shop} made it; you saved it to your favorites.`],
      action: { label: 'See the product', url: `${links.site}${link}` },
      unsubscribe: links.unsubscribe,
    }),
  };
}
