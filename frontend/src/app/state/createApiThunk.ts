import type { AsyncThunkOptions, GetThunkAPI } from '@reduxjs/toolkit';
import { toApiError, type ApiClient } from '../../lib/api';
import { createAppAsyncThunk, type AppThunkConfig } from './hooks';

/**
 * An async thunk that talks to the API: `run` gets the thunk's argument, the API client (the store's extra
 * argument) and the rest of the thunk API, and any failure becomes `rejectWithValue(toApiError(error))`, so
 * every rejection carries the same serializable `{status, message, errors}`.
 */
export function createApiThunk<Returned, Arg = void>(
  typePrefix: string,
  run: (arg: Arg, api: ApiClient, thunkApi: GetThunkAPI<AppThunkConfig>) => Promise<Returned>,
  options?: AsyncThunkOptions<Arg, AppThunkConfig>,
) {
  return createAppAsyncThunk<Returned, Arg>(
    typePrefix,
    async (arg, thunkApi) => {
      try {
        return await run(arg, thunkApi.extra, thunkApi);
      } catch (error) {
        return thunkApi.rejectWithValue(toApiError(error));
      }
    },
    options,
  );
}
