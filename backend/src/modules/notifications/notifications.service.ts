import {
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPreferences,
  type UnsubscribeAnswer,
} from '@handmade/common';
import type { Task } from 'graphile-worker';
import { badRequest, notFound } from '../../http/httpError';
import type { User } from '../users';
import type { NotificationsRepository } from './notifications.repository';
import { receiptMail, saleMail, shipmentMail, type MailLinks } from './orderMails.templates';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribeToken';

/**
 * Who is told what, and how they say no: each person's preferences by kind, the one-click unsubscribe, and the
 * job queue's tasks that mail an order's receipt and sales and each shipment's moves. `siteUrl` is where the
 * mails' links lead (PUBLIC_URL); `secret` signs the unsubscribe links.
 */
export function createNotificationsService(
  notifications: NotificationsRepository,
  { siteUrl, secret }: { siteUrl: string; secret: string },
) {
  const linksFor = (userId: number, kind: NotificationKind): MailLinks => {
    const token = unsubscribeToken(secret, userId, kind);
    return {
      site: siteUrl,
      unsubscribe: {
        label: `Stop ${kind.replace(/s$/, '')} mails`,
        pageUrl: `${siteUrl}/unsubscribe?token=${token}`,
        oneClickUrl: `${siteUrl}/api/account/notifications/unsubscribe?token=${token}`,
      },
    };
  };

  const orderPlaced: Task = async (payload) => {
    const order = await notifications.order((payload as { order_id: number }).order_id);
    if (!order) return;
    if (order.buyer.wants)
      await notifications.queueMail(receiptMail(order, linksFor(order.buyer.id, 'orders')));
    for (const parcel of order.parcels) {
      if (parcel.seller.wants) {
        await notifications.queueMail(saleMail(order, parcel, linksFor(parcel.seller.id, 'orders')));
      }
    }
  };

  const shipmentMoved: Task = async (payload) => {
    const shipment = await notifications.shipment((payload as { shipment_id: number }).shipment_id);
    if (!shipment?.buyer.wants) return;
    const mail = shipmentMail(shipment, linksFor(shipment.buyer.id, 'orders'));
    if (mail) await notifications.queueMail(mail);
  };

  return {
    async preferences(user: User): Promise<NotificationPreferences> {
      const found = await notifications.preferences(user.id);
      if (!found) throw notFound("User couldn't be found");
      return found;
    },

    async setPreferences(user: User, preferences: NotificationPreferences): Promise<NotificationPreferences> {
      await notifications.setPreferences(user.id, preferences);
      return preferences;
    },

    /** Turns off the kind a mail's link names, without signing in; 400 for a link this server did not sign. */
    async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
      const named = readUnsubscribeToken(secret, token);
      if (!named || !(await notifications.turnOff(named.userId, named.kind))) {
        throw badRequest(NOTIFICATION_MESSAGES.unsubscribeInvalid);
      }
      return { message: NOTIFICATION_MESSAGES.unsubscribed(named.kind), kind: named.kind };
    },

    tasks: { orderPlaced, shipmentMoved },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
