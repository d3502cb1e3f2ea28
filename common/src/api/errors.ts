import { z } from '../zod';

/** Every 4xx and 5xx answer; `errors` holds one message per form field, when there are any. */
export const errorAnswerSchema = z.strictObject({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** A confirmation: a delete, a logout, a cleared cart. */
export const messageAnswerSchema = z.strictObject({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
