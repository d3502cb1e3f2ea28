import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './app/ErrorBoundary';
import { preloadModals } from './app/ModalRoot';
import { AppRoutes, loadPagesOf, preloadMemberRoutes } from './app/routes';
import { makeStore } from './app/store';
import './styles/base.css';

const store = makeStore();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const render = () =>
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

// The first page's code comes with the shell (the HTML preloads it); rendered once it is here, the page shows
// at once. A module that fails to load is asked for again by the page, which shows the error.
loadPagesOf(window.location.pathname).then(render, render);

// At the shopper's first sign of intent (a pointer over the page, a key, a focus), fetch the sign-in modal and
// the other pages' routes, so the first click opens them at once. A page only looked at, on a phone's data and
// CPU, loads neither.
const intent = new AbortController();
const preloadOnIntent = () => {
  intent.abort();
  preloadModals();
  preloadMemberRoutes();
};
for (const type of ['pointerover', 'pointerdown', 'keydown', 'focusin']) {
  window.addEventListener(type, preloadOnIntent, { signal: intent.signal, passive: true });
}
