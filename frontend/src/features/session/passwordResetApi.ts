import type { PasswordResetConfirmInput, PasswordResetRequestInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import { loggedOut } from '../../app/state/events';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { toApiError } from '../../lib/api';
import type { MessageAnswer, User } from '../../lib/types';

/** Mails a reset link; the answer is the same whether or not an account uses the email. */
export const requestPasswordReset = createApiThunk(
  'session/requestPasswordReset',
  (body: PasswordResetRequestInput, api) => api.post<MessageAnswer>('/api/auth/password-reset', body),
);

/**
 * Sets the new password. The server ends every session of that account: when this browser was signed in, it
 * asks who is signed in now, and starts afresh signed out if that session was one of them.
 */
export const confirmPasswordReset = createApiThunk(
  'session/confirmPasswordReset',
  async (body: PasswordResetConfirmInput, api, { dispatch, getState }) => {
    const answer = await api.post<MessageAnswer>('/api/auth/password-reset/confirm', body);
    if (selectCurrentUser(getState())) {
      try {
        await api.get<User>('/api/auth/');
      } catch (error) {
        if (toApiError(error).status === 401) dispatch(loggedOut());
      }
    }
    return answer;
  },
);
