import { useAppDispatch } from '../../app/state/hooks';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
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

  async function remove() {
    const result = await dispatch(deleteProduct(product.id));
    if (deleteProduct.fulfilled.match(result)) return null;
    return result.payload?.message ?? 'The listing could not be deleted.';
  }

  return (
    <ConfirmDeleteModal
      title="Delete this listing?"
      onConfirm={remove}
      onClose={onClose}
      onDeleted={onDeleted}
      confirmLabel="Delete permanently"
    >
      <p>
        If you only want to stop selling <strong>{product.title}</strong> for a while, consider deactivating
        it instead.
      </p>
      <p>
        Deleting is permanent: the listing, its photos and its reviews are removed, and it cannot be undone.
      </p>
    </ConfirmDeleteModal>
  );
}
