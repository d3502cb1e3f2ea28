import { MESSAGES } from '@handmade/common';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { bannerShown, signInRequired } from '../../app/state/uiSlice';
import { useFinishAfterSignIn } from '../../app/state/useFinishAfterSignIn';
import type { Shop } from '../../lib/types';
import { followShop, loadFollowState, selectFollowStateOf, unfollowShop } from './followsSlice';

/**
 * Following a shop: visitors are asked to sign in (and follow once they have), members toggle it. A shop
 * read before its viewer signed in does not say whether they follow it, so it is read again.
 */
export function useFollowToggle(shop: Shop) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const known = useAppSelector((state) => selectFollowStateOf(state, shop.id));
  const [pending, setPending] = useState(false);
  const { following, followers } = known ?? {
    following: shop.following ?? false,
    followers: shop.followers,
  };
  const pendingAction = { kind: 'followShop', id: shop.id } as const;

  const unknownToViewer = Boolean(user) && !known && shop.following === undefined;
  useEffect(() => {
    if (unknownToViewer) void dispatch(loadFollowState(shop.id));
  }, [dispatch, unknownToViewer, shop.id]);

  async function change(follow: boolean) {
    setPending(true);
    const result = follow ? await dispatch(followShop(shop.id)) : await dispatch(unfollowShop(shop.id));
    setPending(false);
    if (result.payload && 'message' in result.payload) dispatch(bannerShown(result.payload.message));
    else if (follow)
      dispatch(bannerShown(`Following ${shop.username}: their new pieces will be in your feed`));
  }

  function toggle() {
    if (!user) dispatch(signInRequired(MESSAGES.signInLead, pendingAction));
    else void change(!following);
  }

  useFinishAfterSignIn(pendingAction, () => void change(true));

  return { following, followers, pending, toggle, isOwnShop: user?.id === shop.id };
}
