import { useState } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { formatDateTime } from '../../lib/format';
import type { Case, CaseRole } from '../../lib/types';
import { escalateCase } from './casesApi';
import { useReached } from './useReached';

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

/** The buyer's way to ask Handmade Market to decide: offered once the seller's time is up. */
function Escalate({ kase }: { kase: Case }) {
  const dispatch = useAppDispatch();
  const reached = useReached(kase.escalates_from);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = `case-${kase.id}-escalate-hint`;

  async function onEscalate() {
    setPending(true);
    setError(null);
    const result = await dispatch(escalateCase(kase.id));
    setPending(false);
    if (escalateCase.rejected.match(result))
      setError(result.payload?.message ?? 'That did not work. Please try again.');
  }

  return (
    <>
      <p id={hintId}>
        {reached ? (
          <>
            If you and {kase.seller.username} cannot settle it, Handmade Market reads the case and decides,
            with a refund or none.
          </>
        ) : (
          <>
            {kase.seller.username} has until <When at={kase.escalates_from} /> to settle this with you; after
            that you can ask Handmade Market to decide.
          </>
        )}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={!reached || pending}
        aria-describedby={hintId}
        onClick={() => void onEscalate()}
      >
        {pending ? 'Asking…' : 'Ask Handmade Market to decide'}
      </button>
      {error && (
        <p className="form-error case-panel__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** While the case is open, what the seller and an admin are told of the buyer's next step. */
function OpenFor({ kase, viewer }: { kase: Case; viewer: CaseRole }) {
  const reached = useReached(kase.escalates_from);
  const buyer = kase.buyer.username;
  if (reached)
    return (
      <p>
        {buyer} can now ask Handmade Market to decide
        {viewer === 'seller' ? '; answer here to settle it with them first.' : '.'}
      </p>
    );
  return (
    <p>
      {buyer} can ask Handmade Market to decide from <When at={kase.escalates_from} />
      {viewer === 'seller' ? ', if you have not settled it together by then.' : '.'}
    </p>
  );
}

/** Where an unresolved case stands, and what the reader can do about it. */
export function CaseStatusPanel({ kase, viewer }: { kase: Case; viewer: CaseRole }) {
  if (kase.status === 'resolved') return null;
  return (
    <section className="case-panel" aria-labelledby="case-status-title">
      <h2 id="case-status-title" className="case-section__title">
        {kase.status === 'open' ? 'Talk it through' : 'Waiting for our decision'}
      </h2>
      {kase.status === 'escalated' ? (
        <p>
          {viewer === 'buyer' ? 'You' : kase.buyer.username} asked Handmade Market to decide
          {kase.escalated_at && (
            <>
              {' on '}
              <When at={kase.escalated_at} />
            </>
          )}
          . We read the whole case and tell you both what we decided; you can still write here meanwhile.
        </p>
      ) : viewer === 'buyer' ? (
        <Escalate kase={kase} />
      ) : (
        <OpenFor kase={kase} viewer={viewer} />
      )}
    </section>
  );
}
