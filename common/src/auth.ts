import { z } from './zod';
import { MESSAGES } from './messages';

/** A required string: `missing` when absent, empty or blank; trimmed. */
export function requiredText(missing: string) {
  return z.string({ error: missing }).trim().min(1, { error: missing });
}

export const emailField = requiredText(MESSAGES.emailRequired)
  .max(254, { error: MESSAGES.emailInvalid })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(6, { error: MESSAGES.passwordShort })
  .max(72, { error: MESSAGES.passwordLong });

export const signupSchema = z.object({
  first_name: requiredText(MESSAGES.firstNameRequired).max(50, { error: MESSAGES.nameLong }),
  last_name: requiredText(MESSAGES.lastNameRequired).max(50, { error: MESSAGES.nameLong }),
  email: emailField,
  username: requiredText(MESSAGES.usernameRequired)
    .min(4, { error: MESSAGES.usernameShort })
    .max(30, { error: MESSAGES.usernameLong })
    .regex(/^[A-Za-z0-9._-]+$/, { error: MESSAGES.usernameCharacters }),
  password: newPassword,
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The form adds a confirmation the server never sees. */
export const registerFormSchema = signupSchema
  .extend({ confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, {
    error: MESSAGES.confirmMismatch,
    path: ['confirm_password'],
  });

export const loginSchema = z.object({
  email: requiredText(MESSAGES.emailRequired).max(254, { error: MESSAGES.emailInvalid }),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(200, { error: MESSAGES.passwordLong }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired }),
  new_password: newPassword,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** Body keys to the form's field names (spec §8). */
export const SIGNUP_FIELD_KEYS = {
  first_name: 'firstName',
  last_name: 'lastName',
  confirm_password: 'confirmPassword',
  current_password: 'currentPassword',
  new_password: 'newPassword',
};

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60;

export const PASSWORD_RESET_MESSAGES = {
  sent: `If an account uses that email, we sent it a link to choose a new password. The link works for one hour.`,
  done: 'Your password has been changed and every session ended. Sign in with your new password.',
  tokenInvalid: 'This link is invalid, used or expired. Ask for a new one.',
} as const;

/** `POST /api/auth/password-reset`: answered the same whether or not an account uses the email. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/auth/password-reset/confirm`: the token from the mailed link, and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: requiredText(PASSWORD_RESET_MESSAGES.tokenInvalid).max(200, {
    error: PASSWORD_RESET_MESSAGES.tokenInvalid,
  }),
  new_password: newPassword,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

/** How long a link that confirms an email (at sign-up, on request, or for a new address) works. */
export const EMAIL_CONFIRM_HOURS = 24;

export const EMAIL_MESSAGES = {
  verificationSent: (email: string) =>
    `We sent a link to ${email}. Open it within ${EMAIL_CONFIRM_HOURS} hours to verify your email.`,
  alreadyVerified: 'Your email is already verified.',
  changeSent: (email: string) =>
    `We sent a link to ${email}. Your email changes when you open it, within ${EMAIL_CONFIRM_HOURS} hours.`,
  sameEmail: 'This is already your email.',
  tokenInvalid: 'This link is invalid, used or expired. Ask for a new one.',
} as const;

/** `POST /api/auth/verify-email/confirm`: the token from a mailed link (verification or a new address). */
export const emailConfirmSchema = z.object({
  token: requiredText(EMAIL_MESSAGES.tokenInvalid).max(200, { error: EMAIL_MESSAGES.tokenInvalid }),
});
export type EmailConfirmInput = z.infer<typeof emailConfirmSchema>;

/** `PUT /api/auth/email`: the new address, confirmed from a link mailed to it; the password once more. */
export const emailChangeSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(200, { error: MESSAGES.passwordLong }),
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
