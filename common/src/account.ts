import { z } from './zod';
import { signupSchema } from './auth';
import { MESSAGES } from './messages';

/** Name and username, with the same rules and messages as at sign-up. */
export const profileSchema = signupSchema.pick({ first_name: true, last_name: true, username: true });
export type ProfileInput = z.infer<typeof profileSchema>;

/** Closing an account asks for its password once more. */
export const closeAccountSchema = z.object({
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(200, { error: MESSAGES.passwordLong }),
});
export type CloseAccountInput = z.infer<typeof closeAccountSchema>;
