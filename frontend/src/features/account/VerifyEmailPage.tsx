import { EMAIL_MESSAGES } from '@handmade/common';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser, selectSessionChecked } from '../../app/state/sessionSlice';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { serverFormErrors } from '../../lib/formErrors';
import type { User } from '../../lib/types';
import { confirmEmail } from './accountApi';
import '../../components/MessageCard.css';

type Outcome = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** "Your email is now …" when the link was for a new address of the signed-in user, else "verified". */
function doneMessage(verified: User, before: User | null): string {
  return before?.id === verified.id && before.email !== verified.email
    ? `Your email is now ${verified.email}.`
    : 'Your email is verified.';
}

/** A refused token says so under its own key; anything else is the server's message. */
function failureMessage(error: ApiError | undefined): string {
  return error?.errors.token ?? serverFormErrors(error, []).general ?? EMAIL_MESSAGES.tokenInvalid;
}

/** Where a mailed email confirmation link leads (`/verify-email?token=…`); signed in or out alike. */
export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <div className="page verify-email">
      <title>Verify your email | Handmade Market</title>
      <div className="message-card">
        <h1>Verify your email</h1>
        {/* Another mailed link opened in this tab starts afresh. */}
        <EmailConfirmation key={token} token={token} />
      </div>
    </div>
  );
}

function EmailConfirmation({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const sessionChecked = useAppSelector(selectSessionChecked);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'pending' } : { kind: 'failed', message: EMAIL_MESSAGES.tokenInvalid },
  );
  const sent = useRef(false);

  // Once, after the session check, so the address it had is known; a token works only once.
  useEffect(() => {
    if (!token || !sessionChecked || sent.current) return;
    sent.current = true;
    void dispatch(confirmEmail({ token })).then((result) => {
      if (confirmEmail.fulfilled.match(result))
        setOutcome({ kind: 'done', message: doneMessage(result.payload, user) });
      else setOutcome({ kind: 'failed', message: failureMessage(result.payload) });
    });
  }, [dispatch, token, sessionChecked, user]);

  if (outcome.kind === 'pending')
    return (
      <p className="muted" role="status">
        Verifying your email...
      </p>
    );

  if (outcome.kind === 'failed')
    return (
      <>
        <p className="message-card__alert" role="alert">
          {outcome.message}
        </p>
        <p className="muted">Your account page mails a new link.</p>
        <Link className="button button--secondary button--block" to={paths.account.href()}>
          Go to your account
        </Link>
      </>
    );

  return (
    <>
      <p className="message-card__done" role="status">
        {outcome.message}
      </p>
      {user ? (
        <Link className="button button--primary button--block" to={paths.account.href()}>
          Go to your account
        </Link>
      ) : (
        <Link className="button button--primary button--block" to={paths.home.href()}>
          Return to Homepage
        </Link>
      )}
    </>
  );
}
