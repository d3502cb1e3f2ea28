import { MESSAGE_BODY_MAX, messageSchema } from '@handmade/common';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import './Messages.css';

interface ComposerProps {
  label: string;
  submitLabel?: string;
  /** Sends the text; answers the error to show, or null once it was sent. */
  onSend: (body: string) => Promise<string | null>;
  autoFocus?: boolean;
}

/** A plain-text message box: Send, or Ctrl+Enter (Cmd+Enter on a Mac), sends it. */
export function Composer({ label, submitLabel = 'Send', onSend, autoFocus }: ComposerProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    const parsed = messageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSending(true);
    const failure = await onSend(parsed.data.body);
    setSending(false);
    setError(failure);
    if (!failure) setBody('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  }

  const left = MESSAGE_BODY_MAX - body.length;
  return (
    <form className="composer" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-body`}>{label}</label>
      <textarea
        id={`${id}-body`}
        value={body}
        rows={3}
        maxLength={MESSAGE_BODY_MAX}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        autoFocus={autoFocus}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <div className="composer__foot">
        <p id={`${id}-hint`} className="composer__hint">
          Plain text. Ctrl+Enter sends. {left < 200 && <span>{`${left} characters left.`}</span>}
        </p>
        <button type="submit" className="button button--primary" disabled={sending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
