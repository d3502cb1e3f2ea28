import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import type { Product } from '../../lib/types';
import { deleteProduct } from './productsApi';

interface DeleteListingModalProps {
  product: Product;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting is for good (its photos, reviews, cart lines and favorites go too), so the dialog says so. */
export function DeleteListingModal({ product, onClose, onDeleted }: DeleteListingModalProps) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setPending(true);
    setError(null);
    const result = await dispatch(deleteProduct(product.id));
    if (deleteProduct.fulfilled.match(result)) {
      onDeleted();
      return;
    }
    setPending(false);
    setError(result.payload?.message ?? 'The listing could not be deleted.');
  }

  return (
    <Modal title="Delete this listing?" onClose={onClose}>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p>
        If you only want to stop selling <strong>{product.title}</strong> for a while, consider deactivating
        it instead.
      </p>
      <p>
        Deleting is permanent: the listing, its photos and its reviews are removed, and it cannot be undone.
      </p>
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
          {pending ? 'Deleting...' : 'Delete permanently'}
        </button>
      </div>
    </Modal>
  );
}
