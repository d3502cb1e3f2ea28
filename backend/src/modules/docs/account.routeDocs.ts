import {
  closeAccountSchema,
  notificationPreferencesSchema,
  profileSchema,
  unsubscribeAnswerSchema,
} from '@handmade/common';
import { z } from 'zod';
import * as shapes from './openapi.schemas';
import { MESSAGE_ANSWER, type RouteDoc } from './routeDoc';

const AUTH_LIMIT = 'Too many password attempts from this client; wait 15 minutes.';

/** The signed-in user's own account settings, beside the session under `/api/auth`. */
export const accountRouteDocs: RouteDoc[] = [
  {
    id: 'changeProfile',
    method: 'put',
    path: '/api/auth/profile',
    tag: 'Auth',
    summary: 'Change the signed-in user’s name and username',
    description:
      'The same rules and messages as sign-up; errors are keyed `firstName`, `lastName`, `username`.',
    signedIn: true,
    body: profileSchema,
    answers: [{ status: 200, description: 'The user.', schema: shapes.UserSchema }],
    errors: { 409: 'Someone else has that username (`errors.username`).' },
  },
  {
    id: 'changeAvatar',
    method: 'put',
    path: '/api/auth/avatar',
    tag: 'Auth',
    summary: 'Upload the signed-in user’s avatar (replaces the previous one)',
    description:
      'Multipart `image`: PNG, JPEG, GIF or WebP (checked by its bytes), at most 5 MB, stored as WebP variants like product photos. `profile_url` points at the new avatar.',
    signedIn: true,
    multipart: { schema: z.object({}), fileRequired: true },
    answers: [{ status: 200, description: 'The user.', schema: shapes.UserSchema }],
    errors: {
      400: 'No file, or a form that cannot be read (`errors.image`).',
      413: 'A file over 5 MB or 40 megapixels.',
      415: 'Not a PNG, JPEG, GIF or WebP image, or an image that cannot be read.',
    },
  },
  {
    id: 'closeAccount',
    method: 'delete',
    path: '/api/auth',
    tag: 'Auth',
    summary: 'Close the signed-in user’s account',
    description:
      'Asks for the password. Deletes the user’s listings (with their photos), cart and favorites, and signs every session out; their reviews and past orders stay, shown as a "former member". The email and username become free to use again.',
    signedIn: true,
    body: closeAccountSchema,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 400: 'The password is wrong (`errors.password`).', 429: AUTH_LIMIT },
  },
  {
    id: 'getNotificationPreferences',
    method: 'get',
    path: '/api/account/notifications',
    tag: 'Auth',
    summary: 'Which mails the signed-in user gets, by kind',
    signedIn: true,
    answers: [{ status: 200, description: 'The preferences.', schema: notificationPreferencesSchema }],
  },
  {
    id: 'setNotificationPreferences',
    method: 'put',
    path: '/api/account/notifications',
    tag: 'Auth',
    summary: 'Choose which mails to get; security mails (password reset and changed) are always sent',
    description: 'Every kind, each a boolean; errors are keyed by kind.',
    signedIn: true,
    body: notificationPreferencesSchema,
    answers: [{ status: 200, description: 'The preferences saved.', schema: notificationPreferencesSchema }],
  },
  {
    id: 'unsubscribe',
    method: 'post',
    path: '/api/account/notifications/unsubscribe',
    tag: 'Auth',
    summary: 'Turn one kind of mail off from a mail’s link, without signing in (RFC 8058 one-click)',
    description:
      'The address of every mail’s `List-Unsubscribe` header, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The token names the user and the kind, signed by the server.',
    query: {
      schema: z.object({ token: z.string() }),
      about: { token: 'The token of the mail’s link.' },
    },
    answers: [{ status: 200, description: 'What was turned off.', schema: unsubscribeAnswerSchema }],
    errors: { 400: 'A token this server did not sign.' },
  },
];
