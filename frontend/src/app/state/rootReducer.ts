import { combineSlices, type Dispatch, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '../../lib/api';

/**
 * The store's shape, built without importing any slice: every slice adds its state here with
 * `declare module` and injects itself into `rootReducer` when its module loads. So features can import this
 * file (and the typed hooks built on it) without an import cycle. In RootState every slice is optional; its
 * selectors answer with its initial state until it is in the store. `app/store.ts` imports the first-load
 * slices (session, ui, the featured product) before it builds the store, so those are always there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the slices
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The store's dispatch: thunks get the API client as their extra argument. */
export type AppDispatch = ThunkDispatch<RootState, ApiClient, UnknownAction> & Dispatch<UnknownAction>;

/** For `injectInto`: hot reloading re-runs a slice's module in development, and its new reducer wins. */
export const injectConfig = { overrideExisting: import.meta.env.DEV };
