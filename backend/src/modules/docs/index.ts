/** What the composition root uses of the API reference. */
export { createDocsRouter } from './docs.routes';
