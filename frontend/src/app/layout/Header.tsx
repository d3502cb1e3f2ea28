import { CATEGORIES } from '@handmade/common';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon, UserIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { selectCurrentUser } from '../state/sessionSlice';
import { signInRequired } from '../state/uiSlice';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { SearchBox } from './SearchBox';
import './Header.css';

const MemberActions = lazy(() => import('./MemberActions'));
const MemberIcons = lazy(() => import('./MemberActions').then((module) => ({ default: module.MemberIcons })));

const MENU_ID = 'site-menu';

/**
 * Logo, search, account and categories. On a wide screen everything is in view; on a narrow one the account
 * actions and the categories fold into a menu behind one disclosure button (messages, notifications and the
 * cart stay in the bar).
 */
export function Header() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Going to another page closes the menu, without an effect.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      // A dropdown inside the menu (the account one) closes first.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home.href()} className="site-header__logo">
          Handmade<span> Market</span>
        </Link>
        <SearchBox />
        {user && (
          <Suspense fallback={null}>
            <MemberIcons userId={user.id} />
          </Suspense>
        )}
        <button
          ref={toggleRef}
          type="button"
          className="icon-button site-header__menu-toggle"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id={MENU_ID} className="site-header__menu" data-open={menuOpen}>
          <div className="site-header__actions">
            {user ? (
              <Suspense fallback={null}>
                <MemberActions user={user} />
              </Suspense>
            ) : (
              <button
                type="button"
                className="button button--ghost site-header__sign-in"
                onClick={() => {
                  // From the folded menu, the dialog gives the focus back to the menu button, still on screen.
                  if (menuOpen) toggleRef.current?.focus();
                  setMenuOpen(false);
                  dispatch(signInRequired(''));
                }}
              >
                <UserIcon size={20} />
                Sign in
              </button>
            )}
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
        </div>
      </div>
    </header>
  );
}
