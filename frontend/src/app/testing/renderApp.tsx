import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../routes';
import { makeStore } from '../store';
import type { User } from '../../lib/types';
import { createFakeApi, fail, type FakeApi, type Handler } from '../../testing/fakeApi';

interface RenderAppOptions {
  /** Signed in as this user (the session check answers with it); signed out when absent. */
  user?: User;
  routes?: Record<string, Handler>;
}

let currentPath = '';

function LocationProbe() {
  const location = useLocation();
  currentPath = location.pathname + location.search;
  return null;
}

/** The whole app at `path`, with a real store and a fake API client. */
export function renderApp(path: string, { user, routes = {} }: RenderAppOptions = {}) {
  const api: FakeApi = createFakeApi({
    'GET /api/auth/': user ?? fail(401, 'Authentication required'),
    'GET /api/cart/': { id: 1, user_id: user?.id ?? 0, cart_items: [] },
    'GET /api/favorites/current': [],
    'GET /api/notifications': { notifications: [], unread: 0, next_before: null },
    'GET /api/products/random': fail(404, 'No products yet'),
    ...routes,
  });
  const store = makeStore(api);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, api, store, user: userEvent.setup(), location: () => currentPath };
}
