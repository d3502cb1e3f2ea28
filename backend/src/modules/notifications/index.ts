/** What the composition root uses of notifications: the bell, mail preferences, unsubscribe, and the tasks that tell people. */
export { createFavoriteAlerts } from './favoriteAlerts';
export { createFavoriteAlertsRepository } from './favoriteAlerts.repository';
export { mailLinksOf } from './mailLinks';
export { createNoticesRepository } from './notices.repository';
export { createNotificationsRepository } from './notifications.repository';
export { createNoticesRouter, createNotificationsRouter } from './notifications.routes';
export { createNotificationsService, type NotificationsService } from './notifications.service';
