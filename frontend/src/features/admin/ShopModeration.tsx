import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import type { Shop } from '../../lib/types';
import { AccountModeration } from './AccountModeration';
import { loadAdminUser } from './adminApi';
import './Moderation.css';

/**
 * An admin's tool on a shop page: "Suspend shop", or "Reinstate shop" once the account is known to be
 * suspended. The shop's answer does not say so; the admin's view of the account does, and so does every
 * answer to an action (a refusal too: "already suspended"). Until one tells, suspending is offered.
 */
export function ShopModeration({ shop }: { shop: Shop }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [suspended, setSuspended] = useState(false);
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

  return (
    <div className="admin-tools">
      <p className="admin-tools__label">Admin</p>
      <AccountModeration
        account={shop}
        suspended={suspended}
        noun="shop"
        onModerated={(state) => setSuspended(state.suspended)}
      />
    </div>
  );
}
