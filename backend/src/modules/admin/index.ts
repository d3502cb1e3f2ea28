/**
 * Trust and safety: members' reports, and what admins do (hide, suspend, decide reports), each written to the
 * append-only audit log; the gate that keeps everyone else out of the admin calls.
 */
export { audit, createAdminRepository } from './admin.repository';
export { createAdminRouter } from './admin.routes';
export { createAdminService, type AdminService } from './admin.service';
export { createReportsRepository } from './reports.repository';
export { createAdminReportsRouter, createReportsRouter } from './reports.routes';
export { createReportsService, type ReportsService } from './reports.service';
export { createRequireAdmin } from './requireAdmin';
