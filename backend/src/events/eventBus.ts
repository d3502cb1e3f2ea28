import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Db } from '../db/knex';
import type { Logger } from '../logger';
import { createPeers } from './peers';

/**
 * Events between processes and machines, through PostgreSQL's LISTEN/NOTIFY: every process that
 * subscribed to a channel hears what any process published on it, once the publisher's transaction commits.
 */
export interface EventBus {
  /** pg_notify on the channel; inside `trx` when given, so it is sent only if that transaction commits. */
  publish(channel: string, payload: string, trx?: Knex): Promise<void>;
  /** Calls onMessage with each payload on the channel, in this process; returns the function that stops it. */
  subscribe(channel: string, onMessage: (payload: string) => void): () => void;
  /** Called each time the listening connection came back after being lost (notifications in between are lost). */
  onReconnect(listener: () => void): () => void;
  /** Resolves once every notification committed before the call has been handed to this process's subscribers. */
  sync(): Promise<void>;
  /**
   * True when a sync started less than a lease (`LEASE_MS`) ago has resolved, so what this process heard may be trusted
   * without a round trip: a publisher that waits on `heardEverywhere` answers only once this process heard it,
   * or once this stops being true. Asking keeps it true: the bus syncs every `HEARTBEAT_MS` while asked.
   */
  current(): boolean;
  /**
   * Resolves once every process that may trust what it heard (see `current`) has heard everything committed
   * before the call, or can no longer trust it. A process that stops answering delays this by a lease at most.
   */
  heardEverywhere(): Promise<void>;
  close(): Promise<void>;
}

export class EventBusUnavailableError extends Error {
  constructor() {
    super('The events connection to the database is down.');
  }
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_999;

/**
 * How long a resolved sync lets a process trust what it heard, and so the longest a publisher waits for a
 * silent one. Every process on a database must use the same.
 */
const LEASE_MS = 250;
/** How often a process that is asked whether it is current syncs. */
const HEARTBEAT_MS = 25;
/** A process nobody asked whether it is current for this long stops syncing on its own. */
const IDLE_AFTER_MS = 2_000;
/** Each sync notifies this channel with the process's id: the others learn who may trust what it heard. */
const SYNCED_CHANNEL = 'events_synced';
/** "Have you heard everything committed before this?": `token askerId`, answered with `token answererId`. */
const ASK_CHANNEL = 'events_ask';
const ANSWER_CHANNEL = 'events_answer';

const OWN_CHANNELS = [SYNCED_CHANNEL, ASK_CHANNEL, ANSWER_CHANNEL];

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export function createEventBus(
  connectionString: string,
  db: Db,
  logger: Logger,
  {
    applicationName = 'handmade-market-events',
    leaseMs = LEASE_MS,
  }: {
    /** How the listening session shows in pg_stat_activity. */
    applicationName?: string;
    leaseMs?: number;
  } = {},
): EventBus {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectListeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client | undefined> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MIN_MS;
  let everConnected = false;
  let closed = false;
  let syncWaiters: Waiter[] = [];
  let syncing = false;
  const processId = randomUUID();
  /** When the latest resolved sync was sent: everything committed before it has been handed over. */
  let provenAt = -Infinity;
  let askedAt = -Infinity;
  let heartbeat: NodeJS.Timeout | undefined;
  const peers = createPeers(leaseMs);

  const listen = (to: pg.Client, channel: string) => to.query(`LISTEN ${to.escapeIdentifier(channel)}`);

  const notify = (channel: string, payload: string, trx?: Knex) =>
    (trx ?? db).raw('SELECT pg_notify(?, ?)', [channel, payload]);

  /** The bus's own channels: who synced, and questions from and answers to `heardEverywhere`. */
  const dispatchOwn = (channel: string, payload: string) => {
    const [first = '', from = ''] = payload.split(' ');
    if (channel === SYNCED_CHANNEL && first !== processId) peers.synced(first);
    if (channel === ANSWER_CHANNEL) peers.answered(first, from);
    if (channel === ASK_CHANNEL && from !== processId) {
      // Heard after everything committed before the question, so the answer is true once sent.
      notify(ANSWER_CHANNEL, `${first} ${processId}`).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not answer another process');
      });
    }
  };

  const dispatch = (message: pg.Notification) => {
    if (OWN_CHANNELS.includes(message.channel)) return dispatchOwn(message.channel, message.payload ?? '');
    for (const handler of handlers.get(message.channel) ?? []) {
      try {
        handler(message.payload ?? '');
      } catch (error) {
        logger.error({ err: error, channel: message.channel }, 'an event handler failed');
      }
    }
  };

  const lost = (from: pg.Client, error?: Error) => {
    if (client !== from) return;
    client = undefined;
    provenAt = -Infinity;
    if (closed) return;
    logger.warn({ err: error, retryMs }, 'events connection lost; reconnecting');
    scheduleConnect();
  };

  const scheduleConnect = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = (): Promise<pg.Client | undefined> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: applicationName });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      next.on('notification', dispatch);
      try {
        await next.connect();
        for (const channel of [...OWN_CHANNELS, ...handlers.keys()]) await listen(next, channel);
      } catch (error) {
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        if (!closed) {
          logger.warn({ err: error, retryMs }, 'events connection failed; retrying');
          scheduleConnect();
        }
        return undefined;
      }
      if (closed) {
        await next.end().catch(() => {});
        return undefined;
      }
      client = next;
      retryMs = RETRY_MIN_MS;
      if (everConnected) {
        logger.info('events connection back');
        for (const listener of reconnectListeners) listener();
      }
      everConnected = true;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  /** The listening connection, waiting for an attempt under way; undefined while it is down. */
  const current = async () => client ?? (await connecting);

  // Notifications reach a session in commit order, before the answer to any query it sends afterwards:
  // one round trip on the listening connection flushes whatever was committed before it. Callers that
  // arrive while a round trip is on the wire wait for the next one, which surely started after them.
  // The round trip is itself a notification, so every other process learns that this one may trust what
  // it heard for a lease.
  const drainSyncWaiters = async () => {
    syncing = true;
    while (syncWaiters.length > 0) {
      const batch = syncWaiters;
      syncWaiters = [];
      try {
        const on = await current();
        if (!on) throw new EventBusUnavailableError();
        const sentAt = performance.now();
        await on.query('SELECT pg_notify($1, $2)', [SYNCED_CHANNEL, processId]);
        if (on === client) provenAt = Math.max(provenAt, sentAt);
        for (const waiter of batch) waiter.resolve();
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    syncing = false;
  };

  const sync = () =>
    new Promise<void>((resolve, reject) => {
      syncWaiters.push({ resolve, reject });
      if (!syncing) void drainSyncWaiters();
    });

  const beat = () => {
    if (closed || performance.now() - askedAt > IDLE_AFTER_MS) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    } else if (!syncing) {
      sync().catch(() => {});
    }
  };

  void connect();

  return {
    async publish(channel, payload, trx) {
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new RangeError(`An event payload must stay under 8,000 bytes (channel ${channel}).`);
      }
      await notify(channel, payload, trx);
    },

    subscribe(channel, onMessage) {
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        if (client) {
          listen(client, channel).catch((error: unknown) => {
            logger.warn({ err: error, channel }, 'LISTEN failed; the next connection listens again');
          });
        }
      }
      channelHandlers.add(onMessage);
      return () => {
        channelHandlers.delete(onMessage);
      };
    },

    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },

    sync,

    current() {
      askedAt = performance.now();
      heartbeat ??= setInterval(beat, HEARTBEAT_MS).unref();
      return client !== undefined && askedAt - provenAt < leaseMs;
    },

    async heardEverywhere() {
      const token = randomUUID();
      const question = peers.ask(token);
      try {
        await notify(ASK_CHANNEL, `${token} ${processId}`);
        // Heard here, the question has also reached every process listening, and so has every sync
        // committed before it: who may trust what it heard is known.
        await sync();
        await question.answered();
      } catch {
        // Unable to ask or to hear, wait until no other process can still trust what it heard.
        await new Promise<void>((resolve) => setTimeout(resolve, leaseMs));
      } finally {
        question.close();
      }
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const last = await current();
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
