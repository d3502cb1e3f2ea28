import {
  adminCasesQuerySchema,
  caseMessageSchema,
  openCaseSchema,
  resolveCaseSchema,
} from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { noStore } from '../../http/noStore';
import { parseQuery } from '../../http/pagination';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import { admitUpload, encodingQueueFull, imageUpload, uploadedPhoto, type ImagesService } from '../images';
import type { CasesService } from './cases.service';

export interface CasesRouterDeps {
  cases: CasesService;
  images: Pick<ImagesService, 'queue'>;
  requireAuth: RequestHandler;
}

/** `/api/cases/{id}`: a case, for its buyer, its seller and admins (404 to anyone else). */
export function createCasesRouter({ cases, images, requireAuth }: CasesRouterDeps): Router {
  const router = Router();
  router.use(noStore, requireAuth);

  router.get('/:id', async (req, res) => {
    res.json(await cases.get(currentUser(req), parseId(req.params.id, 'case')));
  });

  // JSON `{body}`, or a form with `body` and one `image`: a photo of the piece.
  router.post('/:id/messages', admitUpload(images.queue), imageUpload, async (req, res) => {
    const id = parseId(req.params.id, 'case');
    const { body } = parseInput(caseMessageSchema, req.body ?? {});
    res.status(201).json(await cases.addMessage(currentUser(req), id, body, uploadedPhoto(req.file)));
  });

  router.put('/:id/escalate', async (req, res) => {
    res.json(await cases.escalate(currentUser(req), parseId(req.params.id, 'case')));
  });

  router.use(encodingQueueFull);
  return router;
}

/** `POST /api/shipments/{id}/cases`: the buyer opens the shipment's case. */
export function createShipmentCasesRouter({ cases, requireAuth }: Omit<CasesRouterDeps, 'images'>): Router {
  const router = Router();
  router.post('/:id/cases', requireAuth, async (req, res) => {
    const shipmentId = parseId(req.params.id, 'shipment');
    const input = parseInput(openCaseSchema, req.body);
    res.status(201).json(await cases.open(currentUser(req), shipmentId, input));
  });
  return router;
}

/** `/api/admin/cases`: the queues, and resolving a case. */
export function createAdminCasesRouter({
  cases,
  requireAdmin,
}: {
  cases: CasesService;
  requireAdmin: RequestHandler;
}): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/', async (req, res) => {
    res.json(await cases.queue(parseQuery(adminCasesQuerySchema, req).status));
  });

  router.put('/:id/resolve', async (req, res) => {
    const id = parseId(req.params.id, 'case');
    const { refund, note } = parseInput(resolveCaseSchema, req.body);
    res.json(await cases.resolve(currentUser(req), id, refund, note));
  });

  return router;
}
