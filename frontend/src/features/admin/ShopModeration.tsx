import { ADMIN_MESSAGES } from '@handmade/common';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { bannerShown } from '../../app/state/uiSlice';
import type { ApiError } from '../../lib/api';
import type { Shop } from '../../lib/types';
import { loadAdminUser, moderateUser } from './adminApi';
import './Moderation.css';

const ReasonDialog = lazy(() => import('./ReasonDialog'));

type Action = 'suspend' | 'reinstate';

/**
 * An admin's tool on a shop page: "Suspend shop", or "Reinstate shop" once the account is known to be
 * suspended. The shop's answer does not say so; the admin's view of the account does, and so does every
 * answer to an action (a refusal too: "already suspended"). Until one tells, suspending is offered.
 */
export function ShopModeration({ shop }: { shop: Shop }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [suspended, setSuspended] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const offered = user?.role === 'admin' && user.id !== shop.id;

  useEffect(() => {
    if (!offered) return;
    let current = true;
    void dispatch(loadAdminUser(shop.id)).then((result) => {
      if (current && loadAdminUser.fulfilled.match(result)) setSuspended(result.payload.suspended);
    });
    return () => {
      current = false;
    };
  }, [dispatch, offered, shop.id]);

  if (!offered) return null;

  async function confirm(chosen: Action, reason: string): Promise<ApiError | null> {
    const result = await dispatch(moderateUser({ userId: shop.id, action: chosen, reason }));
    if (moderateUser.rejected.match(result)) {
      const error = result.payload;
      if (error?.message === ADMIN_MESSAGES.alreadySuspended) setSuspended(true);
      if (error?.message === ADMIN_MESSAGES.notSuspended) setSuspended(false);
      return error ?? { status: 0, message: 'That did not work. Please try again.', errors: {} };
    }
    setSuspended(result.payload.suspended);
    setAction(null);
    dispatch(
      bannerShown(
        result.payload.suspended ? `${shop.username} is suspended.` : `${shop.username} is reinstated.`,
      ),
    );
    return null;
  }

  const next: Action = suspended ? 'reinstate' : 'suspend';
  return (
    <div className="admin-tools">
      <p className="admin-tools__label">Admin</p>
      <button type="button" className="button button--secondary" onClick={() => setAction(next)}>
        {next === 'suspend' ? 'Suspend shop' : 'Reinstate shop'}
      </button>
      {action && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={action === 'suspend' ? `Suspend ${shop.username}?` : `Reinstate ${shop.username}?`}
            confirm={action === 'suspend' ? 'Suspend shop' : 'Reinstate shop'}
            onConfirm={(reason) => confirm(action, reason)}
            onClose={() => setAction(null)}
          >
            {action === 'suspend' ? (
              <p>
                They are signed out everywhere and cannot sign in, their listings are hidden and their inbox
                closes. Reinstating undoes exactly that.
              </p>
            ) : (
              <p>They can sign in again, and the listings hidden with the account show again.</p>
            )}
          </ReasonDialog>
        </Suspense>
      )}
    </div>
  );
}
