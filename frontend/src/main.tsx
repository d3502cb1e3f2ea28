import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './app/ErrorBoundary';
import { preloadModals } from './app/ModalRoot';
import { AppRoutes, preloadMemberRoutes } from './app/routes';
import { makeStore } from './app/store';
import './styles/base.css';

const store = makeStore();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);

// Once the first page is up, fetch the sign-in modal and the other pages' routes in the background.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
window.addEventListener(
  'load',
  () =>
    whenIdle(() => {
      preloadModals();
      preloadMemberRoutes();
    }),
  { once: true },
);
