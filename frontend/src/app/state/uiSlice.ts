import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectConfig, rootReducer, type RootState } from './rootReducer';

/**
 * Which modal is open. Only one at a time; the forms inside keep their own state. `email` carries what was typed
 * between Sign In and its password reset view, so nobody types it twice.
 */
export type ModalState =
  | { kind: 'signIn'; lead?: string; email?: string }
  | { kind: 'register' }
  | { kind: 'passwordReset'; email?: string }
  | { kind: 'restricted'; message: string };

export interface BannerState {
  id: number;
  message: string;
}

interface UiState {
  modal: ModalState | null;
  banner: BannerState | null;
}

const initialState: UiState = { modal: null, banner: null };

// A first-load slice: app/store.ts imports it before building the store.
declare module './rootReducer' {
  interface LazyLoadedSlices {
    ui: UiState;
  }
}

let nextBannerId = 1;

const slice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalState>) {
      state.modal = action.payload;
    },
    modalClosed(state) {
      state.modal = null;
    },
    bannerShown: {
      reducer(state, action: PayloadAction<BannerState>) {
        state.banner = action.payload;
      },
      prepare: (message: string) => ({ payload: { id: nextBannerId++, message } }),
    },
    bannerDismissed(state, action: PayloadAction<number>) {
      if (state.banner?.id === action.payload) state.banner = null;
    },
  },
});

export const uiSlice = slice.injectInto(rootReducer, injectConfig);

export const { modalOpened, modalClosed, bannerShown, bannerDismissed } = uiSlice.actions;

export const selectModal = (state: RootState) => (state.ui ?? initialState).modal;
export const selectBanner = (state: RootState) => (state.ui ?? initialState).banner;

/** Opens Sign In; `lead` (usually MESSAGES.signInLead) says why, and is left empty for the header button. */
export const signInRequired = (lead: string) => modalOpened({ kind: 'signIn', lead });

/** Opens the dialog that mails a password reset link. */
export const passwordResetRequired = (email = '') => modalOpened({ kind: 'passwordReset', email });
