import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { ApiClient } from '../../lib/api';
import type { AppDispatch, RootState } from './rootReducer';

/**
 * For an event one feature sends and another answers with a request of its own (a slice can only change
 * state). app/ registers those listeners where it composes the two features; the store runs this middleware.
 */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch,
  ApiClient
>();
