import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createApiClient, type ApiClient } from '../lib/api';
import { loggedOut } from './state/events';
import { rootReducer, type RootState } from './state/rootReducer';
// The first-load slices: importing them adds them to the root reducer before any store is built.
import '../features/products/randomProductSlice';
import './state/sessionSlice';
import './state/uiSlice';

export type { AppDispatch, RootState } from './state/rootReducer';

/** Logging out starts every slice afresh, injected ones included: no cart, favorites or listings leak. */
function appReducer(state: Parameters<typeof rootReducer>[0], action: UnknownAction): RootState {
  return rootReducer(loggedOut.match(action) ? undefined : state, action);
}

/**
 * State given for a slice is kept only if that slice is injected already (tests import it first, see
 * `src/app/testing/store.ts`); otherwise the store drops it.
 */
export function makeStore(api: ApiClient = createApiClient(), preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: api } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
