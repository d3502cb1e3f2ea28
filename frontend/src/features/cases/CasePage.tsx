import { CASE_MESSAGES } from '@handmade/common';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { CaseOutcome } from './CaseOutcome';
import { CaseReplyForm } from './CaseReplyForm';
import { loadCase } from './casesApi';
import { selectCase, selectCaseChanges, selectCaseLoad } from './casesSlice';
import { CaseStatusPanel } from './CaseStatusPanel';
import { CaseSummary } from './CaseSummary';
import { CaseTimeline } from './CaseTimeline';
import { viewerRole } from './caseText';
import { ResolveCaseForm } from './ResolveCaseForm';
import './CasePage.css';

const ID_PATTERN = /^[1-9]\d*$/;

function NotFound({ message }: { message: string }) {
  return (
    <div className="page case-page">
      <title>Case not found | Handmade Market</title>
      <h1>{message}</h1>
      <Link to={paths.orders.href()} className="button button--secondary">
        Your orders
      </Link>
    </div>
  );
}

/**
 * One case, for its buyer, its seller and admins: what it is about, where it stands, everything said and done
 * in it, and what the reader may do next (write, ask us to decide, resolve). It is read again whenever the
 * live events say it changed, and a new message from someone else is announced to screen readers.
 */
export default function CasePage() {
  const dispatch = useAppDispatch();
  const { caseId = '' } = useParams();
  const valid = ID_PATTERN.test(caseId);
  const id = Number(caseId);
  const user = useAppSelector(selectCurrentUser);
  const kase = useAppSelector((state) => selectCase(state, id));
  const load = useAppSelector((state) => selectCaseLoad(state, id));
  const changes = useAppSelector((state) => selectCaseChanges(state, id));
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const newestSeen = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newest = kase?.messages[kase.messages.length - 1];

  useEffect(() => {
    if (valid) void dispatch(loadCase(id));
  }, [dispatch, id, valid, changes]);

  // Another case's messages are no news about this one.
  useEffect(() => {
    newestSeen.current = null;
    setAnnouncement('');
  }, [id]);

  useEffect(() => {
    if (!newest) return;
    const previous = newestSeen.current;
    newestSeen.current = newest.id;
    if (previous !== null && newest.id > previous && newest.author.id !== user?.id)
      setAnnouncement(`New message from ${newest.author.username}: ${newest.body || 'a photo'}`);
  }, [newest, user?.id]);

  if (!valid) return <NotFound message={CASE_MESSAGES.notFound} />;
  if (!kase && load.status === 'failed')
    return <NotFound message={load.error?.message ?? CASE_MESSAGES.notFound} />;
  if (!kase || !user) return <Spinner />;

  const viewer = viewerRole(kase, user);
  const open = kase.status !== 'resolved';
  return (
    <div className="page case-page">
      <title>{`Case on order ${kase.order_number} | Handmade Market`}</title>
      <CaseSummary kase={kase} viewer={viewer} />
      {load.status === 'failed' && <p className="form-error">{load.error?.message}</p>}
      <CaseOutcome kase={kase} headingRef={outcomeRef} />
      <CaseStatusPanel kase={kase} viewer={viewer} />
      <section className="case-page__story" aria-labelledby="case-story-title">
        <h2 id="case-story-title" className="case-section__title">
          What happened
        </h2>
        <CaseTimeline kase={kase} viewer={viewer} viewerId={user.id} />
      </section>
      {open && <CaseReplyForm caseId={kase.id} />}
      {/* An admin who is the buyer or the seller takes part in the case, and does not judge it. */}
      {open && user.role === 'admin' && viewer === 'admin' && (
        <ResolveCaseForm
          kase={kase}
          onResolved={() => requestAnimationFrame(() => outcomeRef.current?.focus())}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
