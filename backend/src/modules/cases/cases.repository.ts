import type { CaseReason, CaseRole, CaseStatus } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { shownUsername } from '../../db/shownUsername';
import { NOTICE_JOBS, queueJob } from '../../jobs/queueJob';
import type { StoredImage } from '../images';
import { audit } from '../admin';
import type { ShipmentsRepository } from '../shipments';
import type { CaseEventRow, CaseItemRow, CaseMessageRow, CaseParts, CaseRow } from './cases.mapper';

/** The steps a case's notices tell of (`NOTICE_JOBS.caseMoved`). */
export type CaseStep = 'opened' | 'message' | 'escalated' | 'resolved';

/** A shipment as a case about it needs it: where it stands and whose it is. */
export interface ShipmentForCase {
  id: number;
  status: string;
  /** `YYYY-MM-DD`. */
  ship_by: string;
  seller_id: number;
  buyer_id: number;
}

/** A case as its rules need it: who may do what, and when. */
export interface CaseAccess {
  id: number;
  shipment_id: number;
  status: CaseStatus;
  opened_at: Date;
  buyer_id: number;
  seller_id: number;
  total: number;
}

export interface Author {
  userId: number;
  role: CaseRole;
}

const CASES_PAGE = 100;

/** Cases with their order, shipment and people: one query for any number. */
function selectCases(db: Db | Knex.Transaction): Knex.QueryBuilder {
  return db('cases as c')
    .join('shipments as s', 's.id', 'c.shipment_id')
    .join('orders as o', 'o.id', 's.order_id')
    .join('users as buyer', 'buyer.id', 'o.user_id')
    .join('users as seller', 'seller.id', 's.seller_id')
    .select('c.id', 'c.shipment_id', 's.order_id', 'o.order_number', 'c.reason', 'c.status')
    .select('c.opened_at', 'c.escalated_at', 'c.resolved_at', 'c.refund', 'c.resolution_note', 's.total')
    .select('o.user_id as buyer_id', 's.seller_id')
    .select(
      db.raw(`${shownUsername('buyer')} AS buyer_username`),
      db.raw(`${shownUsername('seller')} AS seller_username`),
    );
}

export function createCasesRepository(db: Db, shipments: Pick<ShipmentsRepository, 'announce' | 'move'>) {
  /** The messages, events and lines of `rows`: three more queries whatever their number. */
  async function partsOf(rows: CaseRow[]): Promise<CaseParts> {
    if (rows.length === 0) return { rows, messages: [], events: [], items: [] };
    const ids = rows.map((row) => row.id);
    const [messages, events, items] = await Promise.all([
      db('case_messages as m')
        .join('users as u', 'u.id', 'm.author_id')
        .select('m.id', 'm.case_id', 'm.author_id', 'm.author_role', 'm.body', 'm.created_at')
        .select('m.photo_url', 'm.photo_url_small', db.raw(`${shownUsername('u')} AS author_username`))
        .whereIn('m.case_id', ids)
        .orderBy('m.id') as Promise<CaseMessageRow[]>,
      db('case_events')
        .select('case_id', 'kind', 'by_role', 'note', 'at')
        .whereIn('case_id', ids)
        .orderBy('id') as Promise<CaseEventRow[]>,
      db('order_items as oi')
        .join('cases as c', 'c.shipment_id', 'oi.shipment_id')
        .select('c.id as case_id', 'oi.title', 'oi.quantity')
        .whereIn('c.id', ids)
        .orderBy('oi.id') as Promise<CaseItemRow[]>,
    ]);
    return { rows, messages, events, items };
  }

  const access = (caseId: number, trx: Db | Knex.Transaction = db): Promise<CaseAccess | undefined> =>
    trx('cases as c')
      .join('shipments as s', 's.id', 'c.shipment_id')
      .join('orders as o', 'o.id', 's.order_id')
      .select('c.id', 'c.shipment_id', 'c.status', 'c.opened_at', 's.seller_id', 's.total')
      .select('o.user_id as buyer_id')
      .where('c.id', caseId)
      .first();

  /** Writes one step of a case, tells both event streams through its shipment, and queues its notices. */
  async function recordStep(
    trx: Knex.Transaction,
    kase: { id: number; shipment_id: number },
    step: { kind: 'opened' | 'escalated' | 'resolved'; by: Author; note: string | null },
  ): Promise<void> {
    await trx('case_events').insert({
      case_id: kase.id,
      kind: step.kind,
      by_role: step.by.role,
      by_user_id: step.by.userId,
      note: step.note,
    });
    await shipments.announce(trx, [kase.shipment_id]);
    await queueJob(trx, NOTICE_JOBS.caseMoved, { case_id: kase.id, step: step.kind });
  }

  return {
    async byIds(ids: number[]): Promise<CaseParts> {
      return partsOf(await selectCases(db).whereIn('c.id', ids).orderBy('c.id'));
    },

    /** A queue of the console: waiting ones oldest first, resolved ones newest first. */
    async queue(status: CaseStatus): Promise<CaseParts> {
      const rows = await selectCases(db)
        .where('c.status', status)
        .orderBy('c.id', status === 'resolved' ? 'desc' : 'asc')
        .limit(CASES_PAGE);
      return partsOf(rows);
    },

    async shipment(shipmentId: number): Promise<ShipmentForCase | undefined> {
      return db('shipments as s')
        .join('orders as o', 'o.id', 's.order_id')
        .select(
          's.id',
          's.status',
          's.seller_id',
          'o.user_id as buyer_id',
          db.raw('s.ship_by::text AS ship_by'),
        )
        .where('s.id', shipmentId)
        .first();
    },

    access: (caseId: number) => access(caseId),

    /** Opens the shipment's case with the buyer's note as its first message; undefined when it has one. */
    async open(
      shipmentId: number,
      buyerId: number,
      reason: CaseReason,
      note: string,
    ): Promise<number | undefined> {
      return db.transaction(async (trx) => {
        const [opened] = await trx('cases')
          .insert({ shipment_id: shipmentId, reason })
          .onConflict('shipment_id')
          .ignore()
          .returning('id');
        if (!opened) return undefined;
        const kase = { id: opened.id as number, shipment_id: shipmentId };
        await trx('case_messages').insert({
          case_id: kase.id,
          author_id: buyerId,
          author_role: 'buyer',
          body: note,
        });
        await recordStep(trx, kase, { kind: 'opened', by: { userId: buyerId, role: 'buyer' }, note: null });
        return kase.id;
      });
    },

    /** Adds a message while the case is unresolved (the row lock orders it after a resolution); false once resolved. */
    async addMessage(
      caseId: number,
      by: Author,
      body: string,
      photo: StoredImage | undefined,
    ): Promise<boolean> {
      return db.transaction(async (trx) => {
        const kase = await trx('cases')
          .select('id', 'shipment_id', 'status')
          .where('id', caseId)
          .forUpdate()
          .first();
        if (!kase || kase.status === 'resolved') return false;
        const [message] = await trx('case_messages')
          .insert({
            case_id: caseId,
            author_id: by.userId,
            author_role: by.role,
            body,
            photo_key: photo?.key ?? null,
            photo_url: photo?.url_medium ?? null,
            photo_url_small: photo?.url_small ?? null,
          })
          .returning('id');
        await shipments.announce(trx, [kase.shipment_id]);
        await queueJob(trx, NOTICE_JOBS.caseMoved, {
          case_id: caseId,
          step: 'message',
          message_id: message.id,
        });
        return true;
      });
    },

    /** Hands an open case, opened at least `afterHours` ago, to the admins; false when it was not open or too new. */
    async escalate(caseId: number, buyerId: number, afterHours: number): Promise<boolean> {
      return db.transaction(async (trx) => {
        const [kase] = await trx('cases')
          .where({ id: caseId, status: 'open' })
          .where('opened_at', '<=', trx.raw('now() - make_interval(hours => ?)', [afterHours]))
          .update({ status: 'escalated', escalated_at: trx.fn.now() })
          .returning(['id', 'shipment_id']);
        if (!kase) return false;
        await recordStep(trx, kase, {
          kind: 'escalated',
          by: { userId: buyerId, role: 'buyer' },
          note: null,
        });
        return true;
      });
    },

    /**
     * Resolves an unresolved case with a practice refund (0 for none) and the admin's note, in one
     * transaction with its audit entry; a refund moves the shipment to `refunded`. `resolved` when it already
     * was, `too_high` when the refund is more than the shipment's total.
     */
    async resolve(
      caseId: number,
      adminId: number,
      refund: number,
      note: string,
    ): Promise<'done' | 'missing' | 'resolved' | 'too_high'> {
      return db.transaction(async (trx) => {
        const locked = await trx('cases').select('status').where('id', caseId).forUpdate().first();
        if (!locked) return 'missing';
        if (locked.status === 'resolved') return 'resolved';
        const kase = (await access(caseId, trx))!;
        if (refund > kase.total) return 'too_high';
        await trx('cases').where('id', caseId).update({
          status: 'resolved',
          resolved_at: trx.fn.now(),
          resolved_by: adminId,
          refund,
          resolution_note: note,
        });
        const by: Author = { userId: adminId, role: 'admin' };
        if (refund > 0) {
          await shipments.move(
            trx,
            kase.shipment_id,
            ['paid', 'shipped', 'delivered'],
            'refunded',
            by,
            note,
            { refund },
          );
        }
        await recordStep(trx, kase, { kind: 'resolved', by, note });
        await audit(trx, adminId, 'resolve_case', ['case', caseId], note);
        return 'done';
      });
    },
  };
}

export type CasesRepository = ReturnType<typeof createCasesRepository>;
