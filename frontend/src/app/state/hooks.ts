import { createAsyncThunk, createSelector } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiClient, ApiError } from '../../lib/api';
import type { AppDispatch, RootState } from './rootReducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Thunks receive the API client as their extra argument and reject with a serializable ApiError. */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: ApiClient;
  rejectValue: ApiError;
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();

export const createAppSelector = createSelector.withTypes<RootState>();
