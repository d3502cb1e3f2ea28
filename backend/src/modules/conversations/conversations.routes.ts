import { messageSchema, startConversationSchema } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { parseQuery, setNextLink } from '../../http/pagination';
import { parseId, parseInput } from '../../http/validate';
import { currentSession, currentUser } from '../auth';
import { inboxQuerySchema, threadQuerySchema } from './conversations.schemas';
import type { ConversationsService } from './conversations.service';
import type { LiveEvents } from './liveEvents';

export interface ConversationsRouterDeps {
  conversations: ConversationsService;
  requireAuth: RequestHandler;
}

/** `/api/conversations`: the signed-in user's inbox and threads; every answer is theirs alone (no-store). */
export function createConversationsRouter({ conversations, requireAuth }: ConversationsRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const query = parseQuery(inboxQuerySchema, req);
    const page = await conversations.inbox(currentUser(req), query.limit, query.cursor);
    setNextLink(req, res, page.next);
    res.json(page.items);
  });

  router.post('/', async (req, res) => {
    const input = parseInput(startConversationSchema, req.body);
    const { conversation, created } = await conversations.start(currentUser(req), input);
    res.status(created ? 201 : 200).json(conversation);
  });

  router.get('/:id/messages', async (req, res) => {
    const query = parseQuery(threadQuerySchema, req);
    const id = parseId(req.params.id, 'conversation');
    const page = await conversations.thread(currentUser(req), id, query.limit, query.cursor);
    setNextLink(req, res, page.next);
    res.json(page.items);
  });

  router.post('/:id/messages', async (req, res) => {
    const id = parseId(req.params.id, 'conversation');
    const input = parseInput(messageSchema, req.body);
    res.status(201).json(await conversations.send(currentUser(req), id, input));
  });

  router.put('/:id/read', async (req, res) => {
    res.json(await conversations.markRead(currentUser(req), parseId(req.params.id, 'conversation')));
  });

  return router;
}

export interface EventsRouterDeps {
  live: LiveEvents;
  requireAuth: RequestHandler;
}

/** `GET /api/events`: the signed-in user's Server-Sent Events (new messages and the unread total). */
export function createEventsRouter({ live, requireAuth }: EventsRouterDeps): Router {
  const router = Router();
  router.get('/', requireAuth, async (req, res) => {
    await live.open(currentSession(req), req, res);
  });
  return router;
}
