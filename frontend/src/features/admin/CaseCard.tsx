import { CASE_REASON_LABELS } from '@handmade/common';
import { Link } from 'react-router-dom';
import { CaseStatusBadge } from '../../components/CaseLink';
import { paths } from '../../config/paths';
import { CASE_ROLE_WORDS } from '../../lib/cases';
import { formatFullDateTime } from '../../lib/format';
import type { Case } from '../../lib/types';

const EXCERPT = 160;

/** The start of a message, cut at a word near the limit. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT) return flat;
  const cut = flat.slice(0, EXCERPT);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** When the case reached the list it is on: resolved, escalated, or opened. */
function milestone(kase: Case): { words: string; at: string } {
  if (kase.resolved_at) return { words: 'Resolved', at: kase.resolved_at };
  if (kase.escalated_at) return { words: 'Escalated', at: kase.escalated_at };
  return { words: 'Opened', at: kase.opened_at };
}

/**
 * One case in the console's list: the order and what went wrong, both people (each to their page in the
 * console), when it got here, the last thing said in it, and once resolved, why.
 */
export function CaseCard({ kase }: { kase: Case }) {
  const latest = kase.messages[kase.messages.length - 1];
  const step = milestone(kase);
  const headingId = `case-${kase.id}-title`;
  return (
    <article className="case-card" aria-labelledby={headingId}>
      <header className="report-card__head">
        <h3 id={headingId} className="report-card__title">
          <Link to={paths.case.href(kase.id)}>{CASE_REASON_LABELS[kase.reason]}</Link>
        </h3>
        <CaseStatusBadge shipmentCase={kase} />
      </header>
      <p className="report-card__by">
        Order <Link to={paths.adminOrder.href(kase.order_id)}>{kase.order_number}</Link> · {step.words}{' '}
        <time dateTime={step.at}>{formatFullDateTime(step.at)}</time>
      </p>
      <ul className="report-card__facts case-card__people">
        <li>
          Buyer <Link to={paths.adminUser.href(kase.buyer.id)}>{kase.buyer.username}</Link>
        </li>
        <li>
          Shop <Link to={paths.adminUser.href(kase.seller.id)}>{kase.seller.username}</Link>
        </li>
      </ul>
      {latest && (
        <blockquote className="report-card__note case-card__latest">
          <span className="case-card__latest-who">
            {latest.author.username} ({CASE_ROLE_WORDS[latest.role].toLowerCase()}):
          </span>{' '}
          {latest.body ? excerpt(latest.body) : <span className="muted">a photo</span>}
        </blockquote>
      )}
      {kase.resolution_note && (
        <p className="report-card__decision">
          <span className="report-card__who">Decision</span>: {excerpt(kase.resolution_note)}
        </p>
      )}
    </article>
  );
}
