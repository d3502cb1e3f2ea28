import type { User } from '@handmade/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, inject } from 'vitest';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import { createDb } from '../src/db/knex';
import { createEventBus } from '../src/events';
import { createLogger, type Logger } from '../src/logger';
import type { Storage } from '../src/storage';
import { createDiskStorage } from '../src/storage/diskStorage';
import { withStorageErrors } from '../src/storage/storageErrors';

export interface TestApp extends AppContext {
  /** The Express application, what the HTTP server runs for each request. */
  app: Express;
  request: () => supertest.Agent;
}

/**
 * What every app and API process of a test run shares, as the processes of one deployment do: any of them may
 * run a job another queued (a mail's links and unsubscribe token come out the same whichever does).
 */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PUBLIC_URL = 'https://market.example.com';

/**
 * The real application on the run's PostgreSQL, with disk storage in a temporary folder
 * (or the given storage). Closed after the file's tests.
 */
export function createTestApp(
  overrides: {
    env?: Record<string, string>;
    storage?: (config: Config) => Storage;
    /** Another PostgreSQL than the run's (one a test stops and starts, say). */
    databaseUrl?: string;
    /** A logger whose lines the test reads; silent otherwise. */
    logger?: Logger;
  } = {},
): TestApp {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: overrides.databaseUrl ?? inject('databaseUrl'),
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_WRITE: '100000',
    // Test files share one database and write to it directly: each file's app reads it fresh.
    RESPONSE_CACHE_TTL_MS: '0',
    // A listing's words reach the typo fixer and the search box at once, not 10 s later.
    VOCABULARY_REFRESH_MS: '0',
    ...overrides.env,
  });
  const logger = overrides.logger ?? createLogger('silent');
  const db = createDb(config.databaseUrl!, 5, logger);
  const storage = withStorageErrors(
    overrides.storage?.(config) ?? createDiskStorage(path.join(dataDir, 'uploads')),
  );
  const ctx: AppContext = {
    config,
    db,
    storage,
    logger,
    jwtSecret: TEST_JWT_SECRET,
    events: createEventBus(config.databaseUrl!, db, logger),
  };
  const app = createApp(ctx);
  afterAll(async () => {
    await ctx.events.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { ...ctx, app, request: () => supertest.agent(app) };
}

/** A unique suffix, so each test's rows never meet another's. */
export function unique(prefix = 'u'): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

export interface SignedInUser {
  agent: supertest.Agent;
  user: User;
  password: string;
}

/** Signs a fresh user up and returns an agent that carries their session cookie. */
export async function signUp(
  test: TestApp,
  fields: Partial<Record<string, string>> = {},
): Promise<SignedInUser> {
  const agent = test.request();
  const name = unique();
  const password = 'correct horse battery';
  const res = await agent
    .post('/api/auth/signup')
    .send({
      email: `${name}@example.com`,
      username: name,
      password,
      first_name: 'Test',
      last_name: 'User',
      ...fields,
    })
    .expect(201);
  return { agent, user: res.body, password };
}
