import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Status, User } from '../../lib/types';
import { createApiThunk } from './createApiThunk';
import { loggedOut } from './events';
import { createAppAsyncThunk } from './hooks';
import { injectConfig, rootReducer, type RootState } from './rootReducer';

interface SessionState {
  user: User | null;
  /** The start-up session check: until it settles nobody knows whether the visitor is signed in. */
  status: Status;
  /** The user signed up in this visit: greeted with "Welcome", not "Welcome back". */
  signedUpNow: boolean;
}

/**
 * The server's page says when the request for it carried no session cookie (`<meta name="session"
 * content="none">`): nobody is signed in, and there is no session for the start-up check to ask about.
 */
const noSession = () => document.querySelector('meta[name="session"]')?.getAttribute('content') === 'none';

const initialState: SessionState = {
  user: null,
  status: noSession() ? 'succeeded' : 'idle',
  signedUpNow: false,
};

// A first-load slice: app/store.ts imports it before building the store.
declare module './rootReducer' {
  interface LazyLoadedSlices {
    session: SessionState;
  }
}

const sessionOf = (state: RootState) => state.session ?? initialState;

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

export const restoreSession = createApiThunk(
  'session/restore',
  (_: void, api) => api.get<User>('/api/auth/'),
  { condition: (_, { getState }) => sessionOf(getState()).status !== 'pending' },
);

export const login = createApiThunk('session/login', (credentials: Credentials, api) =>
  api.post<User>('/api/auth/login', credentials),
);

export const signup = createApiThunk('session/signup', (body: SignupBody, api) =>
  api.post<User>('/api/auth/signup', body),
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

const slice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The signed-in user changed their own account (name, username, avatar). */
    userUpdated(state, action: PayloadAction<User>) {
      if (state.user?.id === action.payload.id) state.user = action.payload;
    },
  },
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
        state.signedUpNow = false;
      })
      .addCase(signup.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.user = action.payload;
        state.signedUpNow = true;
      })
      .addCase(loggedOut, (state) => {
        state.status = 'succeeded';
        state.user = null;
      });
  },
});

export const sessionSlice = slice.injectInto(rootReducer, injectConfig);

export const { userUpdated } = sessionSlice.actions;

export const selectCurrentUser = (state: RootState) => sessionOf(state).user;
export const selectSessionStatus = (state: RootState) => sessionOf(state).status;
export const selectSignedUpNow = (state: RootState) => sessionOf(state).signedUpNow;
export const selectSessionChecked = (state: RootState) =>
  selectSessionStatus(state) === 'succeeded' || selectSessionStatus(state) === 'failed';
