/** What the composition root uses of notifications: mail preferences, unsubscribe, and the order mails' tasks. */
export { createNotificationsRepository } from './notifications.repository';
export { createNotificationsRouter } from './notifications.routes';
export { createNotificationsService, type NotificationsService } from './notifications.service';
