import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { bannerShown } from '../../app/state/uiSlice';
import type { ApiError } from '../../lib/api';
import type { Product } from '../../lib/types';
import { moderateListing } from './adminApi';
import './Moderation.css';

const ReasonDialog = lazy(() => import('./ReasonDialog'));

const refusedWith = (error: ApiError | undefined): ApiError =>
  error ?? { status: 0, message: 'That did not work. Please try again.', errors: {} };

/** An admin's tool on a product page: "Hide listing", or "Restore listing" while it is hidden. */
export function ListingModeration({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  if (user?.role !== 'admin') return null;
  const hidden = Boolean(product.hidden_reason);

  async function confirm(reason: string): Promise<ApiError | null> {
    const action = hidden ? 'restore' : 'hide';
    const result = await dispatch(moderateListing({ productId: product.id, action, reason }));
    if (moderateListing.rejected.match(result)) return refusedWith(result.payload);
    setOpen(false);
    dispatch(bannerShown(action === 'hide' ? 'The listing is hidden.' : 'The listing shows again.'));
    return null;
  }

  return (
    <div className="admin-tools">
      <p className="admin-tools__label">Admin</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {hidden ? 'Restore listing' : 'Hide listing'}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={hidden ? 'Restore this listing?' : 'Hide this listing?'}
            confirm={hidden ? 'Restore listing' : 'Hide listing'}
            onConfirm={confirm}
            onClose={() => setOpen(false)}
          >
            {hidden ? (
              <p>“{product.title}” shows again in the shop, the lists and search, and can be bought.</p>
            ) : (
              <p>
                “{product.title}” leaves the shop, the lists and search, and cannot be bought. Only its seller
                and admins can open it; the seller sees your reason.
              </p>
            )}
          </ReasonDialog>
        </Suspense>
      )}
    </div>
  );
}
