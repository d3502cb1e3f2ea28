import {
  closeAccountSchema,
  emailChangeSchema,
  emailConfirmSchema,
  noticesAnswerSchema,
  notificationPreferencesSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSchema,
  unsubscribeAnswerSchema,
} from '@handmade/common';
import { z } from 'zod';
import * as shapes from './openapi.schemas';
import { MESSAGE_ANSWER, PHOTO_QUEUE, PHOTO_TOO_LARGE, type RouteDoc } from './routeDoc';

const AUTH_LIMIT = 'Too many password attempts from this client; wait 15 minutes.';
const LINK_LIMIT =
  'Too many requests from this client (15 minutes), or 5 links to this address in the last hour.';

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
      'Multipart `image`: PNG, JPEG, GIF or WebP (checked by its bytes), at most 5 MB, stored as WebP variants like product photos. `profile_url` points at the new avatar. ' +
      PHOTO_QUEUE,
    signedIn: true,
    multipart: { schema: z.object({}), fileRequired: true },
    answers: [{ status: 200, description: 'The user.', schema: shapes.UserSchema }],
    errors: {
      400: 'No file, or a form that cannot be read (`errors.image`).',
      413: PHOTO_TOO_LARGE,
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
  {
    id: 'requestPasswordReset',
    method: 'post',
    path: '/api/auth/password-reset',
    tag: 'Auth',
    summary: 'Mail a link to choose a new password',
    description:
      'Answered 202 with the same message, as fast, whether or not an account uses the email; the link works once, for an hour.',
    body: passwordResetRequestSchema,
    answers: [{ status: 202, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 429: LINK_LIMIT },
  },
  {
    id: 'confirmPasswordReset',
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    tag: 'Auth',
    summary: 'Set a new password with the token of a mailed link; every session ends',
    description: 'Errors are keyed `token` (used, expired or unknown) and `newPassword`.',
    body: passwordResetConfirmSchema,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 429: AUTH_LIMIT },
  },
  {
    id: 'requestEmailVerification',
    method: 'post',
    path: '/api/auth/verify-email',
    tag: 'Auth',
    summary: 'Mail the signed-in user a link that verifies their email',
    description:
      'A link is also mailed at sign-up. An unverified account may do everything a verified one can; a verified seller’s shop shows a "verified" mark.',
    signedIn: true,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 409: 'The email is already verified.', 429: LINK_LIMIT },
  },
  {
    id: 'confirmEmail',
    method: 'post',
    path: '/api/auth/verify-email/confirm',
    tag: 'Auth',
    summary: 'Open a mailed link: verify the email, or make a new one the account’s',
    description:
      'Signed in or not. A link for a new address (from `PUT /api/auth/email`) changes the account’s email to it, ends every other pending link, and tells the old address.',
    body: emailConfirmSchema,
    answers: [{ status: 200, description: 'The user.', schema: shapes.UserSchema }],
    errors: {
      400: 'A used, expired or unknown token (`errors.token`).',
      409: 'Another account took the new address since the link was sent (`errors.email`).',
      429: AUTH_LIMIT,
    },
  },
  {
    id: 'changeEmail',
    method: 'put',
    path: '/api/auth/email',
    tag: 'Auth',
    summary: 'Ask to change the signed-in user’s email: the new address must confirm',
    description:
      'Asks for the password. Mails a link to the new address; the email changes when it is opened. Errors are keyed `email` (invalid, taken, or the same) and `password`.',
    signedIn: true,
    body: emailChangeSchema,
    answers: [{ status: 202, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 429: LINK_LIMIT },
  },
  {
    id: 'listNotifications',
    method: 'get',
    path: '/api/notifications',
    tag: 'Auth',
    summary: 'The signed-in user’s in-app notices, newest first, and how many are unread',
    description:
      'Orders placed and sold, shipments shipped, delivered or cancelled, messages left unread, reviews and replies, and account changes. `/api/events` pushes each new one as `event: notification` with `{notification, unread}`.',
    signedIn: true,
    query: {
      schema: z.object({ before: z.string().optional() }),
      about: { before: 'The `next_before` of the previous page: notices older than that id.' },
    },
    answers: [{ status: 200, description: 'A page of notices.', schema: noticesAnswerSchema }],
  },
  {
    id: 'markNotificationsRead',
    method: 'put',
    path: '/api/notifications/read',
    tag: 'Auth',
    summary: 'Mark every notice of the signed-in user read',
    signedIn: true,
    answers: [
      { status: 200, description: 'The unread count, 0.', schema: z.object({ unread: z.number().int() }) },
    ],
  },
];
