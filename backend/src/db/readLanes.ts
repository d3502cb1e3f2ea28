import type { Knex } from 'knex';
import pg, { type QueryConfig, type QueryResultRow } from 'pg';

/** Connections that take single statements run outside any transaction: a public read's. */
export interface ReadLanes {
  /** The rows of one statement, sent on the lane with the fewest statements waiting. */
  query<Row extends QueryResultRow>(query: QueryConfig): Promise<Row[]>;
  /** Statements sent and not yet answered. */
  inFlight(): number;
  /** Ends every lane's connection; a statement sent after this fails. */
  close(): Promise<void>;
}

interface Lane {
  /** Settles with the lane's connection once it is open. */
  client: Promise<pg.Client>;
  /** Statements sent on it and not yet answered. */
  waiting: number;
  /** Whether its socket holds this turn's statements, to write them at once (`holdWritesThisTurn`). */
  holding: boolean;
}

/** The socket node-postgres writes a connection's messages to. */
const socketOf = (client: pg.Client) =>
  (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;

/**
 * Holds what `lane` writes until this turn of the event loop has run its callbacks, so that every statement
 * sent on it meanwhile goes out in one write: a busy worker sends several a turn, and each write to a socket
 * was a third of a worker's busy time under the cache-off mix (`writev`, the system call and the kernel's
 * loopback delivery it runs). node-postgres corks the socket around each statement's messages as well;
 * corks nest, so the turn's last uncork writes them all.
 */
function holdWritesThisTurn(lane: Lane, client: pg.Client): void {
  if (lane.holding) return;
  const socket = socketOf(client);
  lane.holding = true;
  socket.cork();
  setImmediate(() => {
    lane.holding = false;
    socket.uncork();
  });
}

/**
 * `count` pipelined connections (node-postgres's `pipeline` mode): a statement is written at once on the
 * lane with the fewest waiting, behind those still running there, and PostgreSQL answers each in turn,
 * with a sync of its own, so one that fails fails alone. Lent by the pool instead, one statement per
 * connection at a time, every read waited for a connection's turn (a timer and several promises per
 * acquire), and PostgreSQL spent more too, likely waking one of the pool's many processes per statement:
 * on two cores, 2 lanes per worker instead of 10 pooled connections took the cache-off mix from about 2,600
 * to 3,100 requests a second, 18 % less CPU a request (`docs/performance.md`, "Reads in lanes").
 *
 * A lane whose connection fails or ends is opened again by the next statement sent on it, so reads come
 * back by themselves once PostgreSQL does; those in flight on it fail, as on a pooled connection.
 */
export function createReadLanes(config: pg.ClientConfig, count: number): ReadLanes {
  const lanes: (Lane | undefined)[] = Array.from({ length: count }, () => undefined);
  let closed = false;

  const open = (index: number): Lane => {
    const client = new pg.Client({ ...config, pipeline: true });
    const lane: Lane = { client: client.connect().then(() => client), waiting: 0, holding: false };
    const drop = () => {
      if (lanes[index] === lane) lanes[index] = undefined;
    };
    client.on('error', drop);
    client.on('end', drop);
    lane.client.catch(drop);
    lanes[index] = lane;
    return lane;
  };

  const pick = (): Lane => {
    let best: Lane | undefined;
    for (const [index, lane] of lanes.entries()) {
      if (!lane) return open(index);
      if (!best || lane.waiting < best.waiting) best = lane;
    }
    return best!;
  };

  return {
    async query<Row extends QueryResultRow>(query: QueryConfig) {
      if (closed) throw new Error('Client was closed and is not queryable');
      const lane = pick();
      lane.waiting += 1;
      try {
        const client = await lane.client;
        holdWritesThisTurn(lane, client);
        return (await client.query<Row>(query)).rows;
      } finally {
        lane.waiting -= 1;
      }
    },

    inFlight: () => lanes.reduce((sum, lane) => sum + (lane?.waiting ?? 0), 0),

    async close() {
      closed = true;
      const ending = lanes.splice(0, lanes.length);
      await Promise.all(
        ending.map((lane) =>
          lane?.client.then(
            (client) => client.end(),
            () => undefined,
          ),
        ),
      );
    },
  };
}

/** Each knex client's lanes (see `useReadLanes`). */
const lanesOf = new WeakMap<object, { kept: ReadLanes; planned: ReadLanes }>();

/**
 * Gives `db` read lanes for `queryRows`, ended when `db` is destroyed: `kept` for statements that keep the
 * plan PostgreSQL settles on, `planned` for those planned for their values on every run (`planEachTime`),
 * whose connections never settle a prepared statement on one plan.
 */
export function useReadLanes(db: Knex, kept: ReadLanes, planned: ReadLanes): void {
  const client = db.client as { destroy(callback?: unknown): Promise<void> };
  const destroy = client.destroy.bind(client);
  client.destroy = async (callback?: unknown) => {
    await Promise.all([kept.close(), planned.close()]);
    return destroy(callback);
  };
  lanesOf.set(db.client, { kept, planned });
}

/** The read lanes of `db` for statements that keep their plan, if it has any. */
export const readLanesOf = (db: Knex): ReadLanes | undefined => lanesOf.get(db.client)?.kept;

/** The read lanes of `db` for statements planned for their values on every run, if it has any. */
export const plannedLanesOf = (db: Knex): ReadLanes | undefined => lanesOf.get(db.client)?.planned;
