import { REPORT_STATUSES, reportDecisionSchema, reportSchema } from '@handmade/common';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { noStore } from '../../http/noStore';
import { parseQuery } from '../../http/pagination';
import { parseId, parseInput } from '../../http/validate';
import { currentUser } from '../auth';
import type { ReportsService } from './reports.service';

export interface ReportsRouterDeps {
  reports: ReportsService;
  requireAuth: RequestHandler;
  /** Reports are limited per client, as sign-in is (a flood of them is its own abuse). */
  limit: RequestHandler;
}

/** `/api/reports`: a signed-in member reports a listing, a shop, a review or a message, and sees their reports. */
export function createReportsRouter({ reports, requireAuth, limit }: ReportsRouterDeps): Router {
  const router = Router();
  router.use(noStore);

  router.post('/', limit, requireAuth, async (req, res) => {
    const input = parseInput(reportSchema, req.body);
    res.status(201).json(await reports.report(currentUser(req), input));
  });

  router.get('/', requireAuth, async (req, res) => {
    res.json(await reports.mine(currentUser(req)));
  });

  return router;
}

const queueQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open') });

/** `/api/admin/reports`: the admins' queue, and deciding a report. */
export function createAdminReportsRouter({
  reports,
  requireAdmin,
}: {
  reports: ReportsService;
  requireAdmin: RequestHandler;
}): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/', async (req, res) => {
    res.json(await reports.queue(parseQuery(queueQuerySchema, req).status));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id, 'report');
    const input = parseInput(reportDecisionSchema, req.body);
    res.json(await reports.decide(currentUser(req), id, input));
  });

  return router;
}
