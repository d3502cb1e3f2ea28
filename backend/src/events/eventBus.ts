import type { Knex } from 'knex';
import pg from 'pg';
import type { Db } from '../db/knex';
import type { Logger } from '../logger';

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
  close(): Promise<void>;
}

export class EventBusUnavailableError extends Error {
  constructor() {
    super('The events connection to the database is down.');
  }
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_999;

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
  /** How the listening session shows in pg_stat_activity. */
  applicationName = 'handmade-market-events',
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

  const listen = (to: pg.Client, channel: string) => to.query(`LISTEN ${to.escapeIdentifier(channel)}`);

  const dispatch = (message: pg.Notification) => {
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
        await Promise.all([...handlers.keys()].map((channel) => listen(next, channel)));
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
  const drainSyncWaiters = async () => {
    syncing = true;
    while (syncWaiters.length > 0) {
      const batch = syncWaiters;
      syncWaiters = [];
      try {
        const on = await current();
        if (!on) throw new EventBusUnavailableError();
        await on.query('SELECT 1');
        for (const waiter of batch) waiter.resolve();
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    syncing = false;
  };

  void connect();

  return {
    async publish(channel, payload, trx) {
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new RangeError(`An event payload must stay under 8,000 bytes (channel ${channel}).`);
      }
      await (trx ?? db).raw('SELECT pg_notify(?, ?)', [channel, payload]);
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

    sync() {
      return new Promise<void>((resolve, reject) => {
        syncWaiters.push({ resolve, reject });
        if (!syncing) void drainSyncWaiters();
      });
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const last = await current();
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
