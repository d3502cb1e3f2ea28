import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { selectCurrentUser, selectSessionChecked } from './state/sessionSlice';
import { useAppSelector } from './state/hooks';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * Guards the operator's console: anyone but an admin, signed out included, finds no such page, as the
 * server answers them too.
 */
export function RequireAdmin() {
  const checked = useAppSelector(selectSessionChecked);
  const user = useAppSelector(selectCurrentUser);
  if (!user && !checked) return <Spinner />;
  if (user?.role !== 'admin') return <NotFoundPage />;
  return <Outlet />;
}
