import { useAppDispatch } from '../../app/state/hooks';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import type { Review } from '../../lib/types';
import { deleteReview } from './reviewsApi';

export function DeleteReviewModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const dispatch = useAppDispatch();

  async function remove() {
    const result = await dispatch(deleteReview(review));
    if (deleteReview.fulfilled.match(result)) return null;
    return result.payload?.message ?? 'The review could not be deleted.';
  }

  return (
    <ConfirmDeleteModal title="Delete this review?" onConfirm={remove} onClose={onClose} onDeleted={onClose}>
      <p>Are you sure you want to delete your review? This cannot be undone.</p>
    </ConfirmDeleteModal>
  );
}
