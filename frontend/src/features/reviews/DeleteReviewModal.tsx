import { useAppDispatch } from '../../app/state/hooks';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import type { Review } from '../../lib/types';
import { deleteReview } from './reviewsApi';

interface DeleteReviewModalProps {
  review: Review;
  /** Told once the review is deleted. */
  onChanged: (productId: number) => void;
  onClose: () => void;
}

export function DeleteReviewModal({ review, onChanged, onClose }: DeleteReviewModalProps) {
  const dispatch = useAppDispatch();

  async function remove() {
    const result = await dispatch(deleteReview(review));
    if (deleteReview.fulfilled.match(result)) {
      onChanged(review.product_id);
      return null;
    }
    return result.payload?.message ?? 'The review could not be deleted.';
  }

  return (
    <ConfirmDeleteModal title="Delete this review?" onConfirm={remove} onClose={onClose} onDeleted={onClose}>
      <p>Are you sure you want to delete your review? This cannot be undone.</p>
    </ConfirmDeleteModal>
  );
}
