/**
 * Cases on a shipment: a buyer's complaint that a parcel never came or is not as described, talked through
 * with the seller, escalated, and resolved by an admin with a practice refund.
 */
export { createCasesRepository, type CaseStep } from './cases.repository';
export { createAdminCasesRouter, createCasesRouter, createShipmentCasesRouter } from './cases.routes';
export { createCasesService, type CasesService } from './cases.service';
