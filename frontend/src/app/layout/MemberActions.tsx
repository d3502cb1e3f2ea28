import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CartIcon, PlusIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { fetchCart, selectCartLineCount } from '../../features/cart/cartSlice';
import { fetchFavorites } from '../../features/favorites/favoritesSlice';
import FeedLink from '../../features/follows/FeedLink';
import MessagesLink from '../../features/messages/MessagesLink';
import NotificationBell from '../../features/notifications/NotificationBell';
import type { User } from '../../lib/types';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { ProfileMenu } from './ProfileMenu';

/**
 * The signed-in part of the header, loaded only once someone is signed in. It reads the user's cart and
 * favorites, so their slices and calls load with it rather than with the first page.
 */
export default function MemberActions({ user }: { user: User }) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    void dispatch(fetchCart());
    void dispatch(fetchFavorites());
  }, [dispatch, user.id]);

  return (
    <>
      <Link to={paths.newProduct.href()} className="button button--ghost site-header__add">
        <PlusIcon size={18} />
        Add new product
      </Link>
      <ProfileMenu user={user} />
    </>
  );
}

/** The member's icons, kept in the bar at every width, outside the folding menu. */
export function MemberIcons({ userId }: { userId: number }) {
  return (
    <div className="site-header__icons">
      <FeedLink userId={userId} />
      <MessagesLink userId={userId} />
      <NotificationBell userId={userId} />
      <CartLink />
    </div>
  );
}

/** The cart and its count of lines. */
function CartLink() {
  const cartLines = useAppSelector(selectCartLineCount);
  return (
    <Link
      to={paths.cart.href()}
      className="icon-button site-header__cart"
      aria-label={`Cart, ${cartLines} ${cartLines === 1 ? 'item' : 'items'}`}
    >
      <CartIcon />
      {cartLines > 0 && (
        <span className="site-header__badge" aria-hidden="true">
          {cartLines}
        </span>
      )}
    </Link>
  );
}
