import type {
  EmailChangeInput,
  EmailConfirmInput,
  PasswordChangeInput,
  ProfileInput,
} from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import { loggedOut } from '../../app/state/events';
import { userUpdated } from '../../app/state/sessionSlice';
import type { MessageAnswer, User } from '../../lib/types';

export const saveProfile = createApiThunk(
  'account/saveProfile',
  async (fields: ProfileInput, api, { dispatch }) => {
    const user = await api.put<User>('/api/auth/profile', fields);
    dispatch(userUpdated(user));
    return user;
  },
);

export const uploadAvatar = createApiThunk('account/uploadAvatar', async (file: File, api, { dispatch }) => {
  const form = new FormData();
  form.append('image', file);
  const user = await api.upload<User>('/api/auth/avatar', form, undefined, 'PUT');
  dispatch(userUpdated(user));
  return user;
});

export const changePassword = createApiThunk('account/changePassword', (fields: PasswordChangeInput, api) =>
  api.put<MessageAnswer>('/api/auth/password', fields),
);

/** Mails a link that verifies the signed-in user's address. */
export const sendVerificationLink = createApiThunk('account/sendVerificationLink', (_: void, api) =>
  api.post<MessageAnswer>('/api/auth/verify-email'),
);

/** Mails a link to the new address; the email changes only once that link is opened. */
export const changeEmail = createApiThunk('account/changeEmail', (fields: EmailChangeInput, api) =>
  api.put<MessageAnswer>('/api/auth/email', fields),
);

/**
 * Opens a mailed link, signed in or not: the answer is the account it verified (with the new address, when the
 * link was for one), which the session takes when it is the signed-in user.
 */
export const confirmEmail = createApiThunk(
  'account/confirmEmail',
  async (body: EmailConfirmInput, api, { dispatch }) => {
    const user = await api.post<User>('/api/auth/verify-email/confirm', body);
    dispatch(userUpdated(user));
    return user;
  },
);

/** Closes the account; the session is gone with it, so the whole store starts afresh. */
export const closeAccount = createApiThunk('account/close', async (password: string, api, { dispatch }) => {
  const answer = await api.delete<MessageAnswer>('/api/auth/', { password });
  dispatch(loggedOut());
  return answer;
});
