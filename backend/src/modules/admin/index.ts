/** What the composition root uses of the operator's side: admin actions, the audit log, the admin gate. */
export { createAdminRepository } from './admin.repository';
export { createAdminRouter } from './admin.routes';
export { createAdminService, type AdminService } from './admin.service';
export { createRequireAdmin } from './requireAdmin';
