import { REPORT_STATUSES } from '@handmade/common';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import type { ApiError } from '../../lib/api';
import type { AdminReport } from '../../lib/types';
import { decideReport, loadAdminReports, type ReportStatus } from './adminApi';
import { selectReportList, selectReports } from './adminReportsSlice';
import { DecisionDialog } from './DecisionDialog';
import { ReportCard, reportHeadingId, type Decision } from './ReportCard';
import { ChoiceGroup } from '../../components/ChoiceGroup';

const FILTERS: Record<ReportStatus, { button: string; list: string; empty: string }> = {
  open: { button: 'Open', list: 'Open reports', empty: 'No open reports. Nothing waits for you.' },
  dismissed: { button: 'Dismissed', list: 'Dismissed reports', empty: 'No report has been dismissed.' },
  actioned: { button: 'Actioned', list: 'Actioned reports', empty: 'No report has been acted on.' },
};

const DONE: Record<Decision, string> = {
  dismiss: 'The report is dismissed.',
  hide: 'It is hidden, and the report is closed.',
  suspend: 'The account is suspended, and the report is closed.',
};

const isStatus = (value: string | null): value is ReportStatus =>
  REPORT_STATUSES.some((status) => status === value);

/**
 * The reports queue: open ones oldest first, so none waits longest; decided ones newest first. Each list is
 * read again when chosen. A decision updates its card (and every card on the same target) where it stands.
 */
export default function ReportsQueue() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('status');
  const status: ReportStatus = isStatus(chosen) ? chosen : 'open';
  const list = useAppSelector((state) => selectReportList(state, status));
  const reports = useAppSelector((state) => selectReports(state, status));
  const [deciding, setDeciding] = useState<{ report: AdminReport; decision: Decision } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    void dispatch(loadAdminReports(status));
  }, [dispatch, status]);

  async function decide(report: AdminReport, decision: Decision, note: string): Promise<ApiError | null> {
    const result = await dispatch(decideReport({ id: report.id, decision: { action: decision, note } }));
    if (decideReport.rejected.match(result))
      return result.payload ?? { status: 0, message: 'That did not work. Please try again.', errors: {} };
    setDeciding(null);
    setAnnouncement(DONE[decision]);
    // Its buttons are gone with the decision: the keyboard stays on the card, at its heading.
    requestAnimationFrame(() => document.getElementById(reportHeadingId(report))?.focus());
    return null;
  }

  const filter = FILTERS[status];
  let content;
  if (list.status === 'failed' && reports.length === 0)
    content = (
      <>
        <p className="form-error">{list.error?.message ?? 'The reports could not be loaded.'}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void dispatch(loadAdminReports(status))}
        >
          Try again
        </button>
      </>
    );
  else if (list.status !== 'succeeded' && reports.length === 0) content = <Spinner />;
  else if (reports.length === 0) content = <p className="muted admin-empty">{filter.empty}</p>;
  else
    content = (
      <ol className="report-list" aria-label={filter.list}>
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard
              report={report}
              onDecide={(chosenReport, decision) => setDeciding({ report: chosenReport, decision })}
            />
          </li>
        ))}
      </ol>
    );

  return (
    <section aria-labelledby="admin-reports">
      <title>Reports | Operator console | Handmade Market</title>
      <div className="admin-section__head">
        <h2 id="admin-reports">Reports</h2>
        <ChoiceGroup
          label="Show"
          options={REPORT_STATUSES}
          chosen={status}
          nameOf={(option) => FILTERS[option].button}
          onChoose={(option) => {
            setParams(option === 'open' ? {} : { status: option });
            setAnnouncement('');
          }}
        />
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {content}
      {list.status === 'failed' && reports.length > 0 && <p className="form-error">{list.error?.message}</p>}
      {deciding && (
        <DecisionDialog
          report={deciding.report}
          decision={deciding.decision}
          onConfirm={(note) => decide(deciding.report, deciding.decision, note)}
          onClose={() => setDeciding(null)}
        />
      )}
    </section>
  );
}
