import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { paths } from '../config/paths';
import { selectCurrentUser, selectSessionChecked } from './state/sessionSlice';
import { useAppSelector } from './state/hooks';

/** Guards the signed-in pages: waits for the session check, then lets the user in or sends them home. */
export function RequireSignIn() {
  const checked = useAppSelector(selectSessionChecked);
  const user = useAppSelector(selectCurrentUser);
  if (!user && !checked) return <Spinner />;
  if (!user) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
