import { Link } from 'react-router-dom';
import { CartIcon, PlusIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { selectCartLineCount } from '../../features/cart/cartSlice';
import type { User } from '../../lib/types';
import { useAppSelector } from '../hooks';
import { ProfileMenu } from './ProfileMenu';

/** The signed-in part of the header, loaded only once someone is signed in. */
export default function MemberActions({ user }: { user: User }) {
  const cartLines = useAppSelector(selectCartLineCount);
  return (
    <>
      <Link to={paths.newProduct.href()} className="button button--ghost site-header__add">
        <PlusIcon size={18} />
        Add new product
      </Link>
      <ProfileMenu user={user} />
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
    </>
  );
}
