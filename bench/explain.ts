// npm run bench:explain — runs each benchmarked request in process, captures the SQL it sends, and prints
// the number of queries and each query's plan (EXPLAIN ANALYZE) as Markdown. Stop `npm start` first: the
// embedded database allows one server at a time (or set DATABASE_URL).
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { createApp } from '../backend/src/app';
import { loadConfig, ROOT_DIR } from '../backend/src/config';
import { openDatabase } from '../backend/src/db/database';
import { createEventBus } from '../backend/src/events';
import { createLogger } from '../backend/src/logger';
import { resolveJwtSecret } from '../backend/src/secrets';
import { createStorage } from '../backend/src/storage';

const BIG_TABLES = ['products', 'reviews', 'users', 'product_images', 'favorites', 'cart_items'];

interface Captured {
  sql: string;
  bindings: readonly Knex.RawBinding[];
}

async function main(): Promise<void> {
  try {
    process.loadEnvFile(path.join(ROOT_DIR, '.env'));
  } catch {
    // No .env file.
  }
  // Without the response cache: every request must reach the database for its plan to be seen.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RESPONSE_CACHE_TTL_MS: '0' });
  const logger = createLogger('silent');
  const database = await openDatabase(config, logger);
  const { db } = database;
  const events = createEventBus(database.url, db, logger);
  const app = createApp({
    config,
    db,
    storage: createStorage(config),
    logger,
    jwtSecret: resolveJwtSecret(config),
    events,
  });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let captured: Captured[] = [];
  let capturing = false;
  db.on('query', (query: Captured) => {
    if (capturing) captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
  });

  const first = (await (await fetch(`${base}/api/products/`)).json()) as { id: number }[];
  const id = first[0]!.id;
  const endpoints = {
    'list, first page': '/api/products/',
    'list, sorted by rating': '/api/products/?sort=rating',
    category: '/api/products/?category=3',
    'category by price': '/api/products/?category=3&sort=price_asc',
    search: '/api/products/?q=walnut',
    'search by rating': '/api/products/?q=walnut&sort=rating',
    'search, rare word': '/api/products/?q=moonstone',
    'search, absent word (typo correction)': '/api/products/?q=zzzz',
    'search, prefix, by price': '/api/products/?q=walnut%20cut&sort=price_asc&max_price=100',
    'search, common word in a category': '/api/products/?q=scarf&category=1',
    'search, hyphenated words': '/api/products/?q=hand-knit%20beanie',
    'search, hyphenated word and a prefix': '/api/products/?q=hand-thrown%20m',
    'search, rare word in a price range': '/api/products/?q=handmade&min_price=20&max_price=80',
    'search, misspelt words up to $30 by price':
      '/api/products/?q=walnutt%20bowl&max_price=30&sort=price_desc',
    suggest: '/api/search/suggest?q=wal',
    detail: `/api/products/${id}`,
    reviews: `/api/products/${id}/reviews`,
    random: '/api/products/random',
  };

  let sequentialScans = 0;
  console.log('# Query plans\n');
  for (const [name, route] of Object.entries(endpoints)) {
    captured = [];
    capturing = true;
    const res = await fetch(`${base}${route}`);
    await res.arrayBuffer();
    capturing = false;
    const queries = captured;
    console.log(`## ${name}: \`GET ${route}\` (${res.status}, ${queries.length} queries)\n`);
    for (const query of queries) {
      // The captured text has PostgreSQL's numbered placeholders, in order; knex.raw takes `?`.
      const sql = query.sql.replace(/\$\d+/g, '?');
      const plan = await db.raw(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql}`,
        query.bindings,
      );
      const lines = (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']);
      const scans = lines.filter((line) => BIG_TABLES.some((table) => line.includes(`Seq Scan on ${table}`)));
      sequentialScans += scans.length;
      console.log('```');
      console.log(query.sql);
      console.log('');
      console.log(lines.join('\n'));
      console.log('```\n');
    }
  }
  server.close();
  await events.close();
  await database.close();
  console.log(`Sequential scans of large tables: ${sequentialScans}`);
  if (sequentialScans > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
