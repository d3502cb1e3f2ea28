import {
  MESSAGES,
  PASSWORD_RESET_MESSAGES,
  passwordResetConfirmSchema,
  SIGNUP_FIELD_KEYS,
  toFieldErrors,
} from '@handmade/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { passwordResetRequired, signInRequired } from '../../app/state/uiSlice';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { noErrors, serverFormErrors, withoutFieldError, type FormErrors } from '../../lib/formErrors';
import { confirmPasswordReset } from './passwordResetApi';
import './AuthForm.css';

// The server keys the new password's error as the form names it (`newPassword`), like the account page.
const SERVER_FIELDS = ['token', 'newPassword'] as const;
const emptyForm = { newPassword: '', confirmPassword: '' };

type Outcome = { kind: 'form' } | { kind: 'done'; message: string } | { kind: 'tokenInvalid' };

/** The server's refusal: a bad token ends the form, a bad password shows under its field. */
function refusal(error: ApiError | undefined): Outcome | FormErrors {
  const shown = serverFormErrors(error, SERVER_FIELDS);
  return shown.fields.token ? { kind: 'tokenInvalid' } : shown;
}

/** The new password, twice, for the mailed `token`; a missing token is refused at once. */
export function ResetPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'form' } : { kind: 'tokenInvalid' });
  const resultRef = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);

  // The form goes once answered: focus moves to what replaced it (not on arrival with a link without a token).
  useEffect(() => {
    if (answered.current) resultRef.current?.focus();
  }, [outcome]);

  const set = (field: keyof typeof emptyForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((shown) => {
      const less = withoutFieldError(shown, field);
      return field === 'newPassword' ? withoutFieldError(less, 'confirmPassword') : less;
    });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetConfirmSchema.safeParse({ token, new_password: form.newPassword });
    const fields = parsed.success ? {} : toFieldErrors(parsed.error, SIGNUP_FIELD_KEYS);
    answered.current = true;
    if (fields.token) return setOutcome({ kind: 'tokenInvalid' });
    if (form.confirmPassword !== form.newPassword) fields.confirmPassword = MESSAGES.confirmMismatch;
    if (!parsed.success || fields.confirmPassword) return setErrors({ fields, general: null });

    setPending(true);
    setErrors(noErrors);
    const result = await dispatch(confirmPasswordReset(parsed.data));
    setPending(false);
    if (confirmPasswordReset.fulfilled.match(result)) {
      setOutcome({ kind: 'done', message: result.payload.message || PASSWORD_RESET_MESSAGES.done });
      return;
    }
    const next = refusal(result.payload);
    if ('kind' in next) setOutcome(next);
    else setErrors(next);
  }

  if (outcome.kind === 'tokenInvalid')
    return (
      <>
        <p ref={resultRef} className="message-card__alert" role="alert" tabIndex={-1}>
          {PASSWORD_RESET_MESSAGES.tokenInvalid}
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => dispatch(passwordResetRequired())}
        >
          Ask for a new link
        </button>
      </>
    );

  if (outcome.kind === 'done')
    return (
      <>
        <p ref={resultRef} className="message-card__done" role="status" tabIndex={-1}>
          {outcome.message}
        </p>
        {/* Still signed in: the sessions ended were another account's. */}
        {signedIn ? (
          <Link className="button button--primary button--block" to={paths.home.href()}>
            Return to Homepage
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => dispatch(signInRequired(''))}
          >
            Sign in
          </button>
        )}
      </>
    );

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <TextField
        id="reset-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={form.newPassword}
        onValueChange={set('newPassword')}
        error={errors.fields.newPassword}
      />
      <TextField
        id="reset-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={errors.fields.confirmPassword}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={pending || !form.newPassword || !form.confirmPassword}
      >
        {pending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
