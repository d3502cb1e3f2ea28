import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import type { Review } from '../../lib/types';
import { deleteReview } from './reviewsApi';

export function DeleteReviewModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setPending(true);
    setError(null);
    const result = await dispatch(deleteReview(review));
    if (deleteReview.fulfilled.match(result)) {
      onClose();
      return;
    }
    setPending(false);
    setError(result.payload?.message ?? 'The review could not be deleted.');
  }

  return (
    <Modal title="Delete this review?" onClose={onClose}>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p>Are you sure you want to delete your review? This cannot be undone.</p>
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={() => void onConfirm()}
        >
          {pending ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
