import { NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationKind } from '@handmade/common';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { serverFormErrors } from '../../lib/formErrors';
import type { NotificationPreferences, Status } from '../../lib/types';
import { loadNotificationSettings, saveNotificationSettings } from './notificationsApi';

const HEADING_ID = 'notifications-heading';
const NOTE_ID = 'notifications-note';

/** "Email notifications": a checkbox per kind of mail, read when the page opens and saved as a whole. */
export function NotificationSettings() {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<NotificationPreferences | null>(null);
  const [status, setStatus] = useState<Status>('pending');
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void dispatch(loadNotificationSettings()).then((result) => {
      if (!live) return;
      if (loadNotificationSettings.fulfilled.match(result)) {
        setValues(result.payload);
        setStatus('succeeded');
      } else setStatus('failed');
    });
    return () => {
      live = false;
    };
  }, [dispatch, attempt]);

  function toggle(kind: NotificationKind, on: boolean) {
    setValues((shown) => shown && { ...shown, [kind]: on });
    setSaved(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!values || pending) return;
    setPending(true);
    setSaved(false);
    setError(null);
    const result = await dispatch(saveNotificationSettings(values));
    setPending(false);
    if (saveNotificationSettings.fulfilled.match(result)) {
      setValues(result.payload);
      setSaved(true);
    } else setError(serverFormErrors(result.payload, []).general);
  }

  return (
    <form
      className="account-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={HEADING_ID}
    >
      <h2 id={HEADING_ID}>Email notifications</h2>
      {status === 'pending' && (
        <p className="muted" role="status">
          Loading your notification settings...
        </p>
      )}
      {status === 'failed' && (
        <p className="form-error">
          Your notification settings could not be loaded.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setStatus('pending');
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </button>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {values && (
        <>
          <fieldset className="notification-settings" aria-describedby={NOTE_ID}>
            <legend>Email me about</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <label key={kind} className="checkbox notification-settings__option">
                <input
                  type="checkbox"
                  name={kind}
                  checked={values[kind]}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
                {NOTIFICATION_LABELS[kind]}
              </label>
            ))}
          </fieldset>
          <p id={NOTE_ID} className="muted notification-settings__note">
            Password and security mails are always sent.
          </p>
          {/* Never disabled, so the keyboard stays on it while saving; a second press waits for the first. */}
          <button type="submit" className="button button--primary">
            {pending ? 'Saving...' : 'Save notification settings'}
          </button>
        </>
      )}
      {/* In the page from the start, so screen readers announce what appears in it. */}
      <p role="status" className="notification-settings__status">
        {saved ? 'Notification settings saved.' : ''}
      </p>
    </form>
  );
}
