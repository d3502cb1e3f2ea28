/**
 * The shared rules a buyer's choice meets on the product page. They come with zod, so the page loads them
 * when the buyer first uses a choice, not with the page itself.
 */
export { personalizationError, VARIATION_MESSAGES } from '@handmade/common';
