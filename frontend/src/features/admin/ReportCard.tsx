import { REPORT_REASON_LABELS } from '@handmade/common';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatFullDateTime } from '../../lib/format';
import type { AdminReport } from '../../lib/types';
import { plural, REPORT_STATUS_WORDS, REPORTED_THING } from './moderationText';

export type Decision = 'dismiss' | 'hide' | 'suspend';

interface ReportCardProps {
  report: AdminReport;
  onDecide: (report: AdminReport, decision: Decision) => void;
}

export const reportHeadingId = (report: AdminReport) => `report-${report.id}-title`;

/** Only a listing or a review can be hidden, and only while it shows. */
const canHide = (report: AdminReport) =>
  (report.target_type === 'product' || report.target_type === 'review') && !report.target.hidden;

/**
 * One report in the queue: why, who sent it and when, what it is about in context (its words, its owner, how
 * many others reported it), and while it is open, what the admin may do about it. Both people link to their
 * page in the console; the owner's shop is linked too.
 */
export function ReportCard({ report, onDecide }: ReportCardProps) {
  const { target } = report;
  const owner = target.owner;
  const thing = REPORTED_THING[report.target_type];
  const decided = report.status !== 'open';
  return (
    <article className="report-card" aria-labelledby={reportHeadingId(report)}>
      <header className="report-card__head">
        <h3 id={reportHeadingId(report)} className="report-card__title" tabIndex={-1}>
          {REPORT_REASON_LABELS[report.reason]}
        </h3>
        {decided && <span className="admin-tag admin-tag--done">{REPORT_STATUS_WORDS[report.status]}</span>}
      </header>
      <p className="report-card__by">
        Reported by <Link to={paths.adminUser.href(report.reporter.id)}>{report.reporter.username}</Link>,{' '}
        <time dateTime={report.created_at}>{formatFullDateTime(report.created_at)}</time>
      </p>
      {report.note ? (
        <blockquote className="report-card__note">{report.note}</blockquote>
      ) : (
        <p className="muted report-card__no-note">No note.</p>
      )}
      <div className="report-card__target">
        <h4 className="report-card__thing">
          {thing} #{report.target_id}
        </h4>
        <p className="report-card__text">{target.text ?? <span className="muted">It is gone.</span>}</p>
        <ul className="report-card__facts">
          {owner && (
            <li>
              {report.target_type === 'user' ? 'Account' : 'By'}{' '}
              <Link to={paths.adminUser.href(owner.id)}>{owner.username}</Link>
              {owner.suspended && <span className="admin-tag admin-tag--alert">Suspended</span>}
            </li>
          )}
          {owner && target.link !== paths.shop.href(owner.id) && (
            <li>
              <Link to={paths.shop.href(owner.id)}>{owner.username}’s shop</Link>
            </li>
          )}
          {target.hidden && (
            <li>
              <span className="admin-tag admin-tag--alert">Hidden</span>
            </li>
          )}
          {report.open_reports > 0 && <li>{plural(report.open_reports, 'open report', 'open reports')}</li>}
          {target.link && (
            <li>
              <Link to={target.link}>See the {thing.toLowerCase()}</Link>
            </li>
          )}
        </ul>
      </div>
      {decided && (
        <p className="report-card__decision">
          <span className="report-card__who">Decision</span>
          {report.decided_at && (
            <>
              {', '}
              <time dateTime={report.decided_at}>{formatFullDateTime(report.decided_at)}</time>
            </>
          )}
          : {report.decision_note}
        </p>
      )}
      {!decided && (
        <div className="report-card__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onDecide(report, 'dismiss')}
          >
            Dismiss
          </button>
          {canHide(report) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onDecide(report, 'hide')}
            >
              Hide it
            </button>
          )}
          {owner && !owner.suspended && (
            <button
              type="button"
              className="button button--danger"
              onClick={() => onDecide(report, 'suspend')}
            >
              Suspend {owner.username}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
