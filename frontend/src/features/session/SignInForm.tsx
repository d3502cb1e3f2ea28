import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { TextField } from '../../components/TextField';
import { errorsAfterEdit, noErrors, serverFormErrors, type FormErrors } from '../../lib/formErrors';
import { login, type Credentials } from '../../app/state/sessionSlice';
import './AuthForm.css';

export const DEMO_CREDENTIALS: Credentials = { email: 'demo@handmade.market', password: 'handmade-demo' };

const FIELDS = ['email', 'password'] as const;

interface SignInFormProps {
  lead?: string;
  /** The email typed in the password reset view, when coming back from it. */
  initialEmail?: string;
  onSignedIn: () => void;
  onRegister: () => void;
  /** Opens the password reset view with what is typed in the email field. */
  onForgotPassword: (email: string) => void;
}

export function SignInForm({
  lead,
  initialEmail = '',
  onSignedIn,
  onRegister,
  onForgotPassword,
}: SignInFormProps) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [submitting, setSubmitting] = useState(false);

  // Only the server can judge these fields: its message under one goes once that field is changed.
  const edit = (field: (typeof FIELDS)[number], setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    if (errors.fields[field])
      setErrors((shown) => ({ ...shown, fields: errorsAfterEdit(shown.fields, {}, [field]) }));
  };

  async function signIn(credentials: Credentials) {
    setSubmitting(true);
    setErrors(noErrors);
    const result = await dispatch(login(credentials));
    setSubmitting(false);
    if (login.fulfilled.match(result)) onSignedIn();
    else if (result.payload) setErrors(serverFormErrors(result.payload, FIELDS));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void signIn({ email: email.trim(), password });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {lead && <p className="auth-form__lead">{lead}</p>}
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <TextField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        autoFocusInModal
        value={email}
        onValueChange={edit('email', setEmail)}
        error={errors.fields.email}
      />
      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={edit('password', setPassword)}
        error={errors.fields.password}
      />
      <p className="auth-form__forgot">
        <button type="button" className="link-button" onClick={() => onForgotPassword(email.trim())}>
          Forgot password?
        </button>
      </p>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={submitting || !email.trim() || !password}
      >
        Sign In
      </button>
      <button
        type="button"
        className="button button--secondary button--block auth-form__demo"
        disabled={submitting}
        onClick={() => void signIn(DEMO_CREDENTIALS)}
      >
        Demo User Login
      </button>
      <p className="auth-form__switch">
        New to Handmade Market?{' '}
        <button type="button" className="link-button" onClick={onRegister}>
          Register
        </button>
      </p>
    </form>
  );
}
