import type { NotificationKind } from '@handmade/common';
import type { MailLinks } from '../../mail';
import { unsubscribeToken } from './unsubscribeToken';

/** Where a person's mails of one kind lead (`siteUrl`), and their signed link to stop that kind. */
export const mailLinksOf =
  ({ siteUrl, secret }: { siteUrl: string; secret: string }) =>
  (userId: number, kind: NotificationKind): MailLinks => {
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
