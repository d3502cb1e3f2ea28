import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { EventBus } from '../../events';
import type { Logger } from '../../logger';
import type { SessionClaims, SessionEnds } from '../auth';
import { toMessage, type MessageRow } from './conversations.mapper';
import type { ConversationsRepository } from './conversations.repository';
import { MESSAGES_CHANNEL, parseLiveNotice, type LiveNotice } from './liveNotice';

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;
/** The most messages a resuming stream replays; the inbox and the thread load the rest. */
const RESUME_LIMIT = 500;
/** Reads are not rate limited, so one user's open streams are: the oldest ends when one more opens. */
export const MAX_STREAMS_PER_USER = 10;

export interface LiveEventsOptions {
  heartbeatMs?: number;
  /** Reads shipments for their `shipment` events (the shipments module's). */
  shipments?: (ids: number[]) => Promise<{ id: number }[]>;
  /** Reads notices, with their user's unread count, for `notification` events (the notifications module's). */
  notices?: (ids: number[]) => Promise<{ user_id: number; notification: object; unread: number }[]>;
  /** Aborted when the process shuts down: open streams end, so the server can finish. */
  shutdown?: AbortSignal;
  /** Ends a stream as soon as its session ends (signed out, password changed, account closed or suspended). */
  sessionEnds?: SessionEnds;
}

/**
 * Where a stream resumes: the `Last-Event-ID` a browser sends when it reconnects by itself, or the
 * `last_event_id` parameter of a page that had to open a new EventSource (which cannot set headers).
 */
function lastEventIdOf(req: Request): number | undefined {
  const query = req.query.last_event_id;
  const value = req.get('Last-Event-ID') ?? (typeof query === 'string' ? query : undefined);
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * The Server-Sent Events streams of this process, by user. It listens once per process on the
 * `messages` channel, whichever process or machine the writer reached, and writes each new message
 * and unread total to the streams of the users it concerns. Message ids are event ids, so a browser that
 * reconnects with `Last-Event-ID` gets what it missed.
 */
export function createLiveEvents(
  repository: ConversationsRepository,
  bus: EventBus,
  logger: Logger,
  options: LiveEventsOptions = {},
) {
  const streams = new Map<number, Set<Response>>();
  // Who holds a stream here, in `live_connections`: a message is mailed only to someone with none anywhere.
  const processId = randomUUID();
  const presence = (write: Promise<void>) =>
    write.catch((error: unknown) => logger.warn({ err: error }, 'live connection not recorded'));
  let unsubscribe: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  // Notices heard while the previous ones are being delivered wait here, and go out together: one query
  // for their messages and one for the unread totals, however many there are. One batch at a time, so a
  // user's events keep the order they were heard in.
  let pending: LiveNotice[] = [];
  let delivering = false;

  const write = (userId: number, chunk: string) => {
    for (const res of streams.get(userId) ?? []) res.write(chunk);
  };

  const messageEvent = (row: MessageRow) =>
    `id: ${row.id}\nevent: message\ndata: ${JSON.stringify(toMessage(row))}\n\n`;
  // Without an id, so the stream's resume point stays at the newest message.
  const changedEvent = (row: MessageRow) => `event: message\ndata: ${JSON.stringify(toMessage(row))}\n\n`;
  const unreadEvent = (unread: number) => `event: unread\ndata: ${JSON.stringify({ unread })}\n\n`;

  /** The users of this process a notice concerns. */
  const usersOf = (notice: LiveNotice) => {
    if (notice.kind === 'read' || notice.kind === 'notification') {
      return [notice.user_id];
    }
    if (notice.kind === 'shipment') return notice.user_ids;
    return [notice.recipient_id, notice.sender_id];
  };
  const localUsers = (notice: LiveNotice) => usersOf(notice).filter((id) => streams.has(id));

  async function deliver(batch: LiveNotice[]): Promise<void> {
    const messageIds = batch.flatMap((notice) => (notice.kind === 'message' ? [notice.message_id] : []));
    const changedIds = batch.flatMap((notice) => (notice.kind === 'changed' ? [notice.message_id] : []));
    const shipmentNotices = batch.filter((notice) => notice.kind === 'shipment');
    const noticeIds = batch.flatMap((notice) =>
      notice.kind === 'notification' ? [notice.notification_id] : [],
    );
    const users = new Set(
      batch.filter((notice) => notice.kind === 'message' || notice.kind === 'read').flatMap(localUsers),
    );
    const [read, totals, shipments, notices] = await Promise.all([
      repository.messagesByIds([...messageIds, ...changedIds]),
      repository.unreadTotals([...users]),
      shipmentNotices.length && options.shipments
        ? options.shipments(shipmentNotices.map((notice) => notice.shipment_id))
        : [],
      noticeIds.length && options.notices ? options.notices(noticeIds) : [],
    ]);
    const rows = read.filter((row) => messageIds.includes(row.id));
    const changed = read.filter((row) => changedIds.includes(row.id));
    for (const shipment of shipments) {
      const event = `event: shipment\ndata: ${JSON.stringify(shipment)}\n\n`;
      const notice = shipmentNotices.find((candidate) => candidate.shipment_id === shipment.id);
      for (const userId of notice?.user_ids ?? []) write(userId, event);
    }
    for (const row of rows) {
      const event = messageEvent(row);
      for (const userId of new Set([row.recipient_id, row.sender_id])) write(userId, event);
    }
    for (const row of changed) {
      const event = changedEvent(row);
      for (const userId of new Set([row.recipient_id, row.sender_id])) write(userId, event);
    }
    for (const [userId, unread] of totals) write(userId, unreadEvent(unread));
    for (const { user_id, ...event } of notices) {
      write(user_id, `event: notification\ndata: ${JSON.stringify(event)}\n\n`);
    }
  }

  async function drain(): Promise<void> {
    delivering = true;
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      await deliver(batch).catch((error: unknown) =>
        logger.warn({ err: error }, 'live events could not be delivered'),
      );
    }
    delivering = false;
  }

  function onNotice(payload: string) {
    const notice = parseLiveNotice(payload);
    // A process holding no stream of the users concerned does no query at all.
    if (!notice || localUsers(notice).length === 0) return;
    pending.push(notice);
    if (!delivering) void drain();
  }

  function endAll() {
    for (const [userId, set] of [...streams]) for (const res of [...set]) end(userId, res);
  }

  function start() {
    unsubscribe = bus.subscribe(MESSAGES_CHANNEL, onNotice);
    // Notices sent while the listening connection was down are lost: every browser reconnects and
    // resumes from its Last-Event-ID.
    bus.onReconnect(endAll);
    heartbeat = setInterval(() => {
      for (const set of streams.values()) for (const res of set) res.write(': keep-alive\n\n');
      void presence(repository.touchConnections(processId, [...streams.keys()]));
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
  }

  function remove(userId: number, res: Response) {
    const set = streams.get(userId);
    set?.delete(res);
    if (set?.size === 0) {
      streams.delete(userId);
      void presence(repository.markDisconnected(processId, userId));
    }
  }

  /** Ends a stream, taking it out first: nothing more is written to it while it closes. */
  function end(userId: number, res: Response) {
    remove(userId, res);
    res.end();
  }

  options.shutdown?.addEventListener('abort', endAll, { once: true });

  return {
    /**
     * Holds the response open as the event stream of the session's user until the browser or the server ends
     * it, or the session ends.
     */
    async open(session: SessionClaims, req: Request, res: Response): Promise<void> {
      const { userId } = session;
      if (!unsubscribe) start();
      res.status(200);
      res.set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // nginx would otherwise hold the events back in its buffer.
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      res.write(`retry: ${RETRY_MS}\n\n`);
      if (options.shutdown?.aborted) {
        res.end();
        return;
      }
      // Listed before the missed messages are read, so nothing committed in between is lost (a message
      // may come twice: the browser keeps one per id).
      const set = streams.get(userId) ?? new Set<Response>();
      if (set.size >= MAX_STREAMS_PER_USER) end(userId, set.values().next().value!);
      if (set.size === 0) void presence(repository.markConnected(processId, userId));
      set.add(res);
      streams.set(userId, set);
      const unwatch = options.sessionEnds?.watch(session, () => end(userId, res));
      res.on('close', () => {
        unwatch?.();
        remove(userId, res);
      });

      // The stream may have ended while the reads below were on their way (its session ended, say): Node
      // throws on a write after the end.
      const send = (chunk: string) => {
        if (!res.writableEnded) res.write(chunk);
      };
      let lastId = lastEventIdOf(req);
      if (lastId !== undefined) {
        for (const row of await repository.messagesAfter(userId, lastId, RESUME_LIMIT)) {
          send(messageEvent(row));
          lastId = row.id;
        }
      }
      // The first unread total carries the newest message id, so even a stream that got no message yet
      // resumes from the right place.
      const latest = Math.max(lastId ?? 0, await repository.latestMessageId(userId));
      send(`id: ${latest}\n${unreadEvent(await repository.unreadTotal(userId))}`);
    },

    /** Open streams in this process (for tests and the benchmark). */
    openStreams(): number {
      let count = 0;
      for (const set of streams.values()) count += set.size;
      return count;
    },

    close(): void {
      endAll();
      unsubscribe?.();
      clearInterval(heartbeat);
      void presence(repository.markDisconnected(processId));
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
