import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { bannerShown } from '../../app/state/uiSlice';
import type { User } from '../../lib/types';
import { Avatar } from '../../components/Avatar';
import { uploadAvatar } from './accountApi';
import { serverFormErrors } from '../../lib/formErrors';
import { ACCEPTED_IMAGE_TYPES, imageFileError } from '../../lib/imageFiles';

/** Picks a photo, shows it in place of the current avatar, and uploads it on Save. */
export function AvatarForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onPick(picked: File | undefined) {
    setError(null);
    if (!picked) return setFile(null);
    // The same limits as product photos: the server checks them again.
    const refused = imageFileError(picked);
    if (refused) {
      setFile(null);
      return setError(refused);
    }
    setFile(picked);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const form = event.currentTarget;
    setPending(true);
    setError(null);
    const result = await dispatch(uploadAvatar(file));
    setPending(false);
    if (uploadAvatar.fulfilled.match(result)) {
      setFile(null);
      form.reset();
      dispatch(bannerShown('Your photo was updated.'));
    } else {
      const errors = serverFormErrors(result.payload, ['image']);
      setError(errors.fields.image ?? errors.general);
    }
  }

  return (
    <form
      className="account-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="avatar-heading"
    >
      <h2 id="avatar-heading">Photo</h2>
      <div className="avatar-picker">
        <Avatar user={user} src={preview} size="large" />
        <div className="field avatar-picker__field">
          {/* The input stays in the tab order, hidden; its label is the button the eye sees. */}
          <input
            id="account-avatar"
            className="avatar-picker__input"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            onChange={(event) => onPick(event.target.files?.[0])}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'account-avatar-hint account-avatar-error' : 'account-avatar-hint'}
          />
          <label htmlFor="account-avatar" className="button button--secondary avatar-picker__button">
            Choose a photo
          </label>
          <p id="account-avatar-hint" className="avatar-picker__hint muted">
            {file ? file.name : 'PNG, JPEG, GIF or WebP, up to 5 MB'}
          </p>
          {error && (
            <p id="account-avatar-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className="button button--primary" disabled={!file || pending}>
        {pending ? 'Uploading...' : 'Save photo'}
      </button>
    </form>
  );
}
