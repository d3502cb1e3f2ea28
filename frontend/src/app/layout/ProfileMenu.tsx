import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar, initialsOf } from '../../components/Avatar';
import { paths } from '../../config/paths';
import { logout } from '../state/sessionSlice';
import type { User } from '../../lib/types';
import { useAppDispatch } from '../state/hooks';

export function ProfileMenu({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        // Handled here first (capture), so the header's folding menu around it stays open.
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  async function onLogOut() {
    setOpen(false);
    await dispatch(logout());
    navigate(paths.home.href());
  }

  const initials = initialsOf(user);
  const close = () => setOpen(false);

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-label={`${initials}, Your account`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
        {/* Shown only where the header folds into a menu, beside the avatar. */}
        <span className="profile-menu__label" aria-hidden="true">
          Your account
        </span>
      </button>
      {open && (
        <div className="profile-menu__panel" id={menuId}>
          <div className="profile-menu__who">
            <span className="profile-menu__username">{user.username}</span>
            <span className="profile-menu__email">{user.email}</span>
          </div>
          <ul className="profile-menu__links">
            <li>
              <Link to={paths.manageProducts.href()} onClick={close}>
                Manage Products
              </Link>
            </li>
            <li>
              <Link to={paths.shopManager.href()} onClick={close}>
                Shop Manager
              </Link>
            </li>
            <li>
              <Link to={paths.favorites.href()} onClick={close}>
                Your Favorites
              </Link>
            </li>
            <li>
              <Link to={paths.orders.href()} onClick={close}>
                Orders
              </Link>
            </li>
            <li>
              <Link to={paths.account.href()} onClick={close}>
                Account settings
              </Link>
            </li>
            {user.role === 'admin' && (
              <li>
                <Link to={paths.admin.href()} onClick={close}>
                  Operator console
                </Link>
              </li>
            )}
            <li>
              <button type="button" onClick={() => void onLogOut()}>
                Log Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
