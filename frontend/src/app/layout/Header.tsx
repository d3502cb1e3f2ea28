import { CATEGORIES } from '@handmade/common';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { UserIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { selectCurrentUser } from '../state/sessionSlice';
import { signInRequired } from '../state/uiSlice';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { SearchBox } from './SearchBox';
import './Header.css';

const MemberActions = lazy(() => import('./MemberActions'));

export function Header() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={paths.home.href()} className="site-header__logo">
          Handmade<span> Market</span>
        </Link>
        <SearchBox />
        <div className="site-header__actions">
          {user ? (
            <Suspense fallback={null}>
              <MemberActions user={user} />
            </Suspense>
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
