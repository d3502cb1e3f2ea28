import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { bannerShown } from '../../app/state/uiSlice';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import { closeAccount } from './accountApi';
import { serverFormErrors } from '../../lib/formErrors';

/** Asks for the password once more before closing the account for good. */
export function CloseAccountModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Password is required.');
    setPending(true);
    setError(null);
    setGeneral(null);
    const result = await dispatch(closeAccount(password));
    if (closeAccount.fulfilled.match(result)) {
      navigate(paths.home.href());
      dispatch(bannerShown(result.payload.message));
      return;
    }
    setPending(false);
    const errors = serverFormErrors(result.payload, ['password']);
    setError(errors.fields.password ?? null);
    setGeneral(errors.general);
  }

  return (
    <Modal title="Close your account?" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {general && (
          <p className="form-error" role="alert">
            {general}
          </p>
        )}
        <p>
          Your listings, cart and favorites will be deleted and you will be signed out everywhere. Your
          reviews and past orders stay, shown as a former member. This cannot be undone.
        </p>
        <TextField
          id="close-account-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          error={error ?? undefined}
          autoFocusInModal
        />
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={pending || !password}>
            {pending ? 'Closing...' : 'Close account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
