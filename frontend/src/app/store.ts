import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createApiClient, type ApiClient } from '../lib/api';
import { cartReducer } from '../features/cart/cartSlice';
import { favoritesReducer } from '../features/favorites/favoritesSlice';
import { productsReducer } from '../features/products/productsSlice';
import { reviewsReducer } from '../features/reviews/reviewsSlice';
import { loggedOut, sessionReducer } from '../features/session/sessionSlice';
import { uiReducer } from '../features/ui/uiSlice';

const appReducer = combineReducers({
  session: sessionReducer,
  products: productsReducer,
  reviews: reviewsReducer,
  favorites: favoritesReducer,
  cart: cartReducer,
  ui: uiReducer,
});

export type RootState = ReturnType<typeof appReducer>;

/** Logging out starts every slice afresh, so no cart, favorites or listings leak to the next user. */
function rootReducer(state: Parameters<typeof appReducer>[0], action: UnknownAction): RootState {
  return appReducer(loggedOut.match(action) ? undefined : state, action);
}

export function makeStore(api: ApiClient = createApiClient(), preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: api } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
