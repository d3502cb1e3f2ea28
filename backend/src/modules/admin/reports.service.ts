import {
  ADMIN_MESSAGES,
  REPORT_MESSAGES,
  type AdminReport,
  type Report,
  type ReportDecisionInput,
  type ReportInput,
} from '@handmade/common';
import { badRequest, conflict, notFound } from '../../http/httpError';
import type { User } from '../users';
import type { ReportsRepository } from './reports.repository';

/** Members report what is wrong; admins decide, and the reporter hears what was decided. */
export function createReportsService(reports: ReportsRepository) {
  const found = async (reportId: number): Promise<AdminReport> => {
    const report = await reports.one(reportId);
    if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
    return report;
  };

  return {
    /** 404 for what the reporter cannot see, 400 for their own, 409 while their report on it is open. */
    async report(user: User, input: ReportInput): Promise<Report> {
      const target = await reports.target(input, user);
      if (!target) throw notFound(REPORT_MESSAGES.notFound);
      if (target.ownerId === user.id)
        throw badRequest(REPORT_MESSAGES.own, { target_id: REPORT_MESSAGES.own });
      const report = await reports.insert(user.id, input);
      if (!report) throw conflict(REPORT_MESSAGES.alreadyOpen);
      return report;
    },

    mine: (user: User) => reports.mine(user.id),

    queue: reports.queue,

    async decide(admin: User, reportId: number, input: ReportDecisionInput): Promise<AdminReport> {
      const outcome = await reports.decide(admin.id, reportId, input.action, input.note);
      if (outcome === 'missing') throw notFound(REPORT_MESSAGES.reportNotFound);
      if (outcome === 'notOpen') throw conflict(REPORT_MESSAGES.notOpen);
      if (outcome === 'admin') throw conflict(ADMIN_MESSAGES.notAnotherAdmin);
      if (outcome === 'cannotHide') {
        throw badRequest(REPORT_MESSAGES.cannotHide, { action: REPORT_MESSAGES.cannotHide });
      }
      return found(reportId);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
