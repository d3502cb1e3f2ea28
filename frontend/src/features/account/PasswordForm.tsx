import { MESSAGES, passwordChangeSchema, SIGNUP_FIELD_KEYS, toFieldErrors } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { bannerShown } from '../../app/state/uiSlice';
import { TextField } from '../../components/TextField';
import { changePassword } from './accountApi';
import { noErrors, serverFormErrors, withoutFieldError, type FormErrors } from '../../lib/formErrors';

const FIELDS = ['currentPassword', 'newPassword'] as const;
const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password, given the current one; every other signed-in browser is signed out by it. */
export function PasswordForm() {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pending, setPending] = useState(false);
  const allFilled = Object.values(form).every((value) => value !== '');

  const set = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((shown) => withoutFieldError(shown, field));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse({
      current_password: form.currentPassword,
      new_password: form.newPassword,
    });
    const fields = parsed.success ? {} : toFieldErrors(parsed.error, SIGNUP_FIELD_KEYS);
    if (form.confirmPassword !== form.newPassword) fields.confirmPassword = MESSAGES.confirmMismatch;
    if (!parsed.success || fields.confirmPassword) {
      setErrors({ fields, general: null });
      return;
    }
    setPending(true);
    setErrors(noErrors);
    const result = await dispatch(changePassword(parsed.data));
    setPending(false);
    if (changePassword.fulfilled.match(result)) {
      setForm(emptyForm);
      dispatch(bannerShown('Your password was changed. Other devices have been signed out.'));
    } else setErrors(serverFormErrors(result.payload, FIELDS));
  }

  return (
    <form
      className="account-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="password-heading"
    >
      <h2 id="password-heading">Password</h2>
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <TextField
        id="account-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={form.currentPassword}
        onValueChange={set('currentPassword')}
        error={errors.fields.currentPassword}
      />
      <TextField
        id="account-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={form.newPassword}
        onValueChange={set('newPassword')}
        error={errors.fields.newPassword}
      />
      <TextField
        id="account-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={errors.fields.confirmPassword}
      />
      <button type="submit" className="button button--primary" disabled={!allFilled || pending}>
        {pending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
