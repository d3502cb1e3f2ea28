import { emailChangeSchema, toFieldErrors } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { TextField } from '../../components/TextField';
import { noErrors, serverFormErrors, withoutFieldError, type FormErrors } from '../../lib/formErrors';
import { changeEmail } from './accountApi';

const FIELDS = ['email', 'password'] as const;
const emptyForm = { email: '', password: '' };

/** A new address, given the password; it takes effect once the link mailed to it is opened. */
export function EmailChangeForm() {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const allFilled = Object.values(form).every((value) => value !== '');

  const set = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((shown) => withoutFieldError(shown, field));
    setSent(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailChangeSchema.safeParse(form);
    if (!parsed.success) {
      setErrors({ fields: toFieldErrors(parsed.error), general: null });
      return;
    }
    setPending(true);
    setErrors(noErrors);
    setSent(null);
    const result = await dispatch(changeEmail(parsed.data));
    setPending(false);
    if (changeEmail.fulfilled.match(result)) {
      setForm(emptyForm);
      setSent(result.payload.message);
    } else setErrors(serverFormErrors(result.payload, FIELDS));
  }

  return (
    <form
      className="account-form email-change"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="email-change-heading"
    >
      <h3 id="email-change-heading">Change email</h3>
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <TextField
        id="account-new-email"
        label="New email"
        type="email"
        autoComplete="email"
        value={form.email}
        onValueChange={set('email')}
        error={errors.fields.email}
      />
      <TextField
        id="account-email-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={form.password}
        onValueChange={set('password')}
        error={errors.fields.password}
      />
      <button type="submit" className="button button--primary" disabled={!allFilled || pending}>
        {pending ? 'Sending...' : 'Change email'}
      </button>
      {/* In the page from the start, so screen readers announce what appears in it. */}
      <p role="status" className="email-status__sent">
        {sent ?? ''}
      </p>
    </form>
  );
}
