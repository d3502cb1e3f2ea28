import { z } from './zod';
import { requiredText } from './auth';
import { decimalNumber, priceField } from './numbers';

/** How long a buyer has to accept a quote. */
export const QUOTE_DAYS_OPEN = 7;

export const QUOTE_MESSAGES = {
  titleRequired: 'Give the custom order a title.',
  titleLong: 'A title can be at most 140 characters.',
  descriptionRequired: 'Describe what you will make.',
  descriptionLong: 'A description can be at most 2000 characters.',
  processingDays: 'Processing time must be a whole number of days from 1 to 90.',
  notFound: "Quote couldn't be found",
  sellerOnly: 'Only the seller in this conversation can send a quote.',
  buyerOnly: 'Only the buyer the quote was sent to can answer it.',
  notOpen: 'This quote is no longer open.',
  expired: `This quote has expired: quotes stay open for ${QUOTE_DAYS_OPEN} days.`,
  sentBody: (title: string) => `Custom order quote: ${title}`,
  acceptedBody: (title: string) => `Accepted the custom order: ${title}`,
  declinedBody: (title: string) => `Declined the custom order: ${title}`,
} as const;

/**
 * `POST /api/conversations/{id}/quotes`: a custom piece the seller offers to make. The price is what the buyer
 * pays, shipping included; the processing days say how long it takes to make and send.
 */
export const quoteSchema = z.object({
  title: requiredText(QUOTE_MESSAGES.titleRequired).max(140, { error: QUOTE_MESSAGES.titleLong }),
  description: requiredText(QUOTE_MESSAGES.descriptionRequired).max(2000, {
    error: QUOTE_MESSAGES.descriptionLong,
  }),
  price: priceField,
  processing_days: decimalNumber(QUOTE_MESSAGES.processingDays).pipe(
    z
      .number()
      .int({ error: QUOTE_MESSAGES.processingDays })
      .min(1, { error: QUOTE_MESSAGES.processingDays })
      .max(90, { error: QUOTE_MESSAGES.processingDays }),
  ),
});
export type QuoteInput = z.infer<typeof quoteSchema>;
