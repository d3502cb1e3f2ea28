/** What other modules and the composition root may use of conversations. */
export { toMessage, type MessageRow } from './conversations.mapper';
export { createConversationsRepository, type ConversationsRepository } from './conversations.repository';
export { createConversationsRouter, createEventsRouter } from './conversations.routes';
export { inboxQuerySchema, threadQuerySchema } from './conversations.schemas';
export { createConversationsService, type ConversationsService } from './conversations.service';
export { createLiveEvents, type LiveEvents } from './liveEvents';
export { MESSAGES_CHANNEL } from './liveNotice';
