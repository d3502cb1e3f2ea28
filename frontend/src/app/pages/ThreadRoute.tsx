import ThreadPage from '../../features/messages/ThreadPage';
import { ReportButton } from '../../features/reports/ReportButton';
import { formatDateTime } from '../../lib/format';

/** A conversation, where each message from the other person can be reported. */
export default function ThreadRoute() {
  return (
    <ThreadPage
      report={(message, senderName) => (
        <ReportButton target="message" targetId={message.id} ownerId={message.sender_id}>
          Report
          <span className="visually-hidden">
            {` the message from ${senderName}, ${formatDateTime(message.created_at)}`}
          </span>
        </ReportButton>
      )}
    />
  );
}
