import { NOTIFICATION_MESSAGES } from '@handmade/common';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { paths } from '../../config/paths';
import { serverFormErrors } from '../../lib/formErrors';
import { unsubscribe } from './notificationsApi';
import './UnsubscribePage.css';

type Outcome = { kind: 'ask' } | { kind: 'done'; message: string } | { kind: 'invalid' };

/**
 * Where a mail's unsubscribe link leads (`/unsubscribe?token=…`), signed in or out. Nothing changes on
 * arrival, since mail scanners open links too: the person presses Unsubscribe.
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <div className="page unsubscribe">
      <title>Unsubscribe | Handmade Market</title>
      <div className="unsubscribe__card">
        <h1>Unsubscribe</h1>
        {/* Another mailed link opened in this tab starts afresh. */}
        <UnsubscribeConfirm key={token} token={token} />
      </div>
    </div>
  );
}

function UnsubscribeConfirm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'ask' } : { kind: 'invalid' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);

  // The button goes once answered: focus moves to what replaced it (not on arrival without a token).
  useEffect(() => {
    if (answered.current) resultRef.current?.focus();
  }, [outcome]);

  async function onUnsubscribe() {
    if (pending) return;
    setPending(true);
    setError(null);
    const result = await dispatch(unsubscribe(token));
    setPending(false);
    answered.current = true;
    if (unsubscribe.fulfilled.match(result)) setOutcome({ kind: 'done', message: result.payload.message });
    else if (result.payload?.status === 400) setOutcome({ kind: 'invalid' });
    else setError(serverFormErrors(result.payload, []).general);
  }

  const accountLink = (
    <Link className="button button--secondary button--block" to={paths.account.href()}>
      Account settings
    </Link>
  );

  if (outcome.kind === 'invalid')
    return (
      <>
        <p ref={resultRef} className="unsubscribe__alert" role="alert" tabIndex={-1}>
          {NOTIFICATION_MESSAGES.unsubscribeInvalid}
        </p>
        {accountLink}
      </>
    );

  if (outcome.kind === 'done')
    return (
      <>
        <p ref={resultRef} className="unsubscribe__done" role="status" tabIndex={-1}>
          {outcome.message}
        </p>
        {accountLink}
      </>
    );

  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="unsubscribe__question">Stop these mails?</p>
      {/* Never disabled, so the keyboard stays on it while the answer comes. */}
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void onUnsubscribe()}
      >
        {pending ? 'Unsubscribing...' : 'Unsubscribe'}
      </button>
    </>
  );
}
