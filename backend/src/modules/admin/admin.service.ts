import { ADMIN_MESSAGES, type AdminUser, type ModeratedUser } from '@handmade/common';
import { conflict, notFound } from '../../http/httpError';
import type { AdminRepository, Outcome } from './admin.repository';

/** 404 for what is not there, 409 for an action its target's state does not allow. */
function check(outcome: Outcome, missing: string, unchanged: string): void {
  if (outcome === 'missing') throw notFound(missing);
  if (outcome === 'unchanged') throw conflict(unchanged);
  if (outcome === 'admin') throw conflict(ADMIN_MESSAGES.notAnotherAdmin);
}

/** What admins do to listings and accounts, each with a reason that the audit log keeps. */
export function createAdminService(admin: AdminRepository) {
  const moderated = async (userId: number): Promise<ModeratedUser> => {
    const user = await admin.moderatedUser(userId);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
    return user;
  };

  return {
    async hideProduct(adminId: number, productId: number, reason: string): Promise<void> {
      const outcome = await admin.hideProduct(adminId, productId, reason);
      check(outcome, ADMIN_MESSAGES.productNotFound, ADMIN_MESSAGES.alreadyHidden);
    },

    async restoreProduct(adminId: number, productId: number, reason: string): Promise<void> {
      const outcome = await admin.restoreProduct(adminId, productId, reason);
      check(outcome, ADMIN_MESSAGES.productNotFound, ADMIN_MESSAGES.notHidden);
    },

    async suspendUser(adminId: number, userId: number, reason: string): Promise<ModeratedUser> {
      const outcome = await admin.suspendUser(adminId, userId, reason);
      check(outcome, ADMIN_MESSAGES.userNotFound, ADMIN_MESSAGES.alreadySuspended);
      return moderated(userId);
    },

    async reinstateUser(adminId: number, userId: number, reason: string): Promise<ModeratedUser> {
      const outcome = await admin.reinstateUser(adminId, userId, reason);
      check(outcome, ADMIN_MESSAGES.userNotFound, ADMIN_MESSAGES.notSuspended);
      return moderated(userId);
    },

    audit: admin.auditPage,

    stats: admin.stats,

    async user(userId: number): Promise<AdminUser> {
      const user = await admin.user(userId);
      if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
      return user;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
