import { MESSAGES, REPLY_MAX_LENGTH } from '@handmade/common';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { bannerShown } from '../../app/state/uiSlice';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { formatShortDate } from '../../lib/format';
import type { Review } from '../../lib/types';
import { deleteReply, saveReply } from './reviewsApi';

interface ReviewReplyProps {
  review: Review;
  /** The signed-in user is the product's seller: they may write, edit and delete the reply. */
  canReply: boolean;
}

/** The seller's answer under a review, and for the seller the controls to write, edit or delete it. */
export function ReviewReply({ review, canReply }: ReviewReplyProps) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const reply = review.reply;

  function open() {
    setText(reply?.reply ?? '');
    setError(null);
    setEditing(true);
  }

  function close() {
    setEditing(false);
    // Back to the button that opened the form, so keyboard users keep their place.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(MESSAGES.replyRequired);
    if (trimmed.length > REPLY_MAX_LENGTH) return setError(MESSAGES.replyLong);
    setPending(true);
    setError(null);
    const result = await dispatch(saveReply({ reviewId: review.id, reply: trimmed }));
    setPending(false);
    if (saveReply.fulfilled.match(result)) {
      close();
      dispatch(bannerShown('Your reply was posted.'));
    } else setError(result.payload?.errors.reply ?? result.payload?.message ?? MESSAGES.serverError);
  }

  async function remove() {
    const result = await dispatch(deleteReply(review.id));
    if (deleteReply.fulfilled.match(result)) return null;
    return result.payload?.message ?? 'The reply could not be deleted.';
  }

  return (
    <>
      {reply && !editing && (
        <div className="review__reply">
          <p className="review__reply-head">
            <span className="review__reply-title">Response from the seller</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={reply.created_at}>{formatShortDate(reply.created_at)}</time>
          </p>
          <p className="review__reply-text">{reply.reply}</p>
        </div>
      )}
      {canReply && editing && (
        <form className="review__reply-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="field">
            <label htmlFor={fieldId}>Your reply to {review.user}</label>
            <textarea
              id={fieldId}
              rows={3}
              maxLength={REPLY_MAX_LENGTH}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              autoFocus
            />
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="review__actions">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? 'Posting...' : 'Post reply'}
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {canReply && !editing && (
        <div className="review__actions">
          <button ref={openerRef} type="button" className="button button--secondary" onClick={open}>
            {reply ? 'Edit reply' : 'Reply'}
            <span className="visually-hidden"> to the review by {review.user}</span>
          </button>
          {reply && (
            <button type="button" className="button button--ghost" onClick={() => setDeleting(true)}>
              Delete reply
              <span className="visually-hidden"> to the review by {review.user}</span>
            </button>
          )}
        </div>
      )}
      {deleting && (
        <ConfirmDeleteModal
          title="Delete your reply?"
          onConfirm={remove}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            dispatch(bannerShown('Your reply was deleted.'));
          }}
        >
          <p>Shoppers will no longer see your response under this review.</p>
        </ConfirmDeleteModal>
      )}
    </>
  );
}
