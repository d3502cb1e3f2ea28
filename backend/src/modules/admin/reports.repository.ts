import type { AdminReport, Report, ReportInput } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { AUDIENCE_COLUMNS, mayView, type Viewer } from '../../db/listed';
import { isUniqueViolation } from '../../db/pgErrors';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import { audit, type AdminRepository, type Outcome } from './admin.repository';
import { toReport, type ReportRow } from './reports.mapper';

const REPORTS_PAGE = 100;

interface AdminReportRow extends ReportRow {
  reporter_id: number;
  reporter_username: string;
  target_text: string | null;
  owner_id: number | null;
  owner_username: string | null;
  owner_suspended: boolean | null;
  review_product_id: number | null;
  target_hidden: boolean;
  open_reports: number;
}

function linkOf(row: AdminReportRow): string | null {
  if (row.target_text === null) return null;
  if (row.target_type === 'product') return `/products/${row.target_id}`;
  if (row.target_type === 'review') return `/products/${row.review_product_id}`;
  if (row.target_type === 'user') return `/shop/${row.target_id}`;
  return null;
}

const toAdminReport = (row: AdminReportRow): AdminReport => ({
  ...toReport(row),
  reporter: { id: row.reporter_id, username: row.reporter_username },
  target: {
    text: row.target_text,
    owner:
      row.owner_id === null
        ? null
        : { id: row.owner_id, username: row.owner_username!, suspended: row.owner_suspended! },
    link: linkOf(row),
    hidden: row.target_hidden,
  },
  open_reports: row.open_reports,
});

/** What a report is about, as far as its reporter may see it: whose it is, or nothing. */
export type ReportTargetLookup = { ownerId: number } | undefined;

/** Reports, from the members who make them to the admins who decide them. */
export function createReportsRepository(
  db: Db,
  admin: Pick<AdminRepository, 'hideProductIn' | 'suspendUserIn'>,
) {
  /** Every report with the reported thing in context (one query, whatever the kinds of target). */
  const withTargets = (query: Knex) =>
    query('reports as r')
      .join('users as ru', 'ru.id', 'r.reporter_id')
      .leftJoin('products as p', function product() {
        this.on('p.id', 'r.target_id').andOnVal('r.target_type', '=', 'product');
      })
      .leftJoin('reviews as rv', function review() {
        this.on('rv.id', 'r.target_id').andOnVal('r.target_type', '=', 'review');
      })
      .leftJoin('users as tu', function user() {
        this.on('tu.id', 'r.target_id').andOnVal('r.target_type', '=', 'user');
      })
      .leftJoin('messages as m', function message() {
        this.on('m.id', 'r.target_id').andOnVal('r.target_type', '=', 'message');
      })
      .leftJoin('users as ou', 'ou.id', db.raw('coalesce(p.seller_id, rv.user_id, tu.id, m.sender_id)'))
      .select(
        'r.*',
        'ru.username as reporter_username',
        db.raw('coalesce(p.title, rv.review, tu.username, m.body) AS target_text'),
        'ou.id as owner_id',
        'ou.username as owner_username',
        db.raw('ou.suspended_at IS NOT NULL AS owner_suspended'),
        'rv.product_id as review_product_id',
        db.raw('coalesce(p.hidden_at, rv.hidden_at) IS NOT NULL AS target_hidden'),
        db.raw(
          `(SELECT count(*)::int FROM reports o WHERE o.status = 'open'
             AND o.target_type = r.target_type AND o.target_id = r.target_id) AS open_reports`,
        ),
      );

  return {
    /** Whose the target is, when the reporter may see it (a listing, a review, an open account, a message to them). */
    async target(input: ReportInput, reporter: Viewer & object): Promise<ReportTargetLookup> {
      if (input.target_type === 'product') {
        const product = await db('products').select(AUDIENCE_COLUMNS).where({ id: input.target_id }).first();
        return product && mayView(product, reporter) ? { ownerId: product.seller_id } : undefined;
      }
      if (input.target_type === 'review') {
        const review = await db('reviews')
          .select('user_id')
          .where({ id: input.target_id })
          .whereNull('hidden_at')
          .first();
        return review && { ownerId: review.user_id };
      }
      if (input.target_type === 'user') {
        const user = await db('users')
          .select('id')
          .where({ id: input.target_id })
          .whereNull('closed_at')
          .first();
        return user && { ownerId: user.id };
      }
      const message = await db('messages')
        .select('sender_id')
        .where({ id: input.target_id })
        .where((where) => where.where({ recipient_id: reporter.id }).orWhere({ sender_id: reporter.id }))
        .first();
      return message && { ownerId: message.sender_id };
    },

    /** The new report; undefined when the reporter already has one open on the same target. */
    async insert(reporterId: number, input: ReportInput): Promise<Report | undefined> {
      try {
        const [row] = await db('reports')
          .insert({
            reporter_id: reporterId,
            target_type: input.target_type,
            target_id: input.target_id,
            reason: input.reason,
            note: input.note || null,
          })
          .returning('*');
        return toReport(row);
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async mine(reporterId: number): Promise<Report[]> {
      const rows: ReportRow[] = await db('reports')
        .where({ reporter_id: reporterId })
        .orderBy('id', 'desc')
        .limit(REPORTS_PAGE);
      return rows.map(toReport);
    },

    /** The admins' queue: open reports oldest first, decided ones newest first. */
    async queue(status: Report['status']): Promise<AdminReport[]> {
      const rows: AdminReportRow[] = await withTargets(db)
        .where('r.status', status)
        .orderBy('r.id', status === 'open' ? 'asc' : 'desc')
        .limit(REPORTS_PAGE);
      return rows.map(toAdminReport);
    },

    async one(reportId: number): Promise<AdminReport | undefined> {
      const row: AdminReportRow | undefined = await withTargets(db).where('r.id', reportId).first();
      return row && toAdminReport(row);
    },

    /**
     * Decides the report, and every open report on the same target with it, in one transaction with the
     * action it takes (each in the audit log); each reporter hears of it once it commits.
     */
    async decide(
      adminId: number,
      reportId: number,
      action: 'dismiss' | 'hide' | 'suspend',
      note: string,
    ): Promise<Outcome | 'notOpen' | 'cannotHide'> {
      return db.transaction(async (trx) => {
        const report = await trx('reports').select('*').where({ id: reportId }).forUpdate().first();
        if (!report) return 'missing';
        if (report.status !== 'open') return 'notOpen';
        const target: [string, number] = [report.target_type, report.target_id];
        if (action === 'hide') {
          if (report.target_type === 'product') {
            const outcome = await admin.hideProductIn(trx, adminId, report.target_id, note);
            if (outcome === 'missing') return outcome;
          } else if (report.target_type === 'review') {
            await trx('reviews').where({ id: report.target_id }).whereNull('hidden_at').update({
              hidden_at: trx.fn.now(),
              hidden_reason: note,
            });
            await audit(trx, adminId, 'hide_review', target, note);
          } else {
            return 'cannotHide';
          }
        } else if (action === 'suspend') {
          const owner = await withTargets(trx).where('r.id', reportId).first();
          if (!owner?.owner_id) return 'missing';
          const outcome = await admin.suspendUserIn(trx, adminId, owner.owner_id, note);
          if (outcome === 'admin' || outcome === 'missing') return outcome;
        } else {
          await audit(trx, adminId, 'dismiss_report', ['report', reportId], note);
        }
        const decided: { id: number }[] = await trx('reports')
          .where({ target_type: report.target_type, target_id: report.target_id, status: 'open' })
          .update({
            status: action === 'dismiss' ? 'dismissed' : 'actioned',
            decided_by: adminId,
            decision_note: note,
            decided_at: trx.fn.now(),
          })
          .returning('id');
        await queueJob(trx, NOTICE_JOBS.reportsDecided, { report_ids: decided.map((row) => row.id) });
        return 'done';
      });
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
