import { createAction, createSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError } from '../../lib/api';
import type { Status, User } from '../../lib/types';

interface SessionState {
  user: User | null;
  /** The start-up session check: until it settles nobody knows whether the visitor is signed in. */
  status: Status;
}

const initialState: SessionState = { user: null, status: 'idle' };

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupBody {
  email: string;
  username: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** Dispatched once the server has ended the session; the root reducer resets the whole store on it. */
export const loggedOut = createAction('session/loggedOut');

export const restoreSession = createAppAsyncThunk(
  'session/restore',
  async (_: void, { extra: api, rejectWithValue }) => {
    try {
      return await api.get<User>('/api/auth/');
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
  { condition: (_, { getState }) => getState().session.status !== 'pending' },
);

export const login = createAppAsyncThunk(
  'session/login',
  async (credentials: Credentials, { extra: api, rejectWithValue }) => {
    try {
      return await api.post<User>('/api/auth/login', credentials);
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const signup = createAppAsyncThunk(
  'session/signup',
  async (body: SignupBody, { extra: api, rejectWithValue }) => {
    try {
      return await api.post<User>('/api/auth/signup', body);
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const logout = createAppAsyncThunk('session/logout', async (_: void, { extra: api, dispatch }) => {
  try {
    await api.get('/api/auth/logout');
  } catch (error) {
    // The cookie may already be gone; the user still expects to be signed out here.
    console.warn('Logout request failed', error);
  }
  dispatch(loggedOut());
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(restoreSession.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(restoreSession.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.user = action.payload;
      })
      .addCase(restoreSession.rejected, (state) => {
        // A failed check (usually 401) simply means: signed out.
        state.status = 'failed';
        state.user = null;
      })
      .addCase(login.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.user = action.payload;
      })
      .addCase(signup.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.user = action.payload;
      })
      .addCase(loggedOut, (state) => {
        state.status = 'succeeded';
        state.user = null;
      });
  },
});

export const selectCurrentUser = (state: RootState) => state.session.user;
export const selectSessionChecked = (state: RootState) =>
  state.session.status === 'succeeded' || state.session.status === 'failed';
