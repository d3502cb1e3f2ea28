/** What the composition root may use of custom orders. */
export { createQuotesRepository } from './quotes.repository';
export { createConversationQuotesRouter, createQuotesRouter } from './quotes.routes';
export { createQuotesService, type QuotesService } from './quotes.service';
