import type { ApiError } from '../../lib/api';
import type { AdminReport } from '../../lib/types';
import { plural, REPORTED_THING } from './moderationText';
import ReasonDialog from './ReasonDialog';
import type { Decision } from './ReportCard';

interface DecisionDialogProps {
  report: AdminReport;
  decision: Decision;
  onConfirm: (note: string) => Promise<ApiError | null>;
  onClose: () => void;
}

/** What each decision does, asked before it is done, with the note the reporter and the log will get. */
export function DecisionDialog({ report, decision, onConfirm, onClose }: DecisionDialogProps) {
  const thing = REPORTED_THING[report.target_type].toLowerCase();
  const owner = report.target.owner?.username ?? 'its owner';
  const others = report.open_reports - 1;
  const closesToo =
    others > 0
      ? ` ${plural(others, 'other open report', 'other open reports')} on it ${others === 1 ? 'closes' : 'close'} with it.`
      : '';
  const texts: Record<Decision, { title: string; confirm: string; lead: string }> = {
    dismiss: {
      title: 'Dismiss this report?',
      confirm: 'Dismiss',
      lead: `Nothing happens to the ${thing}; the reporter hears that you looked at it.`,
    },
    hide: {
      title: `Hide this ${thing}?`,
      confirm: 'Hide it',
      lead: `The ${thing} is hidden from everyone but ${owner} and admins, and ${owner} sees your note.`,
    },
    suspend: {
      title: `Suspend ${owner}?`,
      confirm: `Suspend ${owner}`,
      lead: `${owner} is signed out everywhere and cannot sign in; their listings are hidden and their inbox closes.`,
    },
  };
  const text = texts[decision];
  return (
    <ReasonDialog title={text.title} confirm={text.confirm} onConfirm={onConfirm} onClose={onClose}>
      <p>
        {text.lead}
        {closesToo}
      </p>
    </ReasonDialog>
  );
}
