import {
  NOTICES_PAGE,
  NOTIFICATION_MESSAGES,
  type NoticesAnswer,
  type NotificationPreferences,
  type UnsubscribeAnswer,
} from '@handmade/common';
import type { Task } from 'graphile-worker';
import { badRequest, notFound } from '../../http/httpError';
import type { User } from '../users';
import {
  caseNews,
  emailChangedNews,
  listingModeratedNews,
  messageNews,
  passwordChangedNews,
  receiptNews,
  replyNews,
  reportDecidedNotice,
  reviewNews,
  saleNews,
  shipmentNews,
  type CaseStepNews,
  type News,
  type Recipient,
} from '../../mail';
import { toNotice, type NoticesRepository, type Telling } from './notices.repository';
import type { NotificationsRepository } from './notifications.repository';
import { mailLinksOf } from './mailLinks';
import { readUnsubscribeToken } from './unsubscribeToken';

/**
 * Who is told what, and how they say no. The job queue's tasks turn what happened (an order, a shipment's
 * move, a message, a review, an account change) into notices for the bell and mails for those who want that
 * kind; each person's preferences by kind; the one-click unsubscribe. `siteUrl` is where the mails' links
 * lead (PUBLIC_URL); `secret` signs the unsubscribe links.
 */
export function createNotificationsService(
  notifications: NotificationsRepository,
  notices: NoticesRepository,
  { siteUrl, secret }: { siteUrl: string; secret: string },
) {
  const linksFor = mailLinksOf({ siteUrl, secret });
  /** The notice always; the mail only when the person wants this kind. */
  const telling = (to: Recipient, news: News): Telling => ({
    userId: to.id,
    notice: news.notice,
    ...(to.wants && { mail: news.mail }),
  });

  const orderPlaced: Task = async (payload) => {
    const order = await notifications.order((payload as { order_id: number }).order_id);
    if (!order) return;
    await notices.tell([
      telling(order.buyer, receiptNews(order, linksFor(order.buyer.id, 'orders'))),
      ...order.parcels.map((parcel) =>
        telling(parcel.seller, saleNews(order, parcel, linksFor(parcel.seller.id, 'orders'))),
      ),
    ]);
  };

  const shipmentMoved: Task = async (payload) => {
    const shipment = await notifications.shipment((payload as { shipment_id: number }).shipment_id);
    if (!shipment) return;
    const news = shipmentNews(shipment, linksFor(shipment.buyer.id, 'orders'));
    if (news) await notices.tell([telling(shipment.buyer, news)]);
  };

  /** Run a while after the message was sent: nothing if it was read by then, or mailed of a moment ago. */
  const messageSent: Task = async (payload) => {
    const message = await notifications.unreadMessage((payload as { message_id: number }).message_id);
    if (!message) return;
    const { recipient } = message;
    await notices.tell(
      [telling(recipient, messageNews(message, linksFor(recipient.id, 'messages')))],
      (trx) => notifications.claimMessageMail(trx, message.conversation_id, recipient.id),
    );
  };

  const reviewPosted: Task = async (payload) => {
    const review = await notifications.review((payload as { review_id: number }).review_id);
    if (!review) return;
    await notices.tell([telling(review.seller, reviewNews(review, linksFor(review.seller.id, 'reviews')))]);
  };

  const reviewReplied: Task = async (payload) => {
    const review = await notifications.review((payload as { review_id: number }).review_id);
    if (!review?.reply) return;
    const news = replyNews({ ...review, reply: review.reply }, linksFor(review.author.id, 'reviews'));
    await notices.tell([telling(review.author, news)]);
  };

  const passwordChanged: Task = async (payload) => {
    const user = await notifications.account((payload as { user_id: number }).user_id);
    if (user) await notices.tell([telling(user, passwordChangedNews(user, siteUrl))]);
  };

  const listingModerated: Task = async (payload) => {
    const listing = await notifications.moderatedListing((payload as { product_id: number }).product_id);
    if (listing) await notices.tell([telling(listing.seller, listingModeratedNews(listing, siteUrl))]);
  };

  const reportsDecided: Task = async (payload) => {
    const decided = await notifications.decidedReports((payload as { report_ids: number[] }).report_ids);
    await notices.tell(
      decided.map((report) => ({ userId: report.reporter_id, notice: reportDecidedNotice(report) })),
    );
  };

  const caseMoved: Task = async (payload) => {
    const { case_id, step, message_id } = payload as {
      case_id: number;
      step: CaseStepNews;
      message_id?: number;
    };
    const kase = await notifications.case(case_id, message_id ?? null);
    if (!kase) return;
    const tellings = caseNews(kase, step, (to) => linksFor(to.id, 'orders'));
    await notices.tell(tellings.map(({ to, news }) => telling(to, news)));
  };

  const emailChanged: Task = async (payload) => {
    const { user_id, old_email } = payload as { user_id: number; old_email: string };
    const user = await notifications.account(user_id);
    if (user) await notices.tell([telling(user, emailChangedNews(user, old_email, siteUrl))]);
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

    /** The bell: a page of notices, newest first, and how many are unread. */
    async notices(user: User, before?: number): Promise<NoticesAnswer> {
      const [rows, unread] = await Promise.all([notices.page(user.id, before), notices.unreadCount(user.id)]);
      const page = rows.slice(0, NOTICES_PAGE);
      return {
        notifications: page.map(toNotice),
        unread,
        next_before: rows.length > NOTICES_PAGE ? page.at(-1)!.id : null,
      };
    },

    async markRead(user: User): Promise<{ unread: number }> {
      await notices.markAllRead(user.id);
      return { unread: 0 };
    },

    tasks: {
      orderPlaced,
      shipmentMoved,
      messageSent,
      reviewPosted,
      reviewReplied,
      passwordChanged,
      emailChanged,
      listingModerated,
      reportsDecided,
      caseMoved,
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
