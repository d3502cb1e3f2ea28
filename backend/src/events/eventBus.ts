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
  /**
   * Called each time the listening connection is made, the first time included: what was published while
   * there was none was not heard.
   */
  onReconnect(listener: () => void): () => void;
  /**
   * Resolves once every notification committed more than `TRUST_MS` before the call has been handed to this
   * process's subscribers (`trustMs`, below); rejects (EventBusUnavailableError) while the listening
   * connection is down.
   */
  sync(): Promise<void>;
  /**
   * Resolves `TRUST_MS` after the call: a writer whose notification has committed waits for this before it
   * answers, and then every process has heard it before it serves anything from memory (see `sync`).
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Whether this process may serve what it keeps from the database: true once `sync()` resolves, false while
 * the listening connection is down.
 */
export const heardEverything = (events: EventBus): Promise<boolean> =>
  events.sync().then(
    () => true,
    () => false,
  );

export class EventBusUnavailableError extends Error {
  constructor() {
    super('The events connection to the database is down.');
  }
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_999;

/**
 * The one rule of what a process keeps from the database (public answers, sessions): it serves them only
 * within `TRUST_MS` of the start of a round trip on its listening connection that has completed. PostgreSQL
 * delivers a session every notification committed before a query's start ahead of that query's result, so
 * such a process has heard every notification committed more than `TRUST_MS` ago. A writer answers
 * `TRUST_MS` after its notification commits (`settle`): any process that serves a kept answer after that
 * has heard it. Hits then wait for no round trip but about one every `TRUST_MS / 2`.
 */
export const TRUST_MS = 50;

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

export function createEventBus(
  connectionString: string,
  db: Db,
  logger: Logger,
  /** How the listening session shows in pg_stat_activity. */
  { applicationName = 'handmade-market-events' }: { applicationName?: string } = {},
): EventBus {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const connectListeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MIN_MS;
  let closed = false;
  let connecting: Promise<void> | undefined;
  /** When the last completed round trip began (performance.now()), or -Infinity when none counts. */
  let heardUpTo = -Infinity;

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

  const retry = (error?: Error) => {
    if (closed) return;
    logger.warn({ err: error, retryMs }, 'events connection down; reconnecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = () =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: applicationName });
      const lost = (error?: Error) => {
        if (client === next) client = undefined;
        retry(error);
      };
      next.on('notification', dispatch);
      next.on('error', () => {}); // 'end' follows, and says it once
      try {
        await next.connect();
        for (const channel of handlers.keys()) await listen(next, channel);
      } catch (error) {
        await next.end().catch(() => {});
        retry(error as Error);
        return;
      }
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      next.on('end', () => {
        heardUpTo = -Infinity;
        lost();
      });
      client = next;
      retryMs = RETRY_MIN_MS;
      for (const listener of connectListeners) listener();
    })().finally(() => (connecting = undefined)));

  // PostgreSQL sends a listening session the notifications committed before one of its statements began
  // before that statement's answer (postgres.c handles pending notify interrupts before ReadyForQuery), and
  // pg hands them to `dispatch` before resolving the query. So one `SELECT 1` sent after a caller arrived
  // proves it has heard everything committed before. Callers that arrive while none is waiting to be sent
  // share the next one; one is on the wire at a time.
  let next: Promise<void> | undefined;
  let onWire: Promise<unknown> = Promise.resolve();
  const roundTrip = async () => {
    next = undefined;
    // A connection being made is waited for; one that failed is not retried here.
    if (!client) await connecting;
    const on = client;
    if (!on) throw new EventBusUnavailableError();
    const began = performance.now();
    await on.query('SELECT 1');
    if (on !== client) throw new EventBusUnavailableError();
    heardUpTo = Math.max(heardUpTo, began);
  };
  const nextRoundTrip = () =>
    (next ??= onWire.then(() => {
      const sent = roundTrip();
      onWire = sent.catch(() => {});
      return sent;
    }));
  const sync = () => {
    const age = performance.now() - heardUpTo;
    if (age >= TRUST_MS || !client) return nextRoundTrip();
    // Past half the window the next round trip starts now, so steady traffic never waits for one.
    if (age > TRUST_MS / 2) nextRoundTrip().catch(() => {});
    return Promise.resolve();
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
        client?.query(`LISTEN ${client.escapeIdentifier(channel)}`).catch((error: unknown) => {
          logger.warn({ err: error, channel }, 'LISTEN failed; the next connection listens again');
        });
      }
      channelHandlers.add(onMessage);
      return () => channelHandlers.delete(onMessage);
    },

    onReconnect(listener) {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
    },

    sync,

    settle: () => new Promise<void>((resolve) => setTimeout(resolve, TRUST_MS)),

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
