/** What the composition root uses of the health check. */
export { createHealthRouter } from './health.routes';
