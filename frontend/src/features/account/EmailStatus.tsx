import { useState } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { VerifiedMark } from '../../components/VerifiedMark';
import { serverFormErrors } from '../../lib/formErrors';
import type { User } from '../../lib/types';
import { sendVerificationLink } from './accountApi';

/** The account's address and whether it is verified; until it is, a button mails the link again. */
export function EmailStatus({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSend() {
    if (pending) return;
    setPending(true);
    setSent(null);
    setError(null);
    const result = await dispatch(sendVerificationLink());
    setPending(false);
    if (sendVerificationLink.fulfilled.match(result)) setSent(result.payload.message);
    else setError(serverFormErrors(result.payload, []).general);
  }

  return (
    <div className="email-status">
      <p className="email-status__address">
        <span className="email-status__email">{user.email}</span>
        {user.email_verified ? (
          <VerifiedMark />
        ) : (
          <span className="email-status__unverified">Not verified</span>
        )}
      </p>
      {!user.email_verified && (
        <>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {/* Never disabled, so the keyboard stays on it while sending; a second press waits for the first. */}
          <button type="button" className="button button--secondary" onClick={() => void onSend()}>
            {pending ? 'Sending...' : 'Send verification link'}
          </button>
        </>
      )}
      {/* In the page from the start, so screen readers announce what appears in it. */}
      <p role="status" className="email-status__sent">
        {sent ?? ''}
      </p>
    </div>
  );
}
