import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Knex } from 'knex';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/knex';
import { prepared } from '../db/prepared';

/** rate-limiter-flexible's table (migration 020), shared by every API process on the database. */
const TABLE = 'rate_limits';

/**
 * What RateLimiterPostgres asks of a node-postgres client, `query({ text, values })` answering its rows,
 * run on the app's knex pool, so counting a hit takes no connection of its own. knex binds `?`, pg `$n`.
 * Its statements are the same text for every hit: each is prepared once per connection.
 */
function queriesThrough(db: Db) {
  return {
    query({ text, values = [] }: { text: string; values?: Knex.Value[] }) {
      const bindings: Knex.Value[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, position: string) => {
        bindings.push(values[Number(position) - 1]!);
        return '?';
      });
      return prepared(db.raw(sql, bindings));
    },
  };
}

const infoOf = (counted: RateLimiterRes): ClientRateLimitInfo => ({
  totalHits: counted.consumedPoints,
  resetTime: new Date(Date.now() + counted.msBeforeNext),
});

/**
 * express-rate-limit's Store on rate-limiter-flexible's RateLimiterPostgres: each hit is counted by one
 * atomic upsert before express-rate-limit decides on it (a counter whose window has passed starts again
 * at 1), so no process lets a hit through before it is counted. `prefix` keeps each limiter's counters
 * apart.
 */
class FlexiblePostgresStore implements Store {
  private counters?: RateLimiterPostgres;

  constructor(
    private readonly client: ReturnType<typeof queriesThrough>,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.counters = new RateLimiterPostgres({
      storeClient: this.client,
      storeType: 'client',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: this.prefix,
      points: typeof options.limit === 'number' ? options.limit : 1,
      duration: options.windowMs / 1000,
    });
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return infoOf(await this.started().penalty(key, 1));
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const counted = await this.started().get(key);
    return counted ? infoOf(counted) : undefined;
  }

  async decrement(key: string) {
    await this.started().reward(key, 1);
  }

  async resetKey(key: string) {
    await this.started().delete(key);
  }

  private started() {
    if (!this.counters) throw new Error('express-rate-limit did not call init');
    return this.counters;
  }
}

/** The stores of every limiter on `db`, one per prefix. */
export function postgresRateLimitStores(db: Db): (prefix: string) => Store {
  const client = queriesThrough(db);
  return (prefix) => new FlexiblePostgresStore(client, prefix);
}
