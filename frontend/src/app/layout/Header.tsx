import { CATEGORIES } from '@handmade/common';
import { Link, NavLink } from 'react-router-dom';
import { CartIcon, PlusIcon, UserIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { selectCartLineCount } from '../../features/cart/cartSlice';
import { selectCurrentUser } from '../../features/session/sessionSlice';
import { signInRequired } from '../../features/ui/uiSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { ProfileMenu } from './ProfileMenu';
import { SearchBox } from './SearchBox';
import './Header.css';

export function Header() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const cartLines = useAppSelector(selectCartLineCount);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={paths.home.href()} className="site-header__logo">
          Handmade<span> Market</span>
        </Link>
        <SearchBox />
        <div className="site-header__actions">
          {user && (
            <Link to={paths.newProduct.href()} className="button button--ghost site-header__add">
              <PlusIcon size={18} />
              Add new product
            </Link>
          )}
          {user ? (
            <ProfileMenu user={user} />
          ) : (
            <button
              type="button"
              className="button button--ghost site-header__sign-in"
              onClick={() => dispatch(signInRequired(''))}
            >
              <UserIcon size={20} />
              Sign in
            </button>
          )}
          {user && (
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
          )}
        </div>
      </div>
      <nav className="category-nav" aria-label="Categories">
        <ul>
          <li>
            <NavLink to={paths.products.href()} end>
              All Products
            </NavLink>
          </li>
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <NavLink to={paths.category.href(category.id)}>{category.name}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
