import type { ReportInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Report } from '../../lib/types';

/**
 * A member's report of a listing, a shop, a review or a message. Nothing else on the page changes with it, so
 * no slice keeps it: the dialog that sent it says it arrived.
 */
export const sendReport = createApiThunk('reports/send', (input: ReportInput, api) =>
  api.post<Report>('/api/reports', input),
);
