import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createApiClient, type ApiClient } from '../lib/api';
import { randomProductSlice } from '../features/products/randomProductSlice';
import { loggedOut, sessionSlice } from '../features/session/sessionSlice';
import { uiSlice } from '../features/ui/uiSlice';

/**
 * The slices that load with the pages using them (products, reviews, favorites, cart). Each one adds its
 * state here with `declare module` and injects itself into `rootReducer` when its module loads, so in
 * RootState they are optional, and their selectors answer with the initial state until then.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the lazy slices
export interface LazyLoadedSlices {}

/** What the first load needs: the session, the modals and banner, and the landing's featured product. */
export const rootReducer = combineSlices(
  sessionSlice,
  uiSlice,
  randomProductSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** For `injectInto`: hot reloading re-runs a lazy slice's module in development, and its new reducer wins. */
export const injectConfig = { overrideExisting: import.meta.env.DEV };

/** Logging out starts every slice afresh, injected ones included: no cart, favorites or listings leak. */
function appReducer(state: Parameters<typeof rootReducer>[0], action: UnknownAction): RootState {
  return rootReducer(loggedOut.match(action) ? undefined : state, action);
}

/**
 * State given for a lazy slice is kept only if that slice is injected already (tests import it first, see
 * `src/testing/store.ts`); otherwise the store drops it.
 */
export function makeStore(api: ApiClient = createApiClient(), preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: api } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
