import type { NotificationKind } from '@handmade/common';
import type { Task } from 'graphile-worker';
import { favoriteNews, type FavoriteChange, type MailLinks } from '../../mail';
import type { FavoriteAlertsRepository } from './favoriteAlerts.repository';
import type { NoticesRepository } from './notices.repository';

/**
 * The `favorite_changed` task: each person who favorited the listing and wants favorites news gets a notice
 * and a mail, in a transaction of their own that first takes their alert of the day (`claim`), so a task
 * tried again, or a seller changing the price back and forth, tells no one twice a day. A price that went
 * back up before the task ran is no news.
 */
export function createFavoriteAlerts(
  alerts: FavoriteAlertsRepository,
  notices: NoticesRepository,
  linksFor: (userId: number, kind: NotificationKind) => MailLinks,
): Task {
  return async (payload) => {
    const { product_id, change } = payload as { product_id: number; change: FavoriteChange };
    const variantId = change.kind === 'price_drop' ? change.variant_id : undefined;
    const listing = await alerts.listing(product_id, variantId);
    if (!listing) return;
    if (change.kind === 'price_drop' && !(Number(listing.price) < change.was)) return;
    for (const person of await alerts.favoriters(product_id, listing.seller_id)) {
      const news = favoriteNews(listing, change, person, linksFor(person.id, 'favorites'));
      await notices.tell([{ userId: person.id, notice: news.notice, mail: news.mail }], (trx) =>
        alerts.claim(trx, person.id, product_id),
      );
    }
  };
}
