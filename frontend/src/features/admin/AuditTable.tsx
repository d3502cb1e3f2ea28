import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { formatFullDateTime } from '../../lib/format';
import type { AuditEntry } from '../../lib/types';
import { AUDIT_ACTION_WORDS, AUDIT_TARGET_WORDS, auditTargetLink } from './moderationText';

function TargetCell({ entry }: { entry: AuditEntry }) {
  const text = `${AUDIT_TARGET_WORDS[entry.target_type]} #${entry.target_id}`;
  const link = auditTargetLink(entry);
  return link ? <Link to={link}>{text}</Link> : <>{text}</>;
}

interface AuditTableProps {
  entries: AuditEntry[];
  caption: string;
  /** Left out where every entry is about the same thing: an account's own page. */
  showTarget?: boolean;
  bodyRef?: Ref<HTMLTableSectionElement>;
}

/** Admin actions as the audit log shows them: when, who, what, to what, and why. */
export function AuditTable({ entries, caption, showTarget = true, bodyRef }: AuditTableProps) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Admin</th>
          <th scope="col">Action</th>
          {showTarget && <th scope="col">Target</th>}
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {entries.map((entry) => (
          <tr key={entry.id} tabIndex={-1}>
            <td data-label="When">
              <time dateTime={entry.created_at}>{formatFullDateTime(entry.created_at)}</time>
            </td>
            <td data-label="Admin">{entry.admin.username}</td>
            <td data-label="Action">{AUDIT_ACTION_WORDS[entry.action]}</td>
            {showTarget && (
              <td data-label="Target">
                <TargetCell entry={entry} />
              </td>
            )}
            <td data-label="Reason" className="admin-table__wide">
              {entry.reason}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
