import { profileSchema, SIGNUP_FIELD_KEYS, toFieldErrors } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { bannerShown } from '../../app/state/uiSlice';
import { TextField } from '../../components/TextField';
import type { User } from '../../lib/types';
import { saveProfile } from './accountApi';
import { noErrors, serverFormErrors, withoutFieldError, type FormErrors } from '../../lib/formErrors';

const FIELDS = ['firstName', 'lastName', 'username'] as const;

/** Name and username, checked with the sign-up's rules before they are sent. */
export function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState({
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
  });
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pending, setPending] = useState(false);
  const unchanged =
    form.firstName === user.first_name && form.lastName === user.last_name && form.username === user.username;

  const set = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((shown) => withoutFieldError(shown, field));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = profileSchema.safeParse({
      first_name: form.firstName,
      last_name: form.lastName,
      username: form.username,
    });
    if (!parsed.success) {
      setErrors({ fields: toFieldErrors(parsed.error, SIGNUP_FIELD_KEYS), general: null });
      return;
    }
    setPending(true);
    setErrors(noErrors);
    const result = await dispatch(saveProfile(parsed.data));
    setPending(false);
    if (saveProfile.fulfilled.match(result)) {
      const saved = result.payload;
      setForm({ firstName: saved.first_name, lastName: saved.last_name, username: saved.username });
      dispatch(bannerShown('Your profile was saved.'));
    } else setErrors(serverFormErrors(result.payload, FIELDS));
  }

  return (
    <form
      className="account-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="profile-heading"
    >
      <h2 id="profile-heading">Profile</h2>
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <div className="account-form__row">
        <TextField
          id="account-first-name"
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onValueChange={set('firstName')}
          error={errors.fields.firstName}
        />
        <TextField
          id="account-last-name"
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onValueChange={set('lastName')}
          error={errors.fields.lastName}
        />
      </div>
      <TextField
        id="account-username"
        label="Username"
        autoComplete="username"
        value={form.username}
        onValueChange={set('username')}
        error={errors.fields.username}
      />
      <button type="submit" className="button button--primary" disabled={pending || unchanged}>
        {pending ? 'Saving...' : 'Save profile'}
      </button>
    </form>
  );
}
