import { CASE_MESSAGES, caseMessageSchema } from '@handmade/common';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { noErrors, serverFormErrors, withoutFieldError, type FormErrors } from '../../lib/formErrors';
import { ACCEPTED_IMAGE_TYPES, imageFileError } from '../../lib/imageFiles';
import { sendCaseMessage } from './casesApi';
import './CaseForms.css';

const BODY_MAX = 2000;

/** The chosen photo's preview, for as long as it is chosen. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** What keeps a message from being sent, in the server's words, or null. */
function bodyProblem(body: string, photo: File | null): string | null {
  const parsed = caseMessageSchema.safeParse({ body });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? CASE_MESSAGES.noteLong;
  return parsed.data.body || photo ? null : CASE_MESSAGES.bodyRequired;
}

/** A message in the case: words, a photo of the piece, or both (the server's rule: one of them at least). */
export function CaseReplyForm({ caseId }: { caseId: number }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [body, setBody] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const preview = usePreview(photo);

  function clearFile() {
    if (fileRef.current) fileRef.current.value = '';
  }

  function onPick(file: File | undefined) {
    const refused = file ? imageFileError(file) : null;
    setErrors((shown) => {
      const rest = withoutFieldError(shown, 'image');
      return refused ? { ...rest, fields: { ...rest.fields, image: refused } } : rest;
    });
    if (refused) clearFile();
    setPhoto(file && !refused ? file : null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSent('');
    const problem = bodyProblem(body, photo);
    if (problem) {
      setErrors({ fields: { body: problem }, general: null });
      form.querySelector('textarea')?.focus();
      return;
    }
    setSending(true);
    setErrors(noErrors);
    const result = await dispatch(sendCaseMessage({ caseId, body: body.trim(), photo }));
    setSending(false);
    if (sendCaseMessage.fulfilled.match(result)) {
      setBody('');
      setPhoto(null);
      clearFile();
      setSent('Your message was sent.');
      return;
    }
    setErrors(serverFormErrors(result.payload, ['body', 'image']));
  }

  const bodyError = errors.fields.body;
  const imageError = errors.fields.image;
  return (
    <form
      className="case-reply"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="case-section__title">
        Write in the case
      </h2>
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-body`}>Your message</label>
        <textarea
          id={`${id}-body`}
          rows={4}
          value={body}
          // A little past the limit, so a paste that is too long is shown and explained rather than cut.
          maxLength={BODY_MAX + 50}
          onChange={(event) => {
            setBody(event.target.value);
            if (bodyError) setErrors((shown) => withoutFieldError(shown, 'body'));
          }}
          aria-invalid={Boolean(bodyError)}
          aria-describedby={bodyError ? `${id}-body-error` : undefined}
        />
        {bodyError && (
          <p id={`${id}-body-error`} className="field-error">
            {bodyError}
          </p>
        )}
      </div>
      <div className="field case-reply__photo">
        <label htmlFor={`${id}-image`}>Add a photo (optional: PNG, JPEG, GIF or WebP, up to 5 MB)</label>
        <input
          ref={fileRef}
          id={`${id}-image`}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={(event) => onPick(event.target.files?.[0])}
          aria-invalid={Boolean(imageError)}
          aria-describedby={imageError ? `${id}-image-error` : undefined}
        />
        {imageError && (
          <p id={`${id}-image-error`} className="field-error">
            {imageError}
          </p>
        )}
        {preview && photo && (
          <div className="case-reply__preview">
            <img src={preview} alt={`Chosen photo: ${photo.name}`} width={96} height={96} />
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setPhoto(null);
                clearFile();
                fileRef.current?.focus();
              }}
            >
              Remove the photo
            </button>
          </div>
        )}
      </div>
      <div className="case-reply__foot">
        <p role="status" className="case-reply__sent">
          {sent}
        </p>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
