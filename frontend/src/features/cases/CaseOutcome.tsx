import type { Ref } from 'react';
import { formatDateTime, formatMoney } from '../../lib/format';
import type { Case } from '../../lib/types';

/** How a resolved case ended: the practice refund or none, and why, in the admin's words. */
export function CaseOutcome({ kase, headingRef }: { kase: Case; headingRef?: Ref<HTMLHeadingElement> }) {
  if (kase.status !== 'resolved') return null;
  const refunded = kase.refund !== null && kase.refund > 0;
  return (
    <section
      className={refunded ? 'case-outcome case-outcome--refund' : 'case-outcome'}
      aria-labelledby="case-outcome-title"
    >
      <h2 id="case-outcome-title" ref={headingRef} tabIndex={-1} className="case-section__title">
        Resolved
        {kase.resolved_at && (
          <>
            {' '}
            <time className="case-outcome__when" dateTime={kase.resolved_at}>
              {formatDateTime(kase.resolved_at)}
            </time>
          </>
        )}
      </h2>
      <p className="case-outcome__refund">
        {refunded ? (
          <>
            <strong>{formatMoney(kase.refund ?? 0)} refunded</strong> of {formatMoney(kase.total)}
          </>
        ) : (
          <strong>No refund</strong>
        )}
      </p>
      {refunded && <p className="muted case-outcome__practice">A practice refund: no money was taken.</p>}
      {kase.resolution_note && (
        <blockquote className="case-outcome__note">
          <p>{kase.resolution_note}</p>
          <footer className="muted">Handmade Market</footer>
        </blockquote>
      )}
    </section>
  );
}
