/** What the composition root uses of follows: following shops and the feed of their new listings. */
export { createFollowsRepository } from './follows.repository';
export { createFeedRouter, createFollowsRouter } from './follows.routes';
export { createFollowsService, FOLLOW_MESSAGES, type FollowsService } from './follows.service';
