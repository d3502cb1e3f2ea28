import { quoteSchema } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { QuotesService } from './quotes.service';

export interface QuotesRouterDeps {
  quotes: QuotesService;
  requireAuth: RequestHandler;
}

/** `POST /api/conversations/{id}/quotes`: the seller in a conversation sends a quote, as a message. */
export function createConversationQuotesRouter({ quotes, requireAuth }: QuotesRouterDeps): Router {
  const router = Router({ mergeParams: true });
  router.post('/', requireAuth, async (req, res) => {
    const conversationId = parseId(req.params.id, 'conversation');
    const input = parseInput(quoteSchema, req.body);
    res.status(201).json(await quotes.send(currentUser(req), conversationId, input));
  });
  return router;
}

/** `/api/quotes/{id}/accept` and `/decline`: the buyer's answer. */
export function createQuotesRouter({ quotes, requireAuth }: QuotesRouterDeps): Router {
  const router = Router();
  router.use(requireAuth);

  router.put('/:id/accept', async (req, res) => {
    res.json(await quotes.accept(currentUser(req), parseId(req.params.id, 'quote')));
  });

  router.put('/:id/decline', async (req, res) => {
    res.json(await quotes.decline(currentUser(req), parseId(req.params.id, 'quote')));
  });

  return router;
}
