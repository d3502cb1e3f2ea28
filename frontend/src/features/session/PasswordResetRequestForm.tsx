import { PASSWORD_RESET_MESSAGES } from '@handmade/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { TextField } from '../../components/TextField';
import { noErrors, serverFormErrors, withoutFieldError, type FormErrors } from '../../lib/formErrors';
import { requestPasswordReset } from './passwordResetApi';
import './AuthForm.css';

const FIELDS = ['email'] as const;

interface PasswordResetRequestFormProps {
  /** What was typed in Sign In's email field, if anything. */
  initialEmail: string;
  onSignIn: (email: string) => void;
}

/** "Reset your password": one email field; the server judges it, so no schema is loaded for it. */
export function PasswordResetRequestForm({ initialEmail, onSignIn }: PasswordResetRequestFormProps) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  // The form is gone once the link is sent: focus goes to the message that replaced it.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors(noErrors);
    const result = await dispatch(requestPasswordReset({ email: email.trim() }));
    setPending(false);
    if (requestPasswordReset.fulfilled.match(result))
      setSent(result.payload.message || PASSWORD_RESET_MESSAGES.sent);
    else setErrors(serverFormErrors(result.payload, FIELDS));
  }

  if (sent)
    return (
      <div className="auth-form">
        <p ref={sentRef} className="auth-form__sent" role="status" tabIndex={-1}>
          {sent}
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => onSignIn(email.trim())}
        >
          Back to sign in
        </button>
      </div>
    );

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="auth-form__lead">
        Enter the email you signed up with, and we will send you a link to choose a new password.
      </p>
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <TextField
        id="password-reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        autoFocusInModal
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setErrors((shown) => withoutFieldError(shown, 'email'));
        }}
        error={errors.fields.email}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={pending || !email.trim()}
      >
        {pending ? 'Sending...' : 'Send reset link'}
      </button>
      <p className="auth-form__switch">
        Remembered it?{' '}
        <button type="button" className="link-button" onClick={() => onSignIn(email.trim())}>
          Sign in
        </button>
      </p>
    </form>
  );
}
