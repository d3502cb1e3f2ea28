import { MESSAGES, RECOMMENDATION_MIN_STARS, reviewSchema } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { StarInput } from '../../components/StarInput';
import type { Product, Review } from '../../lib/types';
import { saveReview } from './reviewsApi';
import './ReviewFormModal.css';

interface ReviewFormModalProps {
  product: Product;
  /** The review to edit; absent when writing a new one. */
  review?: Review;
  /** Told once the review is saved. */
  onChanged: (productId: number) => void;
  onClose: () => void;
}

/** Loaded on demand (it brings the validation schema): write or edit a review. */
export default function ReviewFormModal({ product, review, onChanged, onClose }: ReviewFormModalProps) {
  const dispatch = useAppDispatch();
  const [stars, setStars] = useState(review?.stars ?? 0);
  const [text, setText] = useState(review?.review ?? '');
  const [recommendation, setRecommendation] = useState(review?.recommendation ?? false);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const parsed = reviewSchema.safeParse({ review: text, stars, recommendation });
  const starsError = stars < 1 ? MESSAGES.starsRequired : undefined;
  const textError = text.trim().length < 10 ? MESSAGES.reviewShort : undefined;
  const recommendable = stars >= RECOMMENDATION_MIN_STARS;

  function onStars(value: number) {
    setStars(value);
    setTouched(true);
    // The recommendation is only offered from three stars up; below that it is off.
    if (value < RECOMMENDATION_MIN_STARS) setRecommendation(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    setPending(true);
    setError(null);
    const result = await dispatch(
      saveReview({ productId: product.id, reviewId: review?.id, fields: parsed.data }),
    );
    if (saveReview.fulfilled.match(result)) {
      onChanged(product.id);
      onClose();
      return;
    }
    setPending(false);
    setError(result.payload?.message ?? MESSAGES.serverError);
  }

  return (
    <Modal title={review ? 'Edit your review' : 'Write a review'} onClose={onClose}>
      <form className="review-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <p className="review-form__product">{product.title}</p>
        <div className="field">
          <span className="review-form__label" id="review-stars-label">
            Your rating
          </span>
          <StarInput
            value={stars}
            onChange={onStars}
            labelId="review-stars-label"
            describedBy={touched && starsError ? 'review-stars-error' : undefined}
          />
          {touched && starsError && (
            <p className="field-error" id="review-stars-error">
              {starsError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="review-text">Your review</label>
          <textarea
            id="review-text"
            rows={5}
            maxLength={2000}
            placeholder="What did you like about it? How was the quality?"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            aria-invalid={touched && Boolean(textError)}
            aria-describedby={touched && textError ? 'review-text-error' : undefined}
            data-autofocus
          />
          {touched && textError && (
            <p className="field-error" id="review-text-error">
              {textError}
            </p>
          )}
        </div>
        {recommendable && (
          <label className="checkbox review-form__recommend">
            <input
              type="checkbox"
              checked={recommendation}
              onChange={(event) => setRecommendation(event.target.checked)}
            />
            I recommend this item
          </label>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!parsed.success || pending}
        >
          {review ? 'Update Your Review' : 'Submit Your Review'}
        </button>
      </form>
    </Modal>
  );
}
