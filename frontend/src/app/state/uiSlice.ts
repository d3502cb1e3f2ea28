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

/**
 * What a visitor set out to do when they were asked to sign in: the control that started it finishes it once
 * they have. `id` is the product's, or the seller's for a message or a follow.
 */
export interface PendingAction {
  kind: 'addToCart' | 'favorite' | 'messageSeller' | 'followShop';
  id: number;
}

export interface BannerState {
  id: number;
  message: string;
}

interface UiState {
  modal: ModalState | null;
  banner: BannerState | null;
  /** Waits while the sign-in modal is open; `ready` once the visitor signed in (or up) in it. */
  pendingAction: { action: PendingAction; ready: boolean } | null;
}

const initialState: UiState = { modal: null, banner: null, pendingAction: null };

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
      // Closed without signing in: what they set out to do is dropped with the modal.
      if (!state.pendingAction?.ready) state.pendingAction = null;
    },
    signInAsked(state, action: PayloadAction<{ lead: string; then?: PendingAction }>) {
      state.modal = { kind: 'signIn', lead: action.payload.lead };
      state.pendingAction = action.payload.then ? { action: action.payload.then, ready: false } : null;
    },
    signedInFromModal(state) {
      state.modal = null;
      if (state.pendingAction) state.pendingAction.ready = true;
    },
    pendingActionTaken(state) {
      state.pendingAction = null;
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

export const {
  modalOpened,
  modalClosed,
  signInAsked,
  signedInFromModal,
  pendingActionTaken,
  bannerShown,
  bannerDismissed,
} = uiSlice.actions;

export const selectModal = (state: RootState) => (state.ui ?? initialState).modal;
export const selectBanner = (state: RootState) => (state.ui ?? initialState).banner;
/** The visitor's pending action, once they have signed in and it may be finished. */
export const selectReadyPendingAction = (state: RootState) => {
  const pending = (state.ui ?? initialState).pendingAction;
  return pending?.ready ? pending.action : null;
};

/**
 * Opens Sign In; `lead` (usually MESSAGES.signInLead) says why, and is left empty for the header button. `then`
 * is what the visitor was doing, finished for them once they sign in.
 */
export const signInRequired = (lead: string, then?: PendingAction) => signInAsked({ lead, then });

/** Opens the dialog that mails a password reset link. */
export const passwordResetRequired = (email = '') => modalOpened({ kind: 'passwordReset', email });
