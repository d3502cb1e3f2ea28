import { createApiThunk } from '../../app/state/createApiThunk';
import type { NotificationPreferences, UnsubscribeAnswer } from '../../lib/types';

/**
 * Which mails the signed-in user gets. Only the account page shows them, so they stay in that page, not in
 * the store.
 */

export const loadNotificationSettings = createApiThunk('account/loadNotificationSettings', (_: void, api) =>
  api.get<NotificationPreferences>('/api/account/notifications'),
);

export const saveNotificationSettings = createApiThunk(
  'account/saveNotificationSettings',
  (settings: NotificationPreferences, api) =>
    api.put<NotificationPreferences>('/api/account/notifications', settings),
);

/** Turns off the kind of mail the mailed `token` names; no sign-in needed. */
export const unsubscribe = createApiThunk('account/unsubscribe', (token: string, api) =>
  api.post<UnsubscribeAnswer>(`/api/account/notifications/unsubscribe?token=${encodeURIComponent(token)}`),
);
