import { registerFormSchema, SIGNUP_FIELD_KEYS, toFieldErrors } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { TextField } from '../../components/TextField';
import { errorsAfterEdit, noErrors, serverFormErrors, type FormErrors } from '../../lib/formErrors';
import { signup } from '../../app/state/sessionSlice';
import './AuthForm.css';

const SERVER_FIELDS = ['firstName', 'lastName', 'email', 'username', 'password'] as const;

const emptyForm = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
};
type RegisterFields = typeof emptyForm;

function checkForm(form: RegisterFields) {
  return registerFormSchema.safeParse({
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    username: form.username,
    password: form.password,
    confirm_password: form.confirmPassword,
  });
}

interface RegisterFormProps {
  onRegistered: () => void;
  onSignIn: () => void;
}

/** Loaded on demand: the validation schema is the heaviest code a visitor could need. */
export default function RegisterForm({ onRegistered, onSignIn }: RegisterFormProps) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<RegisterFields>(emptyForm);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [submitting, setSubmitting] = useState(false);

  const allFilled = Object.values(form).every((value) => value.trim() !== '');
  const set = (field: keyof RegisterFields) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // A red message goes as soon as its field is fixed; the confirmation follows the password too.
    const edited = field === 'password' ? ['password', 'confirmPassword'] : [field];
    if (edited.some((name) => errors.fields[name])) {
      const parsed = checkForm(next);
      const found = parsed.success ? {} : toFieldErrors(parsed.error, SIGNUP_FIELD_KEYS);
      setErrors((shown) => ({ ...shown, fields: errorsAfterEdit(shown.fields, found, edited) }));
    }
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = checkForm(form);
    if (!parsed.success) {
      setErrors({ fields: toFieldErrors(parsed.error, SIGNUP_FIELD_KEYS), general: null });
      return;
    }
    const { confirm_password: _confirm, ...body } = parsed.data;
    setSubmitting(true);
    setErrors(noErrors);
    const result = await dispatch(signup(body));
    setSubmitting(false);
    if (signup.fulfilled.match(result)) onRegistered();
    else if (result.payload) setErrors(serverFormErrors(result.payload, SERVER_FIELDS));
  }

  const fieldError = (name: string) => errors.fields[name];

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <div className="auth-form__row">
        <TextField
          id="register-first-name"
          label="First name"
          autoComplete="given-name"
          autoFocus
          value={form.firstName}
          onValueChange={set('firstName')}
          error={fieldError('firstName')}
        />
        <TextField
          id="register-last-name"
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onValueChange={set('lastName')}
          error={fieldError('lastName')}
        />
      </div>
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onValueChange={set('email')}
        error={fieldError('email')}
      />
      <TextField
        id="register-username"
        label="Username"
        autoComplete="username"
        value={form.username}
        onValueChange={set('username')}
        error={fieldError('username')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onValueChange={set('password')}
        error={fieldError('password')}
      />
      <TextField
        id="register-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={fieldError('confirmPassword')}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!allFilled || submitting}
      >
        Register
      </button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSignIn}>
          Sign in
        </button>
      </p>
    </form>
  );
}
