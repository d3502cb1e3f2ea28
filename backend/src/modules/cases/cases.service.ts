import {
  CASE_MESSAGES,
  notReceivedCaseFrom,
  type Case,
  type CaseRole,
  type CaseStatus,
  type OpenCaseInput,
} from '@handmade/common';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError';
import type { PhotoBytes } from '../images';
import type { ImagesService } from '../images';
import type { User } from '../users';
import { escalatesFrom, toCases } from './cases.mapper';
import type { CaseAccess, CasesRepository, ShipmentForCase } from './cases.repository';

export interface CasesOptions {
  /** How long the seller has to settle a case before its buyer may escalate it. */
  escalateAfterHours: number;
}

/** Why a case cannot be opened on this shipment for this reason yet (or at all), or undefined when it can. */
function tooEarly(shipment: ShipmentForCase, reason: OpenCaseInput['reason'], now: Date): string | undefined {
  if (shipment.status === 'cancelled' || shipment.status === 'refunded') return CASE_MESSAGES.cancelled;
  if (reason === 'not_as_described') {
    return shipment.status === 'delivered' ? undefined : CASE_MESSAGES.notAsDescribedTooEarly;
  }
  if (shipment.status === 'delivered') return CASE_MESSAGES.notReceivedDelivered;
  const from = notReceivedCaseFrom(shipment.ship_by);
  return now >= from ? undefined : CASE_MESSAGES.notReceivedTooEarly(from);
}

/**
 * Cases on a shipment (DESIGN.md, "Round three"): the buyer opens one, buyer and seller (and admins) write in
 * it, the buyer escalates after the seller's wait, an admin resolves it. Anyone else gets 404.
 */
export function createCasesService(
  cases: CasesRepository,
  photos: Pick<ImagesService, 'storePhotoIn' | 'keepOrDiscard'>,
  { escalateAfterHours }: CasesOptions,
) {
  const one = async (caseId: number): Promise<Case> =>
    toCases(await cases.byIds([caseId]), escalateAfterHours)[0]!;

  /** The user's part in the case: buyer, seller or admin; 404 for anyone else, as if it did not exist. */
  const roleIn = async (user: User, caseId: number): Promise<{ kase: CaseAccess; role: CaseRole }> => {
    const kase = await cases.access(caseId);
    if (kase?.buyer_id === user.id) return { kase, role: 'buyer' };
    if (kase?.seller_id === user.id) return { kase, role: 'seller' };
    if (kase && user.role === 'admin') return { kase, role: 'admin' };
    throw notFound(CASE_MESSAGES.notFound);
  };

  return {
    async open(user: User, shipmentId: number, input: OpenCaseInput): Promise<Case> {
      const shipment = await cases.shipment(shipmentId);
      if (!shipment || (shipment.buyer_id !== user.id && shipment.seller_id !== user.id)) {
        throw notFound(CASE_MESSAGES.shipmentNotFound);
      }
      if (shipment.buyer_id !== user.id) throw forbidden(CASE_MESSAGES.buyerOnlyOpens);
      const refused = tooEarly(shipment, input.reason, new Date());
      if (refused) throw conflict(refused);
      const caseId = await cases.open(shipmentId, user.id, input.reason, input.note);
      if (caseId === undefined) throw conflict(CASE_MESSAGES.alreadyOpen);
      return one(caseId);
    },

    async get(user: User, caseId: number): Promise<Case> {
      await roleIn(user, caseId);
      return one(caseId);
    },

    /** A message, with a photo of the piece when one is sent; stored before the row that points at it. */
    async addMessage(user: User, caseId: number, body: string, photo: PhotoBytes | undefined): Promise<Case> {
      const { kase, role } = await roleIn(user, caseId);
      if (!body && !photo) throw badRequest(CASE_MESSAGES.bodyRequired, { body: CASE_MESSAGES.bodyRequired });
      if (kase.status === 'resolved') throw conflict(CASE_MESSAGES.resolved);
      const stored = photo ? await photos.storePhotoIn(user.id, `cases/${caseId}`, photo) : undefined;
      const added = await photos.keepOrDiscard(stored, () =>
        cases.addMessage(caseId, { userId: user.id, role }, body, stored),
      );
      if (!added) throw conflict(CASE_MESSAGES.resolved);
      return one(caseId);
    },

    async escalate(user: User, caseId: number): Promise<Case> {
      const { kase, role } = await roleIn(user, caseId);
      if (role !== 'buyer') throw forbidden(CASE_MESSAGES.buyerOnlyEscalates);
      if (!(await cases.escalate(caseId, user.id, escalateAfterHours))) {
        const now = await cases.access(caseId);
        if (now?.status === 'escalated') throw conflict(CASE_MESSAGES.alreadyEscalated);
        if (now?.status === 'resolved') throw conflict(CASE_MESSAGES.resolved);
        throw conflict(CASE_MESSAGES.escalateTooEarly(escalatesFrom(kase.opened_at, escalateAfterHours)));
      }
      return one(caseId);
    },

    /**
     * An admin's decision: 404 for a missing case, 403 for their own (as buyer or seller), 409 once resolved,
     * 400 keyed `refund` above the total.
     */
    async resolve(admin: User, caseId: number, refund: number, note: string): Promise<Case> {
      const kase = await cases.access(caseId);
      if (!kase) throw notFound(CASE_MESSAGES.notFound);
      if (kase.buyer_id === admin.id || kase.seller_id === admin.id) throw forbidden(CASE_MESSAGES.ownCase);
      const outcome = await cases.resolve(caseId, admin.id, refund, note);
      if (outcome === 'missing') throw notFound(CASE_MESSAGES.notFound);
      if (outcome === 'resolved') throw conflict(CASE_MESSAGES.resolved);
      if (outcome === 'too_high') {
        const message = CASE_MESSAGES.refundTooHigh(kase.total);
        throw badRequest(message, { refund: message });
      }
      return one(caseId);
    },

    /** The console's queue of cases in one status. */
    async queue(status: CaseStatus): Promise<Case[]> {
      return toCases(await cases.queue(status), escalateAfterHours);
    },
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
