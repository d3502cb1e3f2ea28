import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { restoreSession, selectSessionStatus } from '../state/sessionSlice';
import { BannerHost } from '../BannerHost';
import { ErrorBoundary } from '../ErrorBoundary';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { ModalRoot } from '../ModalRoot';
import { Header } from './Header';
import './Layout.css';

// Below the fold on every page: it arrives after the page itself.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

export function Layout() {
  const dispatch = useAppDispatch();
  const sessionStatus = useAppSelector(selectSessionStatus);
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (sessionStatus === 'idle') void dispatch(restoreSession());
  }, [dispatch, sessionStatus]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app-shell__main">
        {/* Keyed by path: leaving a page that failed clears the error. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BannerHost />
      <ModalRoot />
    </div>
  );
}
