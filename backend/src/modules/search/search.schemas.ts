import { z } from 'zod';

export const MAX_SUGGEST_LENGTH = 100;
const Q_MESSAGE = `q must be text of at most ${MAX_SUGGEST_LENGTH} characters.`;

/** `GET /search/suggest` query: what is in the search box so far (empty: no suggestions). */
export const suggestQuerySchema = z.object({
  q: z.string({ error: Q_MESSAGE }).max(MAX_SUGGEST_LENGTH, { error: Q_MESSAGE }).optional().default(''),
});
