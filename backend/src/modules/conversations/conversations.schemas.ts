import { pageQuery } from '../../http/pagination';

/** The inbox: pages of 50 conversations by default. */
export const inboxQuerySchema = pageQuery(50);

/** A thread: pages of 30 messages by default, newest first. */
export const threadQuerySchema = pageQuery(30);
